import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import PrivacyPolicy from '@/app/(en)/(legal)/privacy-policy/page';
import TermsOfService from '@/app/(en)/(legal)/terms-of-service/page';
import CookiePolicy from '@/app/(en)/(legal)/cookie-policy/page';
import PolitiqueDeConfidentialite from '@/app/(fr)/fr/(legal)/politique-de-confidentialite/page';
import ConditionsGenerales from '@/app/(fr)/fr/(legal)/conditions-generales/page';
import PolitiqueCookies from '@/app/(fr)/fr/(legal)/politique-cookies/page';
import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { contact, legal, site } from './facts';

// A policy's words are a promise dated by legal.effectiveDate: the text each page had on that date is
// recorded beside it (legal.textAsOf), so a change of words without a change of date fails here. Hashed as
// this build's defaults write it (no host named), without the names and contact details the client is to
// supply (docs/launch.md): placeholders replaced are not a change of what the policies promise.
const pages: Record<Locale, Record<keyof typeof legal.textAsOf.en, () => ReactElement>> = {
  en: { privacy: PrivacyPolicy, terms: TermsOfService, cookies: CookiePolicy },
  fr: { privacy: PolitiqueDeConfidentialite, terms: ConditionsGenerales, cookies: PolitiqueCookies },
};

function policyText(locale: Locale, page: () => ReactElement): string {
  const { children } = page().props as { children: React.ReactNode };
  const notice = wordsFor(locale).legalPages.translationNotice ?? '';
  const body = renderToStaticMarkup(createElement(Fragment, null, children))
    .replace(/<address>[\s\S]*?<\/address>/g, '')
    .replace(/<[^>]+>/g, ' ');
  return [contact.email, site.legalName, site.name]
    .reduce((text, fact, index) => text.replaceAll(fact, `{fact ${index}}`), `${notice} ${body}`)
    .replace(/\s+/g, ' ')
    .trim();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('no policy’s words changed without its effective date', () => {
  const found = Object.fromEntries(
    Object.entries(pages).map(([locale, byPage]) => [
      locale,
      Object.fromEntries(
        Object.entries(byPage).map(([name, page]) => [name, sha256(policyText(locale as Locale, page))]),
      ),
    ]),
  );
  assert.deepEqual(
    found,
    legal.textAsOf,
    `A policy's words changed. Set legal.effectiveDate (lib/site/facts.ts) to the day the new words take effect, and record them there: textAsOf: ${JSON.stringify(found)}`,
  );
});

test('the text hashed is the policy as a visitor reads it, without the tags or the contact details', () => {
  const privacy = policyText('en', PrivacyPolicy);
  assert.match(
    privacy,
    /^\{fact 1\} \(“\{fact 2\}”, “we”\) is the controller of the personal data described in this policy/,
  );
  assert.match(privacy, /The record of an enquiry we have delivered is deleted after \d+ days\./);
  assert.doesNotMatch(privacy, /[<>]|@|\+44|Sarnia/);
  assert.match(policyText('fr', ConditionsGenerales), /^Ce document existe également en anglais\./);
});
