import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import type { Services } from '@/lib/enquiry/server/core/services';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';

// The receipt with the site's own services (services.ts) against a real SMTP server, which can be told to
// refuse one recipient for now (451 at RCPT, as a greylisting server does): turned off, and tried again by the
// due work. e2e/contact-receipt.spec.ts reads what arrives from the production build.
const busy = new Set<string>();
const delivered: { to: string[]; raw: string }[] = [];
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onRcptTo: ({ address }, _session, callback) =>
    callback(busy.has(address) ? Object.assign(new Error('Try again later'), { responseCode: 451 }) : undefined),
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      delivered.push({
        to: session.envelope.rcptTo.map(({ address }) => address),
        raw: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});

type Receive = (fields: Record<string, string>, services?: Services) => Promise<unknown>;
let receive: Receive;
let services: Services;
let runDueWork: typeof import('@/lib/enquiry/server/due-work/run-due-work').runDueWork;
let outbox: string;
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-receipt-'));
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((server.server.address() as AddressInfo).port),
    OUTBOX_DIR: outbox,
    CONTACT_TO: 'operators@sarnia-water.example',
    // A client takes a tenth of the ceiling a day (core/rate-limit.ts): 100 hold.
    CONTACT_RATE_LIMIT_MAX: '100',
    CONTACT_RATE_LIMIT_SHARED_MAX: '1000',
  });
  const { receiveEnquiry } = await import('@/lib/enquiry/server/core/receive-enquiry');
  const { enquiryServices } = await import('@/lib/enquiry/server/services');
  ({ runDueWork } = await import('@/lib/enquiry/server/due-work/run-due-work'));
  const sender = { client: { key: 'client', selfReported: false }, channel: 'script' } as const;
  services = enquiryServices();
  receive = (fields, given = services) => receiveEnquiry(fields, sender, given);
});
after(() => server.close());

const enquiry = (email: string) => ({ name: 'Ada', email, interest: 'other', message: `Hello from ${email}` });
const to = (address: string) => delivered.filter((mail) => mail.to.includes(address));
const receiptOf = async (id: string) => (await sqliteStore(outbox).find(id))?.receipt;
async function until(what: string, done: () => Promise<boolean>) {
  for (let tries = 0; !(await done()); tries++) {
    assert.ok(tries < 100, `${what} never came`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('receipts turned off: the operators’ mail arrives, the record has no receipt due, and the due work sends none', async () => {
  const off = { ...services, env: { ...services.env, CONTACT_RECEIPTS: false } };
  const { id } = (await receive(enquiry('off@example.gg'), off)) as { id: string };
  assert.deepEqual(
    to('operators@sarnia-water.example').filter((mail) => mail.raw.includes('off@example.gg')).length,
    1,
  );
  assert.deepEqual([(await sqliteStore(outbox).find(id))?.status, await receiptOf(id)], ['delivered', undefined]);
  await runDueWork(off, { now: () => Date.now() + 3_600_000, budget: { sends: 10, ms: 10_000 } });
  assert.deepEqual(to('off@example.gg'), []);
});

test('a receipt the mail server cannot take now is due again, and the due work sends it once it can, once', async () => {
  const address = 'greylisted@example.gg';
  busy.add(address);
  const { id } = (await receive(enquiry(address))) as { id: string };
  await until(
    'the first attempt',
    async () => (await receiptOf(id))?.state === 'due' && !!(await receiptOf(id))?.attempts,
  );
  const waiting = (await receiptOf(id))!;
  assert.equal(waiting.attempts, 1);
  assert.ok(Date.parse(waiting.nextAttemptAt!) >= Date.now() + 290_000, waiting.nextAttemptAt);
  assert.deepEqual(to(address), []);
  busy.delete(address);
  const due = Date.parse(waiting.nextAttemptAt!);
  const before = await runDueWork(services, { now: () => due - 1, budget: { sends: 10, ms: 10_000 } });
  assert.equal(before.redelivery?.['receipt-sent'], undefined);
  const run = await runDueWork(services, { now: () => due, budget: { sends: 10, ms: 10_000 } });
  assert.equal(run.redelivery?.['receipt-sent'], 1);
  await runDueWork(services, { now: () => due + 3_600_000, budget: { sends: 10, ms: 10_000 } });
  const [receipt, ...more] = to(address);
  assert.deepEqual(more, []);
  assert.match(receipt!.raw, /^Subject: Your enquiry to Sarnia, reference /m);
  assert.doesNotMatch(receipt!.raw, /Hello from|Ada/);
  assert.deepEqual(await receiptOf(id), { state: 'sent', attempts: 2 });
});
