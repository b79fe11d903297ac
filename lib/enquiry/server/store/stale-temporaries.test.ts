import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DAY_MS, retention } from '@/lib/site/retention';
import { newEnquiryId } from '../enquiry-id';
import { temporaryName } from './atomic-file';
import { purgeStaleTemporaries } from './stale-temporaries';

const T0 = Date.parse('2026-02-01T08:00:00Z');

test('what a write that died left behind goes within the shortest period; anything else stays', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sarnia-temporaries-'));
  const left = [temporaryName(`${newEnquiryId()}.json`), temporaryName(`${newEnquiryId()}.eml`)];
  const kept = [
    temporaryName(`${newEnquiryId()}.json`), // written a moment later: within its period still
    '.notes.tmp',
    `${newEnquiryId()}.json`,
    temporaryName(`${newEnquiryId()}.eml`), // a folder by that name is not a file of ours
  ];
  for (const name of [...left, ...kept.slice(0, 3)]) await writeFile(path.join(folder, name), '{"id":');
  await mkdir(path.join(folder, kept[3]!));
  for (const name of [...left, ...kept]) await utimes(path.join(folder, name), T0 / 1000, T0 / 1000);
  await utimes(path.join(folder, kept[0]!), T0 / 1000 + 1, T0 / 1000 + 1);

  const shortest = Math.min(retention.deliveredDays, retention.heldDays, retention.undeliveredDays) * DAY_MS;
  assert.equal(await purgeStaleTemporaries(folder, () => T0 + shortest - 1), 0);
  assert.equal(await purgeStaleTemporaries(folder, () => T0 + shortest), 2);
  assert.deepEqual((await readdir(folder)).sort(), [...kept].sort());
  assert.equal(await purgeStaleTemporaries(path.join(folder, 'missing'), () => T0 + shortest), 0);
});
