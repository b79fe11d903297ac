// The operators' command (npm run enquiries -- ...) run as an operator runs it, against a folder and
// against a real redis-server: what it prints, what it changes, and its exit codes.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { newRedisClient, type Redis } from '@/lib/redis-client';
import { runEnquiries } from '@/test-kit/operator-command';
import { startRedis, type RedisServer } from '@/test-kit/redis-server';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';
import { DATABASE_FILE, openDatabase } from '@/lib/enquiry/server/store/sqlite';
import { enquiryOf, fingerprintOf } from '@/lib/enquiry/server/core/enquiry-record';
import { redisStore } from '@/lib/enquiry/server/store/redis-store';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import { mailsContaining, token } from '@/test-kit/inbox';
import { mailListeners, startMailServer } from '@/test-kit/mail-server';
import type { Server } from '@/test-kit/process';
import { baseUrl, mailEnv, smtpEnv } from '@/test-kit/test-env';

type Store = { OUTBOX_DIR: string; REDIS_URL?: string };

const enquiries = (args: string[], store: Store & Record<string, string>) => runEnquiries(args, store);

let server: RedisServer;
let client: Redis;
let listeners: Awaited<ReturnType<typeof mailListeners>>;
let mail: Server;
before(async () => {
  server = await startRedis();
  client = newRedisClient(server.url);
  await client.connect();
  listeners = await mailListeners();
  mail = await startMailServer(listeners);
});
after(async () => {
  client.destroy();
  await Promise.all([server.stop(), mail?.stop()]);
});

// Releasing sends through an SMTP server, as resending does: the test run's.
const withSmtp = () => ({ ...mailEnv, ...smtpEnv(listeners.port) });
const delivered = (message: string) => mailsContaining(message, baseUrl(listeners.inboxPort));

const folder = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-cli-'));
const mailsFor = async (dir: string, id: string) => {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.filter((text) => text.toLowerCase().includes(`x-enquiry-id: ${id}`));
};

test('on disk: list, show by reference, export, and the clear errors', async () => {
  const dir = await folder();
  const records = sqliteStore(dir);
  // A minute apart, so the list's order (oldest first) is the order written here.
  const at = (minutes: number) => new Date(Date.now() - (10 - minutes) * 60_000).toISOString();
  const held = sampleRecord({ status: 'held', message: '=HYPERLINK("http://x")', receivedAt: at(0) });
  const delivered = sampleRecord({ email: 'tom@example.gg', receivedAt: at(2) });
  const sameText = sampleRecord({
    status: 'held',
    heldFor: ['links', 'same-text'],
    message: 'a.example b.example',
    receivedAt: at(1),
  });
  await records.insert(held);
  await records.insert(sameText);
  await records.insert(delivered);
  const broken = sampleRecord();
  const db = openDatabase(path.join(dir, DATABASE_FILE));
  db.prepare(
    'INSERT INTO records (id, reference, received_ms, status, status_ms, email_key, record) VALUES (?, ?, 0, ?, 0, ?, ?)',
  ).run(broken.id, broken.reference, 'delivered', 'x', '{ broken');
  db.close();
  const store = { OUTBOX_DIR: dir };

  const listed = await enquiries(['list'], store);
  assert.equal(listed.code, 0, listed.stderr);
  // A held one says what held it: one from before the other signals, the trap.
  assert.match(listed.stdout, new RegExp(`${held.reference}  ${held.id} .* held .*  \\(held by: honeypot\\)\n`));
  assert.match(
    listed.stdout,
    new RegExp(`${sameText.reference}  .*  \\(held by: links, same text from 3\\+ addresses\\)\n`),
  );
  assert.ok(listed.stdout.includes(delivered.id));
  assert.match(listed.stderr, new RegExp(`Skipped ${broken.id}: not a readable record`));
  const json = JSON.parse((await enquiries(['list', '--status', 'held', '--json'], store)).stdout);
  assert.deepEqual(
    json.map((entry: { id: string; heldFor?: string[] }) => [entry.id, entry.heldFor]),
    [
      [held.id, undefined],
      [sameText.id, ['links', 'same-text']],
    ],
  );

  const shown = await enquiries(['show', held.reference.toLowerCase()], store);
  assert.match(shown.stdout, /Status: +held \(suspected spam\)/);
  assert.match(shown.stdout, /\nHeld by: +The hidden field only automated senders fill in \(the honeypot\)\n/);
  const why = (await enquiries(['show', sameText.reference], store)).stdout;
  assert.match(
    why,
    /\nHeld by: +Its links, which make up most of the message \(2 links, 0 other words\); its text, sent from 3 or more email addresses within a day \(case and spacing aside\)\n/,
  );
  const unknown = await enquiries(['show', 'K7MQ-3XWA'], store);
  assert.deepEqual([unknown.code, unknown.stderr.trim()], [1, 'No enquiry K7MQ-3XWA is on record.']);
  const badDate = await enquiries(['list', '--since', '2026-02-30'], store);
  assert.notEqual(badDate.code, 0);
  assert.match(badDate.stderr, /--since takes a date as YYYY-MM-DD/);

  const csv = await enquiries(['export', '--csv', '--status', 'held'], store);
  assert.equal(csv.stdout.split('\r\n')[1]!.endsWith(`"'=HYPERLINK(""http://x"")"`), true);
  const empty = await enquiries(['export', '--csv', '--since', '2999-01-01'], store);
  assert.equal(
    empty.stdout,
    '"reference","id","received","channel","status","attempts","next attempt","name","email","interest","language","message"\r\n',
  );
});

test('--help and -h print the usage and exit 0', async () => {
  const store = { OUTBOX_DIR: await folder() };
  for (const flag of ['--help', '-h']) {
    const help = await enquiries([flag], store);
    assert.deepEqual([help.code, help.stderr], [0, ''], flag);
    assert.match(help.stdout, /^Usage: npm run enquiries -- <command>/);
  }
});

test('on disk: two operators releasing at once deliver once; erase and purge report what went', async () => {
  const dir = await folder();
  const held = sampleRecord({ status: 'held', email: 'gone@example.gg', message: `Held ${token()}` });
  await sqliteStore(dir).insert(held);
  const store = { OUTBOX_DIR: dir, ...withSmtp() };
  const releases = await Promise.all([
    enquiries(['release', held.reference], store),
    enquiries(['release', held.id], store),
  ]);
  assert.deepEqual(releases.map((run) => run.code).sort(), [0, 1]);
  assert.equal((await delivered(held.fields.message)).length, 1);
  assert.match((await enquiries(['show', held.id], store)).stdout, /Status: +delivered/);

  const erased = await enquiries(['erase', '--email', 'GONE@example.gg'], store);
  assert.equal(erased.code, 0, erased.stderr);
  assert.match(erased.stdout, new RegExp(`1 record \\(${held.id}\\), 0 outbox files`));
  const again = await enquiries(['erase', '--email', 'gone@example.gg'], store);
  assert.deepEqual([again.code, again.stdout.trim()], [0, 'Nothing held gone@example.gg; nothing was erased.']);
  assert.match((await enquiries(['purge'], store)).stdout, /^Purged 0 expired records/);
});

test('release without SMTP_HOST refuses, as resend does: exit 1, the enquiry still held, no mail written', async () => {
  const dir = await folder();
  const held = sampleRecord({ status: 'held' });
  await sqliteStore(dir).insert(held);
  const refused = await enquiries(['release', held.reference], { OUTBOX_DIR: dir });
  assert.deepEqual(
    [refused.code, refused.stderr.trim()],
    [1, 'SMTP_HOST is not set: releasing needs the SMTP server.'],
  );
  assert.equal((await sqliteStore(dir).find(held.id))?.status, 'held');
  assert.equal((await mailsFor(dir, held.id)).length, 0);
});

test('Redis: list, show and release work on the records there', async () => {
  const dir = await folder();
  const held = sampleRecord({ status: 'held', message: `Held ${token()}` });
  await redisStore(client).insert(held);
  const store = { OUTBOX_DIR: dir, REDIS_URL: server.url, ...withSmtp() };
  const listed = await enquiries(['list', '--only', 'redis', '--status', 'held'], store);
  assert.equal(listed.code, 0, listed.stderr);
  assert.match(listed.stdout, new RegExp(`${held.reference}  ${held.id}`));
  const released = await enquiries(['release', held.reference], store);
  assert.equal(released.code, 0, released.stderr);
  assert.match(released.stdout, /released and sent/);
  assert.equal((await delivered(held.fields.message)).length, 1);
  assert.equal((await redisStore(client).find(held.id))?.status, 'delivered');
});

test('Redis: erase removes the records and the retry fingerprints derived from the address', async () => {
  const dir = await folder();
  const mine = sampleRecord({ email: 'fingerprint@example.gg', receipt: { state: 'sent', attempts: 1 } });
  await redisStore(client).insert(mine);
  const key = fingerprintOf(enquiryOf(mine));
  await redisStore(client).fingerprint(key, mine.id);
  // Its receipt went: the address's mark, a day long.
  assert.equal(await redisStore(client).receiptTurn(mine, 50), 'taken');
  const store = { OUTBOX_DIR: dir, REDIS_URL: server.url };
  const erased = await enquiries(['erase', '--email', 'fingerprint@example.gg', '--json'], store);
  assert.equal(erased.code, 0, erased.stderr);
  assert.deepEqual(JSON.parse(erased.stdout), {
    records: [mine.id],
    outboxFiles: 0,
    derived: 1,
    receipts: 1,
    // Redis as the tests run it keeps no log on disk, and is not made to start one.
    copies: { done: 'Redis keeps no append-only log to rewrite' },
    // No other form of the same mailbox wrote to us.
    sameMailbox: [],
  });
  assert.equal(await redisStore(client).fingerprint(key, 'again'), undefined);
  assert.deepEqual(await client.keys('sarnia:receipt:*'), []);
});

test('--only works for every command: show and erase read and change the store named alone', async () => {
  const dir = await folder();
  const [inRedis, inFolder] = [sampleRecord({ email: 'only@example.gg' }), sampleRecord({ email: 'only@example.gg' })];
  await redisStore(client).insert(inRedis);
  await sqliteStore(dir).insert(inFolder);
  const store = { OUTBOX_DIR: dir, REDIS_URL: server.url };
  const shown = await enquiries(['show', inFolder.reference, '--only', 'outbox', '--json'], store);
  assert.equal(JSON.parse(shown.stdout).id, inFolder.id, shown.stderr);
  const elsewhere = await enquiries(['show', inRedis.reference, '--only', 'outbox'], store);
  assert.deepEqual(
    [elsewhere.code, elsewhere.stderr.trim().split('\n').at(-1)],
    [1, `No enquiry ${inRedis.reference} is on record.`],
  );
  assert.equal(
    shown.stderr.trim(),
    '--only outbox leaves out Redis (REDIS_URL): the records and fingerprints kept there.',
  );
  const erased = await enquiries(['erase', '--email', 'only@example.gg', '--only', 'redis', '--json'], store);
  assert.deepEqual(JSON.parse(erased.stdout).records, [inRedis.id], erased.stderr);
  assert.equal((await sqliteStore(dir).find(inFolder.id))?.id, inFolder.id);
  // What it left out, said: the other side may still hold the address.
  assert.deepEqual(erased.stderr.trim().split('\n'), [
    `--only redis leaves out OUTBOX_DIR (${dir}): its database, with what waits there for Redis, and its mail files.`,
    `Not erased: OUTBOX_DIR (${dir}): its database, with what waits there for Redis, and its mail files, which --only left out and which may still hold only@example.gg; run the erase without --only where both can be reached.`,
  ]);
});
