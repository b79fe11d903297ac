import assert from 'node:assert/strict';
import { mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseServerEnv } from '@/lib/env';
import { SHARED_WINDOW_S } from '@/lib/enquiry/server/core/rate-limit';
import { retryWindowMs } from '@/lib/enquiry/server/core/retries';
import { purgeFolders } from '@/lib/enquiry/server/store/folder-purge';
import { expiresAt } from '@/lib/enquiry/server/store/records';
import { fileRecords } from '@/lib/enquiry/server/store/records-file';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import { DAY_MS } from '@/lib/site/retention';
import { WhatWeKeep } from './what-we-keep';

// The policy as a visitor reads it, each period taken from its words, and the code held to each: a period
// typed into the page, or a store that keeps longer than the page says, fails here.
const policy = renderToStaticMarkup(createElement(WhatWeKeep))
  .replace(/<[^>]+>/g, '')
  .replace(/&rsquo;/g, '’')
  .replace(/\s+/g, ' ');

const stated = (pattern: RegExp) => {
  const found = pattern.exec(policy);
  assert.ok(found, `the policy no longer says ${pattern}`);
  return found.slice(1);
};
const SECONDS = { second: 1, minute: 60, hour: 3600, day: 86_400 } as const;
const spanS = (words: string) => {
  const [, count, unit] = /^(one|\d+) (second|minute|hour|day)s?$/.exec(words) ?? [];
  assert.ok(count && unit, words);
  return (count === 'one' ? 1 : Number(count)) * SECONDS[unit as keyof typeof SECONDS];
};
const T0 = Date.parse('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(T0 + days * DAY_MS).toISOString();
const env = (dir: string) => {
  const parsed = parseServerEnv({ OUTBOX_DIR: dir });
  assert.ok(parsed.ok);
  return parsed.env;
};

test('a delivered record goes the number of days after delivery that the policy states', () => {
  const [days] = stated(/The record of an enquiry we have delivered is deleted after (\d+) days\./);
  const record = { status: 'delivered', receivedAt: at(-3), statusAt: at(0) } as const;
  assert.equal(expiresAt(record), T0 + Number(days) * DAY_MS);
});

test('held and undelivered enquiries go within the days the policy states', async () => {
  const [undelivered] = stated(
    /could not reach us at once is kept until we send it on, and for no more than (\d+) days/,
  );
  const [held] = stated(/until one of us has read and released it, and for no more than (\d+) days/);
  for (const status of ['undelivered', 'received'] as const)
    assert.ok(expiresAt({ status, receivedAt: at(0), statusAt: at(5) }) <= T0 + Number(undelivered) * DAY_MS);
  assert.ok(expiresAt({ status: 'held', receivedAt: at(0), statusAt: at(5) }) <= T0 + Number(held) * DAY_MS);

  // An undelivered enquiry is its record alone (its message is rebuilt from it), gone by itself at the end.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-policy-'));
  const end = T0 + Number(undelivered) * DAY_MS;
  await fileRecords(dir, { now: () => T0 }).save(sampleRecord({ status: 'undelivered', receivedAt: at(0) }));
  assert.equal(await fileRecords(dir, { now: () => end - 1 }).purge(), 0);
  assert.equal(await fileRecords(dir, { now: () => end }).purge(), 1);
});

test('a fingerprint is kept no longer than the policy says, whatever the counting window is set to', () => {
  const [span] = stated(/For (.+?) after you send an enquiry we keep a one-way fingerprint/);
  const seconds = spanS(span!);
  for (const windowS of [1, seconds, 7 * 24 * 3600]) assert.ok(retryWindowMs(windowS) <= seconds * 1000);
});

test('each count per network address lasts the spans the policy states, by default', () => {
  const [own, shared] = stated(/Each count lasts (.+?), or (.+?) where the address cannot be verified/);
  assert.equal(env('.').CONTACT_RATE_LIMIT_WINDOW_S, spanS(own!));
  assert.equal(SHARED_WINDOW_S, spanS(shared!));
});

test('mail written to files without a mail server is the mailbox the policy describes: no purge removes it', async () => {
  stated(/the email is written instead to a file in .+?, which serves as that mailbox: the site never deletes/);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-policy-'));
  const mail = path.join(dir, '2026-03-01T12-00-00-000Z-0f8fad5b-d9cb-469f-a165-70867728950e.eml');
  await writeFile(mail, 'Subject: Website enquiry\n\nHello\n');
  await utimes(mail, T0 / 1000, T0 / 1000);
  await purgeFolders(env(dir), { now: () => T0 + 3650 * DAY_MS });
  assert.equal(await readFile(mail, 'utf8'), 'Subject: Website enquiry\n\nHello\n');
});
