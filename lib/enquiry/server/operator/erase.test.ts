import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { backoffOf } from '../core/backoff';
import { sendHeldDigest } from '../held/held-digest';
import { removeTemporaries } from '../mail/atomic-file';
import { deliverMail } from '../mail/deliver';
import { sampleRecord } from '../store/sample-record.fixture';
import { sqliteStore } from '../store/sqlite-store';
import { commandRunner } from './command-runner.fixture';
import type { OperatorServices } from './context';
import { erase } from './erase';
import { addressHash } from '../address-key';
import { DATABASE_FILE, openDatabase } from '../store/sqlite';

// Issue 52: erase reaches every spelling the site writes an address in, and every file a crash left.
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function outboxWith(email: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-erase-'));
  const parsed = parseServerEnv({ OUTBOX_DIR: dir, HELD_DIGEST_EVERY_H: '0' });
  assert.ok(parsed.ok);
  const env = parsed.env;
  const store = sqliteStore(dir);
  await store.insert(sampleRecord({ status: 'held', email }));
  const output = { out: [] as string[], err: [] as string[] };
  const services: OperatorServices = {
    env,
    store,
    outboxDir: dir,
    mailer: { render: async () => assert.fail('nothing is sent'), deliver: (mail, id) => deliverMail(mail, env, id) },
    log: quiet,
    backoff: backoffOf(env),
    later: (work) => void work(),
    out: (text) => output.out.push(text),
    err: (text) => output.err.push(text),
    write: () => {},
  };
  return { dir, services, run: commandRunner(services, output) };
}
const mails = async (dir: string) => (await readdir(dir)).filter((name) => /\.eml|\.tmp$/.test(name));

test('erase finds the address as the held digest quotes it: tom.2024@gmail[.]com and anna.b@example[.]com', async () => {
  for (const [email, quoted] of [
    ['tom.2024@gmail.com', 'tom.2024@gmail[.]com'],
    ['anna.b@example.com', 'anna.b@example[.]com'],
  ]) {
    const { dir, services, run } = await outboxWith(email!);
    assert.equal(await sendHeldDigest(services, Date.now()), 'sent');
    const [digest] = await mails(dir);
    const text = await readFile(path.join(dir, digest!), 'utf8');
    assert.ok(text.includes(quoted!) && !text.includes(email!), `the digest writes ${quoted}`);
    const erased = await run(erase, '--email', email!);
    assert.match(erased.out, /1 record .*, 1 outbox file,/, email);
    assert.deepEqual(await mails(dir), [], email);
  }
});

test('a mail a crash left half-written under its temporary name: erase finds it; the due work removes any after a minute', async () => {
  const { dir, run } = await outboxWith('zoe@example.gg');
  const crashed = path.join(
    dir,
    `.2026-11-29T10-00-00-000Z-${sampleRecord().id}.eml.0b6e8c2a-3f1d-4c5e-9a7b-2d4f6a8c0e1b.tmp`,
  );
  await writeFile(crashed, 'Reply-To: Zoë <zoe@example.gg>\r\n\r\nTwo pal');
  const other = path.join(dir, '.2026-11-29T10-00-01-000Z-x.eml.1c7f9d3b-4a2e-4d6f-8b8c-3e5a7b9d1f2c.tmp');
  await writeFile(other, 'Reply-To: tom@example.gg\r\n\r\nHal');
  assert.match((await run(erase, '--email', 'zoe@example.gg')).out, /1 outbox file/);
  assert.deepEqual(await mails(dir), [path.basename(other)]);
  // The other's writer may still be at it: not within the minute; after it, gone.
  const now = Date.now();
  assert.equal(await removeTemporaries(dir, now), 0);
  await utimes(other, (now - 61_000) / 1000, (now - 61_000) / 1000);
  assert.equal(await removeTemporaries(dir, now), 1);
  assert.deepEqual(await mails(dir), []);
});

test('erase removes the address however it was typed, names the other forms of its mailbox, and removes them with --mailbox', async () => {
  const { dir, services, run } = await outboxWith('victim@example.com');
  const store = services.store!;
  const spellings = [
    'Victim@EXAMPLE.com',
    'victim@ｅｘａｍｐｌｅ.com',
    'VICTIM@ＥＸＡＭＰＬＥ.ＣＯＭ',
    'victim@exaｍple.cｏm',
  ];
  const kin = ['victim+1@example.com', 'Victim+shop@ｅｘａｍｐｌｅ.com'];
  const other = sampleRecord({ email: 'victim@exämple.com' });
  for (const email of [...spellings, ...kin]) await store.insert(sampleRecord({ email }));
  await store.insert(other);
  await writeFile(path.join(dir, 'typed-wide.eml'), 'Reply-To: victim@ｅｘａｍｐｌｅ.com\r\n\r\nHello');
  const first = await run(erase, '--email', 'victim@example.com');
  assert.match(first.out, /^Erased for victim@example\.com: 5 records \(.*\), 1 outbox file,/m);
  assert.match(
    first.out,
    /\. Not erased: 2 records from another form of the same mailbox \(.*victim\+1@example\.com.*\); erase them too with --mailbox\.$/m,
  );
  const left = async () => (await store.list()).map((record) => record.fields.email).sort();
  assert.deepEqual(await left(), [...kin, other.fields.email].sort());
  const all = await run(erase, '--email', 'VICTIM@example.com', '--mailbox', '--json');
  assert.deepEqual(JSON.parse(all.out).sameMailbox, []);
  assert.equal(JSON.parse(all.out).records.length, 2);
  // Another domain is another address, whatever it looks like: left for its own request.
  assert.deepEqual(await left(), [other.fields.email]);
  // Each form erased leaves its mark, which keeps its copies waiting in a spill from being taken back.
  const marks = openDatabase(path.join(dir, DATABASE_FILE)).prepare('SELECT address FROM erasures').all();
  const marked = new Set(marks.map((row) => (row as { address: string }).address));
  for (const email of [...spellings, ...kin]) assert.ok(marked.has(addressHash(email)), email);
});
