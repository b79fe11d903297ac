import type { MetadataRoute } from 'next';
import { locales, type Locale } from '@/lib/i18n/locales';

export type PageKey = 'home' | 'privacy' | 'terms' | 'cookies';
export type LegalPage = Exclude<PageKey, 'home'>;

/** Every page at its address in each language; the English addresses are the spec's. */
export const pagePaths: Readonly<Record<PageKey, Readonly<Record<Locale, string>>>> = {
  home: { en: '/', fr: '/fr' },
  privacy: { en: '/privacy-policy', fr: '/fr/politique-de-confidentialite' },
  terms: { en: '/terms-of-service', fr: '/fr/conditions-generales' },
  cookies: { en: '/cookie-policy', fr: '/fr/politique-cookies' },
};

/** Places within a page that other pages link to: the privacy policy's periods (the enquiry form's notice). */
export const anchors = { periods: 'how-long' } as const;

export const legalPages: readonly LegalPage[] = ['privacy', 'terms', 'cookies'];

type Route = {
  path: string;
  page: PageKey;
  locale: Locale;
  priority: number;
  changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'];
};

const route = (page: PageKey, locale: Locale): Route => ({
  path: pagePaths[page][locale],
  page,
  locale,
  priority: page === 'home' ? 1 : 0.3,
  changeFrequency: page === 'home' ? 'monthly' : 'yearly',
});

/** Every public page, as the sitemap lists it: each language's home, then its legal pages. */
export const publicRoutes: readonly Route[] = locales.flatMap((locale) =>
  (['home', ...legalPages] as const).map((page) => route(page, locale)),
);
