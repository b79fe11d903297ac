import { bottleVolumeMl, claims, site } from '@/lib/site/facts';
import type * as en from '../en';
import type { Words } from '../words';
import { hero as englishHero } from '../en/home';
import { hero } from './home';

/** The header, menu and footer every page shares. */
export const chrome: Words<typeof en.chrome> = {
  homeLabel: `Accueil ${site.name}`,
  mainNav: 'Navigation principale',
  mobileNav: 'Menu mobile',
  menu: 'Menu',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  nav: { about: 'À propos', products: 'Produits', story: 'Notre histoire', sustainability: 'Durabilité' },
  order: 'Commander',
  blurb: `Eau minérale naturelle de Guernesey\u00A0: jusqu’à ${claims.filtrationYears}\u00A0ans de filtration, puis une mise en bouteille à la source, dans le verre.`,
  social: { instagram: 'Sarnia sur Instagram', facebook: 'Sarnia sur Facebook', linkedin: 'Sarnia sur LinkedIn' },
  quickLinks: 'Liens rapides',
  legal: 'Informations légales',
  rights: 'Tous droits réservés.',
  newTab: '(s’ouvre dans un nouvel onglet)',
};

/** Each page's title and description, for the tab, search results and link previews. */
export const pages: Words<typeof en.pages> = {
  home: {
    title: `${site.name} | ${hero.subline}`,
    description: `${site.name}, eau minérale naturelle haut de gamme de Guernesey\u00A0: jusqu’à ${claims.filtrationYears}\u00A0ans de filtration, puis une mise en bouteille à la source, en verre de ${bottleVolumeMl}\u00A0ml.`,
  },
  // The image is the same in every language (app/opengraph-image.png): its words are the English headline.
  previewAlt: `Une bouteille d’eau minérale naturelle ${site.name} sur fond bleu profond, à côté de l’inscription anglaise «\u202F${englishHero.headline}\u202F»`,
  privacy: {
    title: 'Politique de confidentialité',
    description: `Comment ${site.legalName} collecte, utilise et protège les données personnelles que vous lui communiquez par l’intermédiaire de ce site.`,
  },
  terms: {
    title: 'Conditions générales',
    description: `Les conditions applicables à l’utilisation du site ${site.name} et aux commandes passées auprès de ${site.legalName}.`,
  },
  cookies: {
    title: 'Politique relative aux cookies',
    description: `Ce que sont les cookies, et pourquoi le site ${site.name} n’en dépose aucun.`,
  },
};

export const legalPages: Words<typeof en.legalPages> = {
  effectiveDate: 'Date d’entrée en vigueur\u00A0:',
  translationNotice:
    'Ce document existe également en anglais. Chacune des deux versions fait foi dans sa langue\u202F; si elles divergent, l’interprétation la plus favorable au consommateur prévaut.',
};
