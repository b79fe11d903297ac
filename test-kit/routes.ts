import * as fr from '@/lib/i18n/fr';
import { legalPages, pagePaths } from '@/lib/site/routes';

// The site's pages as a visitor should find them: every spec that walks the site takes its list from here.
export const pages = [
  {
    path: '/',
    title: 'Sarnia | Natural Mineral Water from Guernsey',
    heading: /^pure elegance\. bottled at source\.$/i,
  },
  { path: '/privacy-policy', title: 'Privacy Policy | Sarnia', heading: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service | Sarnia', heading: 'Terms of Service' },
  { path: '/cookie-policy', title: 'Cookie Policy | Sarnia', heading: 'Cookie Policy' },
] as const;

export const legalPaths = pages.map((page) => page.path).filter((path) => path !== '/');

// The same pages in French: their titles and headings are the French dictionary's (lib/i18n/fr), whose
// words a reviewer changes; tests of the French words themselves read them there too.
export const frenchPages = (['home', ...legalPages] as const).map((page) => ({
  path: pagePaths[page].fr,
  title: page === 'home' ? fr.pages.home.title : `${fr.pages[page].title} | Sarnia`,
  heading: page === 'home' ? fr.hero.headline : fr.pages[page].title,
}));

/** An address no page answers, for the not-found page. */
export const missingPath = '/no-such-page';

/** Every page a visitor can land on, in both languages, the not-found page included. */
export const everyPath = [...pages.map((page) => page.path), ...frenchPages.map((page) => page.path), missingPath];
