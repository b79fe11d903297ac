import assert from 'node:assert/strict';
import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { Redis } from '@/lib/redis';
import { chooseStores, enquiryStores } from './stores';

const envFor = (source: Record<string, string>) => {
  const parsed = parseServerEnv(source);
  assert.ok(parsed.ok);
  return parsed.env;
};
const disk = envFor({ OUTBOX_DIR: '/srv/outbox' });
const vercel = envFor({ VERCEL: '1' });

test('records go to Redis when it is configured, else (or while it is down) to the folder, and are read from both; never the folder on Vercel', () => {
  assert.deepEqual(chooseStores(disk, true), ['redis', 'outbox']);
  assert.deepEqual(chooseStores(disk, false), ['outbox']);
  assert.deepEqual(chooseStores(vercel, true), ['redis']);
  assert.deepEqual(chooseStores(vercel, false), []);
});

test('--only narrows records and the outbox folder alike to the one store named', () => {
  assert.deepEqual(chooseStores(disk, true, 'redis'), ['redis']);
  assert.deepEqual(chooseStores(disk, true, 'outbox'), ['outbox']);
  assert.deepEqual(chooseStores(disk, false, 'redis'), []);
  assert.deepEqual(chooseStores(vercel, true, 'outbox'), []);
});

test('the stores made follow the choice: the disk store writes in OUTBOX_DIR, and Redis is never touched with --only outbox', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-stores-'));
  // A client that fails any command: the disk store alone must be made and used.
  const untouchable = new Proxy({}, { get: () => assert.fail('Redis was used') }) as unknown as Redis;
  const stores = enquiryStores(envFor({ OUTBOX_DIR: dir }), untouchable, { only: 'outbox' });
  assert.equal(stores.records?.kind, 'outbox');
  assert.equal(stores.outboxDir, dir);
  assert.deepEqual(await stores.records?.list(), []);
  assert.ok((await stat(path.join(dir, 'enquiries.db'))).isFile());
  const redisOnly = enquiryStores(envFor({ OUTBOX_DIR: dir }), untouchable, { only: 'redis' });
  assert.equal(redisOnly.records?.kind, 'redis');
  assert.equal(redisOnly.outboxDir, undefined);
});
