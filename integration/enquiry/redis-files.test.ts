// Redis as compose runs it (its append-only log on disk), and the operators' command: once an address is
// erased, Redis is asked to rewrite its files, and when it has, none of them holds the address, the name or
// the message, read as raw bytes.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { newRedisClient } from '@/lib/redis-client';
import { redisStore } from '@/lib/enquiry/server/store/redis-store';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import { runEnquiries } from '@/test-kit/operator-command';
import { startRedis } from '@/test-kit/redis-server';

const stops: (() => Promise<unknown>)[] = [];
after(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
});

// compose.yaml's command for its Redis, so that the test runs the persistence the owners run.
async function composeRedisSettings(): Promise<string[]> {
  const compose = await readFile('compose.yaml', 'utf8');
  const command = /^ {2}redis:\n(?:.*\n)*? {4}command: (\[.*\])$/m.exec(compose)?.[1];
  assert.ok(command, 'compose.yaml names a command for redis');
  return (JSON.parse(command.replaceAll("'", '"')) as string[]).slice(1);
}

async function timesHeld(folder: string, texts: string[]) {
  const found: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const bytes = await readFile(path.join(entry.parentPath, entry.name));
    for (const text of texts) if (bytes.includes(text)) found.push(`${entry.name}: ${text}`);
  }
  return found;
}

test('with Redis, an erasure has Redis rewrite its files, which then hold none of the address', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'sarnia-redis-files-'));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  const server = await startRedis(undefined, [...(await composeRedisSettings()), '--dir', dir]);
  stops.push(() => server.stop());
  const client = newRedisClient(server.url);
  await client.connect();
  stops.push(async () => client.destroy());
  const store = redisStore(client);
  const target = { name: 'Peter Brehaut', email: 'peter.brehaut@example.gg', message: 'Forty cases, please.' };
  for (let n = 0; n < 61; n++)
    await store.insert(sampleRecord(n === 30 ? target : { name: `Guest ${n}`, email: `guest${n}@example.gg` }));
  // The log written as Redis writes it (every second).
  const texts = Object.values(target);
  for (let n = 0; !(await timesHeld(dir, texts)).length; n++) {
    assert.ok(n < 100, 'the log holds the target before the erasure');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const outbox = await mkdtemp(path.join(tmpdir(), 'sarnia-redis-outbox-'));
  stops.push(() => rm(outbox, { recursive: true, force: true }));
  const erased = await runEnquiries(['erase', '--email', target.email], { OUTBOX_DIR: outbox, REDIS_URL: server.url });
  assert.equal(erased.code, 0, erased.stderr);
  assert.match(erased.stdout, /1 record .*; Redis was asked to rewrite its append-only log without them\./);
  for (;;) {
    const persistence = await client.info('persistence');
    if (/aof_rewrite_in_progress:0/.test(persistence) && /aof_rewrite_scheduled:0/.test(persistence)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await store.insert(sampleRecord({ name: 'After', email: 'after@example.gg' }));
  assert.deepEqual(await timesHeld(dir, texts), []);
  assert.equal((await store.list()).length, 61);
});
