import { claims, site } from '@/lib/site/facts';
import type * as en from '../en';
import type { Words } from '../words';

// The home page in French: the English's claims, in a French copywriter's words (lib/i18n/en/home.ts).

export const hero: Words<typeof en.hero> = {
  tag: 'Produit de Guernesey',
  headline: 'L’élégance à l’état pur. Mise en bouteille à la source.',
  subline: 'Eau minérale naturelle de Guernesey',
  cta: 'Découvrir la source',
  bottleAlt: `Bouteille en verre de 750\u00A0ml d’eau minérale naturelle ${site.name}, à l’étiquette crème`,
};

export const about: Words<typeof en.about> = {
  label: 'Notre eau',
  intro: `La pluie qui tombe sur les versants occidentaux de Guernesey met jusqu’à ${claims.filtrationYears}\u00A0ans à se frayer un chemin à travers le granit ancien de l’île. Au fil de ce parcours, elle acquiert une minéralité légère et équilibrée, et rien d’autre. Nous la mettons en bouteille exactement telle qu’elle émerge.`,
  cards: [
    {
      title: 'Naturelle',
      icon: 'leaf',
      text: 'Filtrée uniquement par la pierre et le temps. Ni traitement ni additif, et rien ne lui est ôté, hormis ce que la roche a déjà retenu.',
    },
    {
      title: 'Embouteillée à la source',
      icon: 'glass',
      text: 'Notre atelier d’embouteillage se dresse au-dessus de la source\u00A0: l’eau passe de la terre au verre en un seul circuit fermé.',
    },
    {
      title: 'Emballage écoresponsable',
      icon: 'bottle',
      text: `Un verre lourd et retournable de 750\u00A0ml, intégrant jusqu’à ${claims.recycledGlassPercent}\u202F% de matière recyclée, car une eau aussi pure mérite un écrin qui dure.`,
    },
  ],
};

export const collection: Words<typeof en.collection> = {
  label: 'Notre collection',
  title: 'La collection premium en verre',
  intro: 'Une eau, une bouteille, servies aux plus belles tables de l’île et au-delà.',
};

export const story: Words<typeof en.story> = {
  label: 'Notre source',
  title: 'Un trésor de Guernesey',
  paragraphs: [
    'Pendant des générations, seuls les fermiers de la paroisse connaissaient la source. Ils s’y rendaient à pied, munis de jarres de grès, lorsque, l’été, les puits de l’île venaient à baisser.',
    `Son eau naît de la pluie atlantique. Elle met jusqu’à ${claims.filtrationYears}\u00A0ans à s’infiltrer dans le granit fissuré et la terre saine de l’île, gagnant en fraîcheur et en clarté à mesure qu’elle chemine, avant de remonter, froide et limpide, sous notre atelier d’embouteillage.`,
    'Nous la mettons en bouteille en petites séries, par lots contrôlés à la main, dans un verre lourd qui préserve son goût tel que l’île l’a façonné.',
  ],
  videoLabel: 'La lumière qui traverse l’eau, à la source',
  videoFallback: 'Votre navigateur ne peut pas lire cette vidéo.',
  videoDownload: 'Télécharger la vidéo (MP4)',
};

export const sustainability: Words<typeof en.sustainability> = {
  label: 'Notre engagement environnemental',
  intro:
    'Protéger l’île qui nous donne notre eau n’est pas une part de notre métier\u00A0: c’est notre métier tout entier.',
  cards: [
    {
      title: 'Matériaux recyclés',
      icon: 'recycle',
      text: `Chaque bouteille intègre jusqu’à ${claims.recycledGlassPercent}\u202F% de verre recyclé, et chacune peut être rapportée, de nouveau remplie ou recyclée à son tour.`,
    },
    {
      title: 'Neutre en carbone',
      icon: 'earth',
      text: `Nous mesurons les émissions liées à l’embouteillage et à la livraison, et en compensons ${claims.carbonOffsetPercent}\u202F%, tout en réduisant chaque année ce que nous émettons.`,
    },
    {
      title: 'Préservation de la ressource',
      icon: 'droplets',
      text: 'Nous ne prélevons que ce que la nappe renouvelle, surveillons son niveau chaque jour et réutilisons l’eau de rinçage dans notre atelier d’embouteillage.',
    },
    {
      title: 'Protection de la source',
      icon: 'shield',
      text: 'Les terres qui surplombent la source sont préservées de l’agriculture intensive et des produits chimiques, afin que le bassin versant reste aussi pur que l’eau.',
    },
  ],
  reportLink: 'Lire notre rapport de durabilité (PDF)',
};

export const contactSection: Words<typeof en.contactSection> = {
  label: 'Contact et commande',
  intro:
    'Compte professionnel, distribution ou caisse pour votre propre table\u00A0: faites-nous part de vos besoins, nous vous répondrons sous un jour ouvré.',
  detailsTitle: 'Nous contacter',
};

export const contactDetails: Words<typeof en.contactDetails> = {
  email: 'E-mail',
  phone: 'Téléphone',
  address: 'Adresse',
  hours: 'Horaires',
  // contact.hours (facts) in French: the same days and times.
  hoursText: 'Du lundi au vendredi, de 9\u00A0h à 17\u00A0h',
  countryName: 'Îles Anglo-Normandes',
};

export const catalogue: Words<typeof en.catalogue> = {
  priceLabels: { FROM: 'À PARTIR DE', ONLY: 'SEULEMENT' },
  items: {
    'single-bottle': { name: 'Bouteille à l’unité', detail: '750\u00A0ml', cta: 'Ajouter à la commande' },
    'multipack-12': {
      name: 'Caisse de 12\u00A0bouteilles',
      detail: '12\u00A0×\u00A0750\u00A0ml',
      cta: 'Commander la caisse',
    },
  },
  buttonLabel: `{cta}\u00A0: {product}, ${site.name}`,
  productDescription: `${site.name}, eau minérale naturelle de Guernesey\u00A0: {detail}.`,
  orderLine: 'Je souhaiterais commander\u00A0: {product} ({detail}), {label} {price}.',
};
