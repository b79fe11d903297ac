// The languages the site is written in. English is the spec's and the default (x-default); each other
// language lives under its own path prefix, with its own root layout (app/(fr)).
export const locales = ['en', 'fr'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

type LocaleFacts = {
  /** `<html lang>` and hreflang. */
  readonly tag: string;
  /** Open Graph's locale. */
  readonly openGraph: string;
  /** The country whose readers the language's pages address, as ISO 3166 writes it (structured data). */
  readonly country: string;
  /** What Intl formats prices with. */
  readonly numbers: string;
  /** What Intl formats dates with: the spec writes English dates month first ("June 8, 2025"). */
  readonly dates: string;
  /** Where the language's home page is, and the prefix of its other pages. */
  readonly home: '/' | `/${string}`;
  /** The language's own name, as the link to it reads in every language. */
  readonly name: string;
  /** Its name in the operators' English (their e-mail and the enquiries' export). */
  readonly englishName: string;
};

export const localeFacts: Readonly<Record<Locale, LocaleFacts>> = {
  en: {
    tag: 'en-GB',
    openGraph: 'en_GB',
    country: 'GB',
    numbers: 'en-GB',
    dates: 'en-US',
    home: '/',
    name: 'English',
    englishName: 'English',
  },
  fr: {
    tag: 'fr',
    openGraph: 'fr_FR',
    country: 'FR',
    numbers: 'fr-FR',
    dates: 'fr-FR',
    home: '/fr',
    name: 'Français',
    englishName: 'French',
  },
};

/** A home-page anchor in a language: `/#contact`, `/fr#contact`. */
export const anchorHref = (locale: Locale, id: string) => `${localeFacts[locale].home}#${id}` as const;

/** The language of a page at this path: its prefix's, or English. */
export const localeOfPath = (path: string): Locale =>
  locales.find(
    (locale) =>
      locale !== defaultLocale &&
      (path === localeFacts[locale].home || path.startsWith(`${localeFacts[locale].home}/`)),
  ) ?? defaultLocale;

/** Every language but this one, in the list's order: where the language links lead. */
export const otherLocales = (locale: Locale): Locale[] => locales.filter((other) => other !== locale);
