import assert from 'node:assert/strict';
import { mkdtemp, readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SMTPServer } from 'smtp-server';

// The middle of the pipeline against a real SMTP server that can be told to refuse recipients.
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

let pipeline: typeof import('@/lib/enquiry/server/core/receive-enquiry');
let outbox: string;
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-accept-'));
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((server.server.address() as AddressInfo).port),
    OUTBOX_DIR: outbox,
    CONTACT_RATE_LIMIT_MAX: '100',
  });
  pipeline = await import('@/lib/enquiry/server/core/receive-enquiry');
});
after(() => server.close());

const client = { key: 'client', selfReported: false };
const enquiry = (tag: string) => ({ name: 'Ada', email: 'ada@example.com', interest: 'other', message: `Hi ${tag}` });
const mailsWith = (tag: string) => delivered.filter((raw) => raw.includes(tag));
const idOf = (raw: string) => /^X-Enquiry-Id: (\S+)$/im.exec(raw)?.[1];
const kept = async () =>
  (await readdir(path.join(outbox, 'undelivered')).catch(() => [])).filter((n) => n.endsWith('.eml'));

test('a failed enquiry is kept; the same enquiry retried and delivered keeps its id and is no longer kept', async () => {
  busy = true;
  assert.deepEqual(await pipeline.acceptEnquiry(enquiry('retry'), client), {
    ok: false,
    status: 502,
    error: 'We could not deliver your message just now. Please try again later.',
  });
  const [file] = await kept();
  assert.ok(file);
  busy = false;
  assert.deepEqual(await pipeline.acceptEnquiry(enquiry('retry'), client), { ok: true, status: 201 });
  assert.equal(idOf(mailsWith('retry')[0]!), file.replace('.eml', ''));
  assert.deepEqual(await kept(), []);
});

test('an enquiry already delivered is not sent again within the window', async () => {
  assert.deepEqual(await pipeline.acceptEnquiry(enquiry('twice'), client), { ok: true, status: 201 });
  assert.deepEqual(await pipeline.acceptEnquiry(enquiry('twice'), client), { ok: true, status: 201 });
  assert.equal(mailsWith('twice').length, 1);
});

test('a filled honeypot is accepted and dropped, but only once the enquiry is valid', async () => {
  const trap = { ...enquiry('trap'), website: 'http://spam.example' };
  assert.deepEqual(await pipeline.acceptEnquiry(trap, client), { ok: true, status: 201 });
  assert.equal(mailsWith('trap').length, 0);
  const invalid = await pipeline.acceptEnquiry({ ...trap, email: 'nope' }, client);
  assert.equal(invalid.ok ? 201 : invalid.status, 400);
});
