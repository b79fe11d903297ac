import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { promisify } from 'node:util';
import * as en from '@/lib/i18n/en';
import * as fr from '@/lib/i18n/fr';
import { ownClaims } from '@/lib/i18n/en/green-claims.fixture';
import { forbiddenClaims, recycledContent } from '@/lib/i18n/fr/green-claims.fixture';
import { claims } from '@/lib/site/facts';

// The committed sustainability reports as a reader gets their text (pdftotext, Debian's poppler-utils): the
// spec's claims under the section's headings, what is not yet published, and nothing invented.
const text = async (report: string) => {
  const { stdout } = await promisify(execFile)('pdftotext', [`public${report}`, '-']);
  return stdout.replace(/\s+/g, ' ');
};
const plain = (words: string) => words.replace(/\s+/g, ' ');

// A method, standard, licence, survey or scope the client has not given (issue 32).
const invented =
  /PAS 2060|GHG Protocol|Scope [123]|licen[cs]e|survey|certifi|cullet|hydrogeolog|landowner|States of Guernsey/i;
// Nor what the spec never gave: a year for the figures, or the water's way through rain and stone (issue 44).
const ungiven = /\b(19|20)\d\d\b|\b(rain|underground|beneath|bedrock|pluie|sous terre|roche)\b/i;

test('the English report states the three claims, each heading and what is not yet published, and invents nothing', async () => {
  const report = await text(en.report.file);
  for (const words of [
    `up to ${claims.filtrationYears} years`,
    `up to ${claims.recycledGlassPercent}% recycled material`,
    `${claims.carbonOffsetPercent}% of our carbon emissions`,
    ...en.sustainability.cards.map((card) => card.title),
    ...en.report.about.items.map((item) => item.text),
  ])
    assert.ok(report.includes(plain(words)), words);
  assert.match(report, /not yet published/i);
  // Beyond the spec's titles and claims, no generic claim and no commitment with no plan: EU visitors read it.
  assert.deepEqual(ownClaims(report), []);
  assert.doesNotMatch(report, invented);
  assert.doesNotMatch(report, ungiven);
});

test('the French report says what the French pages say, lawfully in France, and what is not yet published', async () => {
  const report = await text(fr.report.file);
  for (const words of [
    fr.report.title,
    ...fr.sustainability.cards.map((card) => card.title),
    ...fr.report.about.items.map((item) => item.text),
  ])
    assert.ok(report.includes(plain(words)), words);
  assert.match(report, /pas encore publié/i);
  assert.deepEqual(forbiddenClaims(report), []);
  assert.doesNotMatch(report, /%/);
  // No recycled content until the client gives the share actually incorporated; the cover names the island in French.
  assert.equal(recycledContent(report), undefined);
  assert.match(report, /GUERNESEY|Guernesey/);
  assert.doesNotMatch(report, /GUERNSEY/);
  assert.doesNotMatch(report, invented);
  assert.doesNotMatch(report, ungiven);
  assert.doesNotMatch(report, /Sustainability|Carbon Neutral/);
});
