import type { Metadata } from 'next';
import { wordsFor } from '@/lib/i18n/dictionary';
import { defaultLocale, localeFacts, locales, type Locale } from '@/lib/i18n/locales';
import { site } from './facts';
import { pagePaths, type PageKey } from './routes';

/**
 * A page's addresses for search engines: itself, the same page in each language, and English for
 * everyone else. Relative here; the layouts' metadataBase (SITE_URL) makes them absolute.
 */
function alternates(page: PageKey, locale: Locale): Metadata['alternates'] {
  const languages = Object.fromEntries(locales.map((other) => [localeFacts[other].tag, pagePaths[page][other]]));
  return {
    canonical: pagePaths[page][locale],
    languages: { ...languages, 'x-default': pagePaths[page][defaultLocale] },
  };
}

/** Title, description, addresses and link-preview text for one page in one language. */
export function pageMetadata({ locale, page }: { locale: Locale; page: PageKey }): Metadata {
  const words = wordsFor(locale);
  const { title, description } = words.pages[page];
  // On the home page the title is already whole; the others carry the brand after theirs.
  const fullTitle = page === 'home' ? title : `${title} | ${site.name}`;
  // app/opengraph-image.png; a page's own openGraph drops the file's image, so every page names it.
  const image = { url: '/opengraph-image.png', width: 1200, height: 630, alt: words.pages.previewAlt };
  return {
    title: page === 'home' ? { absolute: title } : title,
    description,
    alternates: alternates(page, locale),
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: localeFacts[locale].openGraph,
      alternateLocale: locales.filter((other) => other !== locale).map((other) => localeFacts[other].openGraph),
      title: fullTitle,
      description,
      url: pagePaths[page][locale],
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}

/** What a language's root layout gives every page under it; each page adds its own (pageMetadata). */
export function rootMetadata(locale: Locale): Metadata {
  return {
    ...pageMetadata({ locale, page: 'home' }),
    title: { default: wordsFor(locale).pages.home.title, template: `%s | ${site.name}` },
    applicationName: site.name,
    formatDetection: { telephone: false, email: false, address: false },
  };
}
