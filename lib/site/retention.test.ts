import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { SHARED_WINDOW_S } from '@/lib/enquiry/server/core/rate-limit';
import { containerLogs, keptIn, keptInWords, rateLimitWindows, secondsInWords } from './retention';

test('the windows the policies state are the ones the server counts with, and no setting changes them', () => {
  const result = parseServerEnv({ CONTACT_RATE_LIMIT_WINDOW_S: String(rateLimitWindows.clientS * 2) });
  assert.deepEqual(result.ok ? [] : result.problems.map((problem) => problem.split(':')[0]), [
    'CONTACT_RATE_LIMIT_WINDOW_S is no longer a setting',
  ]);
  assert.equal(SHARED_WINDOW_S, rateLimitWindows.sharedS);
});

test('a span reads in its largest whole unit, as the policies print it', () => {
  assert.equal(secondsInWords(rateLimitWindows.clientS), '10 minutes');
  assert.equal(secondsInWords(rateLimitWindows.sharedS), 'one day');
  assert.equal(secondsInWords(60), 'one minute');
  assert.equal(secondsInWords(2 * 3600), '2 hours');
  assert.equal(secondsInWords(90 * 60), '90 minutes');
  assert.equal(secondsInWords(7 * 24 * 3600), '7 days');
  assert.equal(secondsInWords(45), '45 seconds');
});

test('a span reads in French as the French policies print it, the count held to its unit by a no-break space', () => {
  assert.equal(secondsInWords(rateLimitWindows.clientS, 'fr'), '10\u00A0minutes');
  assert.equal(secondsInWords(rateLimitWindows.sharedS, 'fr'), 'un jour');
  assert.equal(secondsInWords(60, 'fr'), 'une minute');
  assert.equal(secondsInWords(3600, 'fr'), 'une heure');
  assert.equal(secondsInWords(1, 'fr'), 'une seconde');
  assert.equal(secondsInWords(2 * 3600, 'fr'), '2\u00A0heures');
  assert.equal(secondsInWords(90 * 60, 'fr'), '90\u00A0minutes');
  assert.equal(secondsInWords(90 * 24 * 3600, 'fr'), '90\u00A0jours');
  assert.equal(secondsInWords(45, 'fr'), '45\u00A0secondes');
  assert.equal(secondsInWords(1001, 'fr'), '1\u202F001\u00A0secondes');
});

test('English is the default, and its words are unchanged by the French', () => {
  for (const seconds of [1, 45, 60, 600, 3600, 5400, 86_400, 7 * 86_400, 1001])
    assert.equal(secondsInWords(seconds), secondsInWords(seconds, 'en'));
  assert.equal(secondsInWords(1001), '1001 seconds');
});

test('the places the policies name, in each language: the same store', () => {
  assert.deepEqual(keptInWords.en, keptIn);
  assert.equal(keptInWords.fr.sharedStore, keptIn.sharedStore);
});

test('compose.yaml bounds the log of every service to the size the privacy policy states', async () => {
  const compose = await readFile('compose.yaml', 'utf8');
  const limits = /^x-logging: &logging\n((?: {2}.*\n)+)/m.exec(compose)?.[1] ?? '';
  assert.match(limits, /^ {2}driver: local$/m, 'the local driver, which rotates by size');
  assert.match(limits, new RegExp(`^ {4}max-size: ${containerLogs.fileMb}m$`, 'm'));
  assert.match(limits, new RegExp(`^ {4}max-file: '${containerLogs.files}'$`, 'm'));
  const services = /^services:\n([\s\S]*?)^\S/m.exec(compose)?.[1] ?? '';
  const blocks = services.split(/^(?= {2}[\w-]+:$)/m).filter((block) => /^ {2}[\w-]+:$/m.test(block));
  assert.deepEqual(
    blocks.map((block) => block.split(':')[0]!.trim()),
    ['site', 'enquiries', 'redis', 'nginx'],
  );
  for (const block of blocks) assert.match(block, /^ {4}logging: \*logging$/m, block.split('\n')[0]);
});
