import { claims } from '@/lib/site/facts';
import type * as en from '../en';
import type { Words } from '../words';

const toMeasure = 'La manière dont cet engagement est mesuré, et ses chiffres.';

// The report in French, read as the French pages are (lib/i18n/fr/home.ts): the offsetting a contribution,
// with no share and no word of neutrality; the recycled material without « jusqu’à », a maximum where French
// law asks for the share actually incorporated; so the French report draws neither share.
export const report: Words<typeof en.report> = {
  file: '/reports/sarnia-rapport-de-durabilite.pdf',
  title: 'Rapport de durabilité',
  commitments: {
    title: 'Quatre engagements, une île',
    intro:
      'Ce que nous affirmons de notre eau, de nos bouteilles et de nos émissions de carbone, et les quatre engagements de notre section consacrée à la durabilité. Là où un rapport complet donnerait un chiffre que nous n’avons pas encore publié, celui-ci le dit clairement.',
    stated: 'Ce que nous affirmons',
    toPublish: 'À publier',
    notes: [
      {
        stated: 'Des bouteilles en verre, fabriqué avec une part de matière recyclée.',
        toPublish: 'La part moyenne de matière recyclée effectivement incorporée dans nos bouteilles.',
      },
      {
        stated: 'Une contribution au financement de projets de compensation carbone.',
        toPublish:
          'Le bilan de nos émissions de gaz à effet de serre en tonnes équivalent CO₂, son périmètre, les projets soutenus et leur référentiel.',
      },
      { stated: 'Un engagement, énoncé sans chiffre.', toPublish: toMeasure },
      { stated: 'Un engagement, énoncé sans chiffre.', toPublish: toMeasure },
    ],
  },
  glance: [{ figure: `${claims.filtrationYears}`, label: 'ans de filtration, au plus' }],
  figures: {
    eyebrow: 'En chiffres',
    title: 'Ce que nous affirmons, et ce qui reste à publier',
    shares: [],
    filtration: {
      label: `Jusqu’à ${claims.filtrationYears}\u00A0ans`,
      caption: 'de filtration avant que notre eau nous parvienne',
      chart: `Jusqu’à ${claims.filtrationYears}\u00A0ans de filtration`,
      scale: 'années de filtration',
    },
    table: 'Chaque engagement',
    commitment: 'Engagement',
  },
  about: {
    eyebrow: 'À propos de ce rapport',
    title: 'Ce que contient ce rapport',
    intro:
      'Ce rapport ne reprend que ce que nous affirmons de notre eau, de nos bouteilles et de nos émissions de carbone, ainsi que les engagements de notre section consacrée à la durabilité.',
    items: [
      {
        title: 'Filtration.',
        text: `Notre eau est filtrée jusqu’à ${claims.filtrationYears}\u00A0ans. Le fondement de ce chiffre reste à publier.`,
      },
      {
        title: 'Matière recyclée.',
        text: 'Nos bouteilles sont en verre, fabriqué avec une part de matière recyclée. La part moyenne effectivement incorporée reste à publier.',
      },
      {
        title: 'Carbone.',
        text: 'Nous contribuons au financement de projets de compensation carbone. Le bilan de nos émissions de gaz à effet de serre, son périmètre, les projets soutenus et leur référentiel restent à publier.',
      },
      {
        title: 'Eau et source.',
        text: 'La préservation de la ressource et la protection de la source sont des engagements. La manière dont chacun est mesuré, et ses chiffres, restent à publier.',
      },
    ],
    questions: 'Vos questions sur ce rapport',
  },
};
