import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { referenceFor } from '@/lib/enquiry/server/reference';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';

// The use case with the site's own services (services.ts) against a real SMTP server that can be told
// to refuse recipients; core/receive-enquiry.test.ts checks each decision with fakes.
let busy = false;
const delivered: string[] = [];
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onRcptTo: (_address, _session, callback) =>
    callback(busy ? Object.assign(new Error('Busy'), { responseCode: 451 }) : undefined),
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      delivered.push(Buffer.concat(chunks).toString());
      callback();
    });
  },
});

let receive: (fields: Record<string, string>) => Promise<unknown>;
let outbox: string;
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-accept-'));
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((server.server.address() as AddressInfo).port),
    OUTBOX_DIR: outbox,
    // A client takes a tenth of the ceiling a day (core/rate-limit.ts): 100 hold.
    CONTACT_RATE_LIMIT_MAX: '100',
    CONTACT_RATE_LIMIT_SHARED_MAX: '1000',
    // The visitor's receipt, which would change the records read here after the answer, has its own tests
    // (integration/enquiry/receipt.test.ts).
    CONTACT_RECEIPTS: 'false',
  });
  const { receiveEnquiry } = await import('@/lib/enquiry/server/core/receive-enquiry');
  const { enquiryServices } = await import('@/lib/enquiry/server/services');
  const sender = { client: { key: 'client', selfReported: false }, channel: 'script' } as const;
  receive = (fields) => receiveEnquiry(fields, sender, enquiryServices());
});
after(() => server.close());

const enquiry = (tag: string) => ({ name: 'Ada', email: 'ada@example.com', interest: 'other', message: `Hi ${tag}` });
const mailsWith = (tag: string) => delivered.filter((raw) => raw.includes(tag));
const idOf = (raw: string) => /^X-Enquiry-Id: (\S+)$/im.exec(raw)?.[1];
const recorded = async (id: string) => (await sqliteStore(outbox).find(id))!;
/** The ids of the undelivered enquiries: their records alone keep them. */
const kept = async () => (await sqliteStore(outbox).list({ status: 'undelivered' })).map((record) => record.id);

test('a failed enquiry is kept; the same enquiry retried and delivered keeps its id and reference and is no longer kept', async () => {
  busy = true;
  assert.deepEqual(await receive(enquiry('retry')), { ok: false, code: 'delivery-failed' });
  const [id] = await kept();
  assert.ok(id);
  busy = false;
  assert.deepEqual(await receive(enquiry('retry')), { ok: true, id, reference: referenceFor(id) });
  assert.equal(idOf(mailsWith('retry')[0]!), id);
  assert.match(mailsWith('retry')[0]!, new RegExp(`^Subject: Website enquiry ${referenceFor(id)} `, 'm'));
  assert.deepEqual(await kept(), []);
  assert.deepEqual(await recorded(id), { ...(await recorded(id)), status: 'delivered', channel: 'script' });
});

test('an enquiry already delivered is not sent again within the window', async () => {
  const first = await receive(enquiry('twice'));
  assert.deepEqual(await receive(enquiry('twice')), first);
  assert.equal(mailsWith('twice').length, 1);
});

test('a filled honeypot is accepted and held, not mailed, but only once the enquiry is valid', async () => {
  const trap = { ...enquiry('trap'), leave_empty: 'http://spam.example' };
  const answer = (await receive(trap)) as { ok: boolean; id: string };
  assert.equal(answer.ok, true);
  assert.equal(mailsWith('trap').length, 0);
  assert.equal((await recorded(answer.id)).status, 'held');
  assert.deepEqual(await receive({ ...trap, email: 'nope' }), {
    ok: false,
    code: 'validation',
    fields: { email: 'email-invalid' },
  });
});
