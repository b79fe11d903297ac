import { bottlesIn } from '@/lib/site/offers';
import { bottleVolumeMl, claims, contact, site } from '@/lib/site/facts';
import type * as en from '../en';
import type { Words } from '../words';

// The home page in French: the English's claims, in a French copywriter's words (lib/i18n/en/home.ts).

export const hero: Words<typeof en.hero> = {
  tag: 'Produit de Guernesey',
  headline: 'L’élégance à l’état pur. Mise en bouteille à la source.',
  subline: 'Eau minérale naturelle de Guernesey',
  cta: 'Découvrir la source',
  bottleAlt: `Bouteille en verre de ${bottleVolumeMl}\u00A0ml d’eau minérale naturelle ${site.name}, à l’étiquette crème`,
};

// Read for consumers in France (docs/launch.md, `claims`, `titles`, `recycled-share` and `commitments-plan`):
// the offsetting is a contribution, with no share and no word of neutrality (Code de l’environnement
// L229-68, décret 2022-539, directive (UE) 2024/825); no word, heading or icon states recycled content until
// the client gives the share actually incorporated (L541-9-1, décret 2022-748), where the English has « up to
// 80 % », a maximum; no generic claim, and no commitment with no plan behind it.
export const about: Words<typeof en.about> = {
  label: 'Notre eau',
  intro: `Notre eau vient de Guernesey, île de marées, de pierre et de lumière atlantique. Il lui faut jusqu’à ${claims.filtrationYears}\u00A0ans de filtration pour nous parvenir\u00A0: c’est une eau qui prend son temps.`,
  cards: [
    {
      title: 'Naturelle',
      icon: 'leaf',
      text: 'Une eau minérale naturelle de Guernesey, qui prend son temps, à l’image de l’île qui nous la donne.',
    },
    {
      title: 'Embouteillée à la source',
      icon: 'glass',
      text: 'Captée et mise en bouteille à la source même, à Guernesey\u00A0: l’eau rencontre le verre là où elle rencontre la lumière.',
    },
    {
      title: 'L’écrin de verre',
      icon: 'bottle',
      text: `Chaque bouteille de ${bottleVolumeMl}\u00A0ml est en verre\u00A0: un écrin à la mesure de l’eau qu’il renferme.`,
    },
  ],
};

export const collection: Words<typeof en.collection> = {
  label: 'Notre collection',
  title: 'La collection haut de gamme en verre',
  intro: 'Une eau, une bouteille\u00A0: à l’unité ou à la caisse.',
};

export const story: Words<typeof en.story> = {
  label: 'Notre source',
  title: 'Un trésor de Guernesey',
  paragraphs: [
    'Guernesey est une île façonnée par l’Atlantique\u00A0: par son climat, ses marées et sa lumière. Notre source compte parmi ses trésors discrets.',
    `Il faut jusqu’à ${claims.filtrationYears}\u00A0ans de filtration à notre eau pour nous parvenir\u00A0: une patience qui se compte en décennies, et que nul ne saurait hâter.`,
    'Nous la mettons en bouteille à la source, dans le verre. Une eau qui a pris son temps mérite que l’on prenne le sien pour la savourer.',
  ],
  videoLabel: 'Jeux de lumière dans l’eau en mouvement',
  videoFallback: 'Votre navigateur ne peut pas lire cette vidéo.',
  videoDownload: 'Télécharger la vidéo (MP4)',
};

export const sustainability: Words<typeof en.sustainability> = {
  label: 'Durabilité',
  intro: 'Une eau qui prend son temps appartient d’abord à l’île qui nous la donne.',
  cards: [
    {
      title: 'Le verre',
      icon: 'gem',
      text: 'Nos bouteilles sont en verre\u00A0: une matière limpide, qui laisse voir l’eau telle qu’elle est.',
    },
    {
      title: 'Compensation carbone',
      icon: 'earth',
      text: 'Nous contribuons au financement de projets de compensation carbone.',
    },
    {
      title: 'Préservation de la ressource',
      icon: 'droplets',
      text: 'Une source est l’œuvre lente du temps\u202F; elle appartient à l’île avant de nous appartenir.',
    },
    {
      title: 'Protection de la source',
      icon: 'shield',
      text: 'Tout ce que nous mettons en bouteille naît à notre source. Elle est le cœur de notre eau, et de tout ce que nous faisons.',
    },
  ],
  reportLink: 'Lire notre rapport de durabilité (PDF)',
};

export const contactSection: Words<typeof en.contactSection> = {
  label: 'Contact et commande',
  intro:
    'Compte professionnel, distribution ou caisse à savourer chez vous\u00A0: faites-nous part de vos besoins, nous vous répondrons dans les meilleurs délais.',
  detailsTitle: 'Nous contacter',
};

export const contactDetails: Words<typeof en.contactDetails> = {
  email: 'E-mail',
  phone: 'Téléphone',
  address: 'Adresse',
  hours: 'Horaires',
  hoursText: `Du lundi au vendredi, de ${contact.hours.opens}\u00A0h à ${contact.hours.closes}\u00A0h`,
  countryName: 'Îles Anglo-Normandes',
};

export const formNotice: Words<typeof en.formNotice> = {
  text: '{company} reçoit votre demande afin d’y répondre. Une fois celle-ci parvenue, nous pouvons adresser un court e-mail à l’adresse indiquée pour vous en confirmer la réception\u202F; il ne reprend rien de ce que vous avez saisi. Notre politique de confidentialité précise {link}.',
  link: 'combien de temps nous conservons ce que vous nous envoyez',
};

export const catalogue: Words<typeof en.catalogue> = {
  priceLabels: { FROM: 'À PARTIR DE', ONLY: 'AU PRIX DE' },
  items: {
    'single-bottle': { name: 'Bouteille à l’unité', detail: `${bottleVolumeMl}\u00A0ml`, cta: 'Ajouter à la commande' },
    'multipack-12': {
      name: `Caisse de ${bottlesIn('multipack-12')}\u00A0bouteilles`,
      detail: `${bottlesIn('multipack-12')}\u00A0×\u00A0${bottleVolumeMl}\u00A0ml`,
      cta: 'Commander la caisse',
    },
  },
  unitPrice: '{price} le litre',
  delivery: 'Les frais de livraison, lorsqu’ils s’appliquent, sont indiqués dans l’offre que nous vous adressons.',
  buttonLabel: `{cta}\u00A0: {product}, ${site.name}`,
  productDescription: `${site.name}, eau minérale naturelle de Guernesey\u00A0: {detail}.`,
  orderLine: 'Je souhaiterais commander\u00A0: {product} ({detail}), {label} {price}.',
};
