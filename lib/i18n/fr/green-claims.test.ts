import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { strings } from '../strings.fixture';
import * as fr from './index';
import { forbiddenClaims, recycledContent } from './green-claims.fixture';

// The French pages address consumers in France (docs/launch.md, `claims` and `titles`). The
// French report is read by scripts/assets/report.test.ts.

test('the forbidden claims are found however they are spaced or inflected', () => {
  const samples = [
    'Neutre en carbone',
    'neutres\u00A0en carbone',
    'la neutralité carbone',
    'climatiquement neutre',
    'compensé à 100\u202F%',
    'intégralement compensées',
    'Emballage écoresponsable',
    'éco-responsable',
    'respectueuse de l’environnement',
    'un verre écologique',
    'tout en réduisant chaque année',
    'une bouteille zéro carbone',
    'Zéro émission',
    'zéro émissions nettes',
    'un emballage vert',
    'une eau verte',
    'des bouteilles vertes',
    'un verre bas carbone',
    'une empreinte carbone nulle',
    'un bouchon biodégradable',
    'un emballage durable',
    'des bouteilles durables',
    'Durable, notre verre',
    'Nos engagements envers l’île',
    'Un engagement, énoncé sans chiffre.',
    'nous nous engageons à',
  ];
  for (const sample of samples) assert.notDeepEqual(forbiddenClaims(sample), [], sample);
  // Words that hold a forbidden one, or look like it: whole words only, in French's own letters.
  for (const sample of [
    'Notre rapport de durabilité',
    'Durabilité',
    'en vertu d’un contrat',
    'le site est ouvert',
    'un ouvrage',
    'la verticale',
    'une eau bien filtrée',
    'les émissions de carbone',
    'vous engager contractuellement',
  ])
    assert.deepEqual(forbiddenClaims(sample), [], sample);
});

test('recycled content is found in any of its words', () => {
  for (const sample of ['Matériaux recyclés', 'une part de matière recyclée', 'Recyclage', 'du verre recyclable'])
    assert.ok(recycledContent(sample), sample);
  for (const sample of ['Le verre', 'une matière limpide', 'cycle de l’eau'])
    assert.equal(recycledContent(sample), undefined);
});

test('no French word makes a forbidden claim, states a share, or states recycled content', () => {
  for (const [where, words] of strings(fr)) {
    assert.deepEqual(forbiddenClaims(words), [], where);
    // Neither the offsetting nor the recycled material has a lawful share in France yet.
    assert.doesNotMatch(words, /%/, where);
    assert.equal(recycledContent(words), undefined, where);
  }
  // Nor does a card's icon draw it: the recycling arrows stand for recycled content as much as the words.
  for (const card of [...fr.about.cards, ...fr.sustainability.cards]) assert.notEqual(card.icon, 'recycle', card.title);
});

test('no French legal page makes a forbidden claim', async () => {
  const root = path.join(process.cwd(), 'app/(fr)/fr/(legal)');
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.tsx'));
  assert.ok(files.length >= 3, 'the French legal pages are where they were');
  for (const file of files) assert.deepEqual(forbiddenClaims(await readFile(path.join(root, file), 'utf8')), [], file);
});
