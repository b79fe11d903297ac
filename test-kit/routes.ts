import { dictionaries } from '@/lib/i18n/dictionaries';
import { defaultLocale, otherLocales } from '@/lib/i18n/locales';
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

// The same pages in every other language: their titles and headings are that language's dictionary's
// (lib/i18n/<language>), whose words a reviewer changes; tests of a language's words read them there too.
export const translatedPages = otherLocales(defaultLocale).flatMap((locale) => {
  const words = dictionaries[locale];
  return (['home', ...legalPages] as const).map((page) => ({
    locale,
    page,
    path: pagePaths[page][locale],
    title: page === 'home' ? words.pages.home.title : `${words.pages[page].title} | Sarnia`,
    heading: page === 'home' ? words.hero.headline : words.pages[page].title,
  }));
});

/** The French pages, for the tests of French itself. */
export const frenchPages = translatedPages.filter((page) => page.locale === 'fr');

/** An address no page answers, for the not-found page. */
export const missingPath = '/no-such-page';

/** Every page a visitor can land on, in every language, the not-found page included. */
export const everyPath = [...pages.map((page) => page.path), ...translatedPages.map((page) => page.path), missingPath];
