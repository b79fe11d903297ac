import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as en from './en';
import * as fr from './fr';
import { strings } from './strings.fixture';

// Words a French reader writes exactly as the English does, each for a reason.
const same: Readonly<Record<string, string>> = {
  'enquiry.labels.message': 'Message is French too.',
  'chrome.menu': 'Menu is French too.',
  'notFound.code': 'A status code, the same number everywhere.',
  'report.glance.0.figure': 'A figure, written alike.',
  'report.about.items.0.title': 'Filtration is French too.',
};

const english = new Map(strings(en));

test('every French string differs from its English one, but for the words both languages share', () => {
  const untranslated = strings(fr).filter(([path, words]) => english.get(path) === words && !(path in same));
  assert.deepEqual(untranslated, []);
});

test('the allow-list names only words that are still the same in both languages', () => {
  const frWords = new Map(strings(fr));
  for (const path of Object.keys(same)) assert.equal(frWords.get(path), english.get(path), path);
});

test('French typography: a no-break space before the high punctuation, inside guillemets, never a plain one', () => {
  for (const [path, words] of strings(fr)) {
    assert.doesNotMatch(words, / [;!?:]/, `${path}: a plain space before ; ! ? or :`);
    assert.doesNotMatch(words, /[^\s\u00A0\u202F][;!?](?=\s|$)/u, `${path}: no space before ; ! or ?`);
    // The narrow no-break space before ; ! ?, as every other French string and page sets it; the wide one before :.
    assert.doesNotMatch(words, /\u00A0[;!?]|\u202F:/u, `${path}: the wrong no-break space before ; ! ? or :`);
    assert.doesNotMatch(words, /«(?!\u202F)|(?<!\u202F)»/u, `${path}: guillemets without their narrow spaces`);
    assert.doesNotMatch(words, /'/, `${path}: a typewriter apostrophe`);
    assert.doesNotMatch(words, /\.\.\./, `${path}: three dots instead of an ellipsis`);
  }
});

test('French speaks to its reader as vous, never tu', () => {
  for (const [path, words] of strings(fr)) assert.doesNotMatch(words, /\b(tu|toi|ton|ta|tes)\b/i, path);
});

test('a legal page in French is authoritative in French: no clause lets the English prevail', () => {
  const notice = fr.legalPages.translationNotice ?? '';
  assert.match(notice, /Chacune des deux versions fait foi dans sa langue/);
  assert.doesNotMatch(notice, /seule|anglaise (fait foi|prévaut|prévaudra|l’emporte)/i);
  assert.equal(en.legalPages.translationNotice, null);
});
