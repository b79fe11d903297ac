import type { MetadataRoute } from 'next';
import { defaultLocale, localeFacts, locales } from '@/lib/i18n/locales';
import { legal } from '@/lib/site/facts';
import { pagePaths, publicRoutes } from '@/lib/site/routes';
import { siteUrl } from '@/lib/site/url';

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  const url = (path: string) => new URL(path, origin).href;
  return publicRoutes.map((route) => ({
    url: url(route.path),
    lastModified: route.page === 'home' ? undefined : legal.effectiveDate,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
    // Each page names itself and its other languages, as its <link rel="alternate"> tags do.
    alternates: {
      languages: {
        ...Object.fromEntries(locales.map((locale) => [localeFacts[locale].tag, url(pagePaths[route.page][locale])])),
        'x-default': url(pagePaths[route.page][defaultLocale]),
      },
    },
  }));
}
