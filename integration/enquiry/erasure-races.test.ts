// Issue 52's attacks on an erasure, against real servers: the operators' command erasing an address while the
// site's own send of it is under way (a relay that answers after the site gave up), and on one host while
// another host's spill holds the address, one Redis between them. Nothing comes back, on disk or in Redis;
// and what waits in the spill is in a person's copy of their data. SECURITY.md lists each beside its test.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { withStatus } from '@/lib/enquiry/server/store/record-life';
import { redisStore } from '@/lib/enquiry/server/store/redis-store';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import { sqliteSpill } from '@/lib/enquiry/server/store/sqlite-spill';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';
import { DATABASE_FILE } from '@/lib/enquiry/server/store/sqlite';
import { moveSpilled, spilling } from '@/lib/enquiry/server/store/store';
import type { Redis } from '@/lib/redis-client';
import { postEnquiry } from '@/test-kit/client';
import { mailListeners, startMailServer } from '@/test-kit/mail-server';
import { runEnquiries } from '@/test-kit/operator-command';
import type { Server } from '@/test-kit/process';
import { prepareStandalone, serveSite, type Site } from '@/test-kit/site';
import { mailEnv, smtpEnv } from '@/test-kit/test-env';
import { redisForTests } from '../support/redis';

// Later than the site's socket timeout (8 s): the site gives up first, and keeps the enquiry to try again.
const LATE_MS = 9_000;
const redis = redisForTests();
let client: Redis;
let mail: Server;
let site: Site;
let outbox: string;
const folders: string[] = [];
const folder = async () => {
  const made = await mkdtemp(path.join(os.tmpdir(), 'sarnia-erasure-races-'));
  folders.push(made);
  return made;
};

before(async () => {
  await prepareStandalone();
  client = await redis.connect();
  const listeners = await mailListeners(['late'], LATE_MS);
  mail = await startMailServer(listeners);
  outbox = await folder();
  site = await serveSite({ ...mailEnv, ...smtpEnv(listeners.latePort!), OUTBOX_DIR: outbox }, { as: 'image' });
});

after(async () => {
  await Promise.all([site?.stop(), mail?.stop()]);
  await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
});

/** Every byte Redis holds under the site's keys, and every file of the folders, searched for the text. */
async function anywhere(text: string, ...dirs: string[]) {
  const found: string[] = [];
  for (const key of await client.keys('sarnia:*'))
    if ((await client.type(key)) === 'string' && (await client.get(key))?.includes(text)) found.push(key);
  for (const dir of dirs)
    for (const name of await readdir(dir).catch(() => [] as string[]))
      if ((await readFile(path.join(dir, name)).catch(() => Buffer.alloc(0))).includes(text)) found.push(name);
  return found;
}

test('an erasure while the site’s own send waits on a slow relay: the failed send writes nothing back', async () => {
  const email = `slow-${Date.now()}@example.gg`;
  const body = { name: 'Alice Le Marchant', email, interest: 'other', message: 'Two cases for Friday.' };
  const answering = postEnquiry(site.port, '127.52.0.1', body);
  const records = sqliteStore(outbox);
  for (const started = Date.now(); !(await records.list({ email })).length;) {
    assert.ok(Date.now() - started < 5_000, 'the enquiry was never recorded');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const erased = await runEnquiries(['erase', '--email', email], { OUTBOX_DIR: outbox });
  assert.equal(erased.code, 0, erased.stderr);
  assert.match(erased.stdout, /1 record /);
  const answer = await answering;
  assert.ok([502, 503].includes(answer.status), `${answer.status} ${answer.body}`);
  assert.deepEqual(await records.list({ email }), []);
  assert.deepEqual(await anywhere(email, outbox), []);
});

test('an erasure on one host while another host’s spill holds the address: that host’s drain brings nothing back', async () => {
  await client.flushDb();
  const [hostA, hostB] = [await folder(), await folder()];
  const kept = sampleRecord({ status: 'received', email: 'alice@example.gg', message: 'In Redis.' });
  await redisStore(client).insert(kept);
  // Host B, while Redis did not answer it: alice's new enquiry, and its send's update of the one Redis holds.
  const spillB = sqliteSpill(hostB);
  await spillB.insert(sampleRecord({ status: 'undelivered', email: 'alice@example.gg', message: 'Spilled.' }));
  await spillB.keepUpdate(withStatus(kept, 'delivered', Date.now() + 1000, { attempts: 1 }));
  await spillB.insert(sampleRecord({ status: 'received', email: 'bob@example.gg' }));
  const url = redis.server().url;
  const erased = await runEnquiries(['erase', '--email', 'Alice@example.gg'], { OUTBOX_DIR: hostA, REDIS_URL: url });
  assert.equal(erased.code, 0, erased.stderr);
  // Host B's due work, then: its drain moves bob's enquiry, and none of alice's.
  assert.deepEqual(await moveSpilled(spilling(redisStore(client), spillB)), {
    moved: 1,
    'kept-newer': 0,
    gone: 1,
    erased: 1,
  });
  assert.deepEqual(await anywhere('alice@example.gg', hostA, hostB), []);
  assert.deepEqual(
    (await redisStore(client).list()).map((record) => record.fields.email),
    ['bob@example.gg'],
  );
});

test('what waits in the spill is in a person’s copy of their data: list, show and export read it with Redis', async () => {
  await client.flushDb();
  const dir = await folder();
  const inRedis = sampleRecord({ email: 'zoe@example.gg', message: 'In Redis.' });
  const spilled = sampleRecord({ email: 'zoe@example.gg', status: 'undelivered', message: 'Waiting in the spill.' });
  await redisStore(client).insert(inRedis);
  await sqliteStore(dir).insert(spilled);
  const store = { OUTBOX_DIR: dir, REDIS_URL: redis.server().url };
  const exported = await runEnquiries(['export', '--csv', '--email', 'zoe@example.gg'], store);
  assert.equal(exported.code, 0, exported.stderr);
  for (const record of [inRedis, spilled]) assert.ok(exported.stdout.includes(`"${record.fields.message}"`));
  assert.match((await runEnquiries(['list', '--email', 'zoe@example.gg'], store)).stdout, new RegExp(spilled.id));
  assert.match((await runEnquiries(['show', spilled.reference], store)).stdout, /Waiting in the spill\./);
  assert.ok((await readdir(dir)).includes(DATABASE_FILE));
});
