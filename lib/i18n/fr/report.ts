import { claims } from '@/lib/site/facts';
import type * as en from '../en';
import type { Words } from '../words';

const noneStated = 'Toute pratique, tout objectif ou tout chiffre relevant de ce titre.';

// The report in French, read as the French pages are (lib/i18n/fr/home.ts): the offsetting a contribution,
// with no share and no word of neutrality; no word of recycled content until the client gives the share
// actually incorporated (docs/launch.md, `recycled-share`); no commitment of our own wording; so the French
// report draws neither share.
export const report: Words<typeof en.report> = {
  file: '/reports/sarnia-rapport-de-durabilite.pdf',
  title: 'Rapport de durabilité',
  place: 'Guernesey',
  commitments: {
    title: 'Quatre titres, une île',
    intro:
      'Ce que nous affirmons de notre eau, de nos bouteilles et de nos émissions de carbone, sous les quatre titres de notre section consacrée à la durabilité. Là où un rapport complet donnerait un chiffre que nous n’avons pas publié, celui-ci le dit clairement.',
    stated: 'Ce que nous affirmons',
    toPublish: 'Pas encore publié',
    notes: [
      {
        stated: 'Des bouteilles en verre.',
        toPublish: 'Tout chiffre relatif au verre de nos bouteilles.',
      },
      {
        stated: 'Une contribution au financement de projets de compensation carbone.',
        toPublish:
          'Le bilan de nos émissions de gaz à effet de serre en tonnes équivalent CO₂, son périmètre, les projets soutenus et leur référentiel.',
      },
      { stated: 'Un titre de notre section consacrée à la durabilité.', toPublish: noneStated },
      { stated: 'Un titre de notre section consacrée à la durabilité.', toPublish: noneStated },
    ],
  },
  glance: [{ figure: `${claims.filtrationYears}`, label: 'ans de filtration, au plus' }],
  figures: {
    eyebrow: 'En chiffres',
    title: 'Ce que nous affirmons, et ce qui n’est pas encore publié',
    shares: [],
    filtration: {
      label: `Jusqu’à ${claims.filtrationYears}\u00A0ans`,
      caption: 'de filtration avant que notre eau nous parvienne',
      chart: `Jusqu’à ${claims.filtrationYears}\u00A0ans de filtration`,
      scale: 'années de filtration',
    },
    table: 'Chaque titre',
    commitment: 'Titre',
  },
  about: {
    eyebrow: 'À propos de ce rapport',
    title: 'Ce que contient ce rapport',
    intro:
      'Ce rapport ne reprend que ce que nous affirmons de notre eau, de nos bouteilles et de nos émissions de carbone, sous les titres de notre section consacrée à la durabilité.',
    items: [
      {
        title: 'Filtration.',
        text: `Notre eau est filtrée pendant une durée qui peut atteindre ${claims.filtrationYears}\u00A0ans. Le fondement de ce chiffre n’est pas encore publié.`,
      },
      {
        title: 'Verre.',
        text: 'Nos bouteilles sont en verre. Ce rapport n’affirme aucun chiffre à leur sujet.',
      },
      {
        title: 'Carbone.',
        text: 'Nous contribuons au financement de projets de compensation carbone. Le bilan de nos émissions de gaz à effet de serre, son périmètre, les projets soutenus et leur référentiel ne sont pas encore publiés.',
      },
      {
        title: 'Eau et source.',
        text: 'La préservation de la ressource et la protection de la source sont des titres de notre section consacrée à la durabilité. Ce rapport n’affirme aucune pratique, aucun objectif ni aucun chiffre sous ces titres.',
      },
    ],
    questions: 'Vos questions sur ce rapport',
  },
};
