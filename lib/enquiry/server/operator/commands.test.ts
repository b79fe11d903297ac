import assert from 'node:assert/strict';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseServerEnv } from '@/lib/env';
import { DAY_MS } from '@/lib/site/retention';
import { fingerprintOf, enquiryOf } from '../core/enquiry-record';
import type { Delivery } from '../mail/deliver';
import { sqliteStore } from '../store/sqlite-store';
import { mailboxHash } from '../address-key';
import type { EnquiryRecord } from '../store/record-schema';
import { sampleRecord } from '../store/sample-record.fixture';
import { commandRunner } from './command-runner.fixture';
import { backup, exportRecords, list, purge, show } from './commands';
import type { OperatorServices } from './context';
import { erase } from './erase';
import { release } from './send-commands';

const accepted: Delivery = { ok: true, via: 'smtp', response: '250 Accepted' };

async function setUp(records: EnquiryRecord[] = []) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-operator-'));
  const store = sqliteStore(dir);
  for (const record of records) await store.insert(record);
  const sent: string[] = [];
  const output = { out: [] as string[], err: [] as string[] };
  const parsed = parseServerEnv({ OUTBOX_DIR: dir, SMTP_HOST: 'smtp.example.com' });
  assert.ok(parsed.ok);
  const mail = { answer: async (): Promise<Delivery> => accepted };
  const services: OperatorServices = {
    env: parsed.env,
    store,
    outboxDir: dir,
    mailer: {
      render: async (_enquiry, id) => ({ raw: Buffer.from(id), envelope: { from: '', to: [] } }),
      async deliver(_mail, id) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const answer = await mail.answer();
        if (answer.ok) sent.push(id);
        return answer;
      },
    },
    log: { info: () => {}, warn: () => {}, error: () => {} },
    backoff: { firstS: 300, maxS: 3600 },
    later: (work) => void work(),
    out: (text) => output.out.push(text),
    err: (text) => output.err.push(text),
    write: (bytes) => output.out.push(Buffer.from(bytes).toString()),
  };
  const run = commandRunner(services, output);
  return { dir, store, sent, services, mail, run };
}

test('list shows every record with its reference and id; --json gives them to scripts', async () => {
  const [a, b] = [sampleRecord({ status: 'held' }), sampleRecord({ email: 'tom@example.gg' })];
  const { run } = await setUp([a, b]);
  const listed = await run(list);
  assert.match(listed.out, new RegExp(`${a.reference}  ${a.id} .* held .*Zoë Le Page <zoe@example.gg>`));
  assert.ok(listed.out.includes(b.id));
  assert.deepEqual(
    JSON.parse((await run(list, '--status', 'held', '--json')).out).map((r: EnquiryRecord) => r.id),
    [a.id],
  );
  assert.equal((await run(list, '--email', 'nobody@example.gg')).out, 'No enquiries.');
});

test('show takes a reference or an id; an unknown one is an error', async () => {
  const record = sampleRecord();
  const { run } = await setUp([record]);
  assert.match((await run(show, record.reference.toLowerCase())).out, new RegExp(`Id: +${record.id}`));
  assert.equal(JSON.parse((await run(show, record.id, '--json')).out).reference, record.reference);
  const unknown = await run(show, 'K7MQ-3XWA');
  assert.deepEqual([unknown.code, unknown.err], [1, 'No enquiry K7MQ-3XWA is on record.']);
  assert.match((await run(show, 'nonsense')).err, /not an enquiry id or reference/);
});

test('export --csv: the header and one line per record in range; an empty range gives the header alone', async () => {
  const old = sampleRecord({ receivedAt: new Date(Date.now() - 5 * DAY_MS).toISOString() });
  const { run } = await setUp([old, sampleRecord({ message: '=1+1' })]);
  const all = await run(exportRecords, '--csv');
  assert.equal(all.out.split('\r\n').length, 4);
  assert.ok(all.out.includes(`,"'=1+1"\r\n`));
  const empty = await run(exportRecords, '--csv', '--since', '2999-01-01');
  assert.equal(
    empty.out,
    '"reference","id","received","channel","status","attempts","next attempt","name","email","interest","language","message"\r\n',
  );
  assert.equal((await run(exportRecords)).code, 2);
});

test('two operators releasing the same held enquiry at once deliver it once', async () => {
  const record = sampleRecord({ status: 'held' });
  const { run, sent, store } = await setUp([record]);
  const [first, second] = await Promise.all([run(release, record.reference), run(release, record.reference)]);
  assert.deepEqual([first.code, second.code].sort(), [0, 1]);
  assert.deepEqual(sent, [record.id]);
  assert.equal((await store.find(record.id))?.status, 'delivered');
  const again = await run(release, record.id);
  assert.deepEqual(
    [again.code, again.err],
    [1, `${record.reference} (${record.id}): not held (it is delivered); not sent again.`],
  );
  assert.deepEqual(sent, [record.id]);
});

test('an enquiry the mail server refused: listed by --status refused, shown with why, and released by hand', async () => {
  const refused = sampleRecord({ status: 'refused', refusal: 'SMTP 554 5.7.1', attempts: 1 });
  const { run, store, mail } = await setUp([refused, sampleRecord({ status: 'held' })]);
  const listed = await run(list, '--status', 'refused');
  assert.match(listed.out, new RegExp(`^${refused.reference}  ${refused.id} .* refused `));
  assert.equal(listed.out.split('\n').length, 1);
  const shown = (await run(show, refused.reference)).out;
  assert.match(shown, /Status: +refused by the mail server \(SMTP 554 5\.7\.1\) since/);
  assert.match(shown, new RegExp(`not sent again by itself.*npm run enquiries -- release ${refused.id}`));
  // Refused again, it stays refused and says so; taken the next time, it is delivered.
  mail.answer = async () => ({ ok: false, code: 'message-refused', detail: '554 5.7.1', refusal: 'SMTP 554 5.7.1' });
  const again = await run(release, refused.reference);
  assert.deepEqual(
    [again.code, again.err],
    [1, `${refused.reference} (${refused.id}): refused again by the mail server: message-refused: 554 5.7.1`],
  );
  assert.deepEqual([(await store.find(refused.id))?.status, (await store.find(refused.id))?.attempts], ['refused', 2]);
  mail.answer = async () => accepted;
  assert.equal((await run(release, refused.reference)).code, 0);
  assert.equal((await store.find(refused.id))?.status, 'delivered');
});

test('erase removes records (undelivered ones too) and outbox files holding the address, and says so', async () => {
  const mine = sampleRecord({ status: 'undelivered' });
  const other = sampleRecord({ email: 'tom@example.gg' });
  const { run, dir, store } = await setUp([mine, other]);
  await writeFile(path.join(dir, `2026-01-01-${sampleRecord().id}.eml`), 'Reply-To: Zoe <ZOE@example.gg>\n\nhi');
  await writeFile(path.join(dir, 'kept.eml'), 'Reply-To: tom@example.gg\n\nhi');
  // A fingerprint of the address's recent enquiry, and its note of a text, filed under its hash, go with it.
  await store.fingerprint(fingerprintOf(enquiryOf(mine)), mine.id);
  await store.sameText('a-text', mailboxHash('Zoe@example.gg'));
  await store.sameText('a-text', mailboxHash('tom@example.gg'));
  const erased = await run(erase, '--email', 'zoe@example.gg');
  assert.equal(
    erased.out,
    `Erased for zoe@example.gg: 1 record (${mine.id}), 1 outbox file, 1 retry fingerprint, 1 same-text note.`,
  );
  assert.equal(await store.sameText('a-text', mailboxHash('ada@example.gg')), 2);
  assert.deepEqual(
    (await store.list()).map((r) => r.id),
    [other.id],
  );
  assert.deepEqual(
    (await readdir(dir)).filter((name) => name.endsWith('.eml')),
    ['kept.eml'],
  );
  const nothing = await run(erase, '--email', 'zoe@example.gg');
  assert.deepEqual([nothing.code, nothing.out], [0, 'Nothing held zoe@example.gg; nothing was erased.']);
});

test('erase finds the address in mail whatever its encoding (its domain in IDNA, the body in base64), and takes the backup again', async () => {
  const { run, dir, services } = await setUp();
  const composed = (text: string) =>
    new MailComposer({ from: 'site@sarnia-water.example', textEncoding: 'base64', text }).compile().build();
  // The domain in IDNA only; the address in the base64 body only: neither is in the file's bytes as typed.
  const idna = Buffer.from('Reply-To: =?UTF-8?B?Wm/Dqw==?= <zoë@xn--bcher-kva.example>\r\n\r\nTwo pallets.');
  const body = await composed('Write to zoë@bücher.example, please.');
  assert.ok(![idna, body].some((raw) => raw.includes('zoë@bücher.example')));
  await writeFile(path.join(dir, 'idna.eml'), idna);
  await writeFile(path.join(dir, 'body.eml'), body);
  await writeFile(path.join(dir, 'kept.eml'), 'To: tom@example.gg\n\nhi');
  const taken: string[] = [];
  services.renewCopies = async () => (
    taken.push('backup'),
    'the backup was taken again without them (backup/enquiries.db)'
  );
  const erased = await run(erase, '--email', 'ZOË@BÜCHER.example');
  assert.equal(
    erased.out,
    `Erased for ZOË@BÜCHER.example: 0 records, 2 outbox files, 0 retry fingerprints, 0 same-text notes; the backup was taken again without them (backup/enquiries.db).`,
  );
  assert.deepEqual(taken, ['backup']);
  assert.deepEqual(
    (await readdir(dir)).filter((name) => name.endsWith('.eml')),
    ['kept.eml'],
  );
  // A backup that cannot be taken again leaves the address in it: said, and a failure.
  services.renewCopies = () => Promise.reject(Object.assign(new Error('full'), { code: 'ENOSPC' }));
  const unfinished = await run(erase, '--email', 'zoë@bücher.example');
  assert.equal(unfinished.code, 1);
  assert.match(unfinished.err, /backup could not be taken again \(ENOSPC\), so it may still hold zoë@bücher\.example/);
});

test('purge drops expired records', async () => {
  const expired = sampleRecord({ receivedAt: new Date(Date.now() - 31 * DAY_MS).toISOString() });
  const kept = sampleRecord();
  const { run, services, store } = await setUp([kept]);
  // Written by a store whose clock said it was new, as a server stopped for a month left it.
  await sqliteStore(services.outboxDir!, { now: () => Date.now() - 31 * DAY_MS }).insert(expired);
  const purged = await run(purge);
  assert.equal(purged.out, 'Purged 1 expired record.');
  assert.deepEqual(
    (await store.list()).map((r) => r.id),
    [kept.id],
  );
});

test('backup writes a new copy, never over a file, and says plainly what stops it', async () => {
  const { run, services, dir } = await setUp([sampleRecord()]);
  const copy = path.join(dir, 'backup.db');
  assert.deepEqual(await run(backup, copy), { code: 0, out: `Backed up the records to ${copy} (mode 0600).`, err: '' });
  const again = await run(backup, copy);
  assert.deepEqual([again.code, again.err], [1, `${copy} exists: a backup never replaces a file; name a new one.`]);
  const untargeted = await run(backup);
  assert.deepEqual(
    [untargeted.code, untargeted.err],
    [2, 'backup takes the file to write: npm run enquiries -- backup FILE'],
  );
  services.outboxDir = undefined;
  assert.match((await run(backup, path.join(dir, 'other.db'))).err, /^No enquiries\.db here/);
});
