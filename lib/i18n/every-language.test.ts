import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LanguageLink } from '@/components/layout/language-link';
import { refuseFormPost } from '@/lib/enquiry/server/transport/form-post-guard';
import { legalPages, publicRoutes } from '@/lib/site/routes';
import { translatedPages } from '@/test-kit/routes';
import { defaultLocale, localeFacts, locales } from './locales';

// What names the languages reads them from `locales`: each check runs over the list, so a language added
// to it is looked for everywhere here the day it is added (third-language.test.ts names what must be written).

const pages = ['home', ...legalPages] as const;

test('the sitemap’s routes hold every page in every language', () => {
  for (const locale of locales)
    for (const page of pages)
      assert.ok(
        publicRoutes.some((route) => route.locale === locale && route.page === page),
        `${page} in ${locale}`,
      );
});

test('the language links of a page name every other language, each in its own words', () => {
  for (const locale of locales) {
    const html = renderToStaticMarkup(createElement(LanguageLink, { locale, page: 'privacy' }));
    const named = [...html.matchAll(/lang="([^"]+)"[^>]*>([^<]+)</g)].map(([, tag, name]) => `${tag} ${name}`);
    const others = locales.filter((other) => other !== locale);
    assert.deepEqual(
      named,
      others.map((other) => `${localeFacts[other].tag} ${localeFacts[other].name}`),
    );
  }
});

test('the proxy refuses a form post in the language of the page it came from', async () => {
  for (const locale of locales) {
    const request = new Request(`https://www.example${localeFacts[locale].home}`, {
      method: 'POST',
      headers: { host: 'www.example', origin: 'https://elsewhere.example', 'content-length': '10' },
    });
    const html = await refuseFormPost(request, ['www.example'], () => {})!.text();
    assert.match(html, new RegExp(`<html lang="${localeFacts[locale].tag}">`), locale);
  }
});

test('the test kit walks every page in every language', () => {
  const others = locales.filter((locale) => locale !== defaultLocale);
  for (const locale of others)
    for (const page of pages)
      assert.ok(
        translatedPages.some((shown) => shown.locale === locale && shown.page === page),
        `${page} ${locale}`,
      );
});
