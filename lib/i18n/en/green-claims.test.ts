import assert from 'node:assert/strict';
import { test } from 'node:test';
import { strings } from '../strings.fixture';
import * as en from './index';
import { ownClaims, specTitles } from './green-claims.fixture';

// The English pages reach the EU (docs/launch.md, `titles`). The English report is read by
// scripts/assets/report.test.ts, the page itself by e2e/home.spec.ts.

test('a generic claim or a commitment is found however it is written, and the spec’s titles are not', () => {
  for (const sample of [
    'in care for the climate an island lives by',
    'Eco-friendly glass',
    'an eco bottle',
    'Our green promise',
    'sustainable packaging',
    'environmentally sound',
    'carbon neutrality',
    'net zero by 2030',
    'Zero-waste',
    'our commitments to the island',
    'We are committed to',
    'we cut our emissions every year',
  ])
    assert.notDeepEqual(ownClaims(sample), [], sample);
  for (const sample of [
    ...specTitles,
    'SUSTAINABILITY COMMITMENT',
    'Read our Sustainability Report (PDF)',
    'We offset 100% of our carbon emissions.',
    'Greenwich',
    'a neutrally lit room',
  ])
    assert.deepEqual(ownClaims(sample), [], sample);
});

test('no English word of ours makes a generic environmental claim or a commitment with no plan', () => {
  for (const [where, words] of strings(en)) assert.deepEqual(ownClaims(words), [], where);
});
