import { bottleVolumeMl, claims, site } from '@/lib/site/facts';
import { hero } from './home';

/** The header, menu and footer every page shares. */
export const chrome = {
  homeLabel: `${site.name} home`,
  mainNav: 'Main',
  mobileNav: 'Mobile',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  nav: { about: 'About', products: 'Products', story: 'Our Story', sustainability: 'Sustainability' },
  order: 'Order Now',
  blurb: `Natural mineral water from Guernsey, filtered for up to ${claims.filtrationYears} years and bottled at source, in glass.`,
  social: { instagram: 'Sarnia on Instagram', facebook: 'Sarnia on Facebook', linkedin: 'Sarnia on LinkedIn' },
  quickLinks: 'Quick links',
  legal: 'Legal',
  rights: 'All rights reserved.',
  newTab: '(opens in a new tab)',
} as const;

/** Each page's title and description, for the tab, search results and link previews. */
export const pages = {
  home: {
    title: `${site.name} | ${site.tagline}`,
    description: `${site.name} is a premium natural mineral water from Guernsey, filtered for up to ${claims.filtrationYears} years and bottled at source in ${bottleVolumeMl} ml glass.`,
  },
  previewAlt: `A bottle of ${site.name} natural mineral water on deep blue, beside the words: ${hero.headline}`,
  privacy: {
    title: 'Privacy Policy',
    description: `How ${site.legalName} collects, uses and protects the personal data you share through this website.`,
  },
  terms: {
    title: 'Terms of Service',
    description: `The terms that apply when you use the ${site.name} website or order from ${site.legalName}.`,
  },
  cookies: {
    title: 'Cookie Policy',
    description: `What cookies are, and why the ${site.name} website sets none.`,
  },
} as const;

export const legalPages = {
  effectiveDate: 'Effective date:',
  // Each language's version is authoritative in its language; the others say so at their top.
  translationNotice: null as string | null,
};
