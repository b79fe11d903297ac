import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv, type ServerEnv } from '@/lib/env';
import { deliverMail, smtpOptions } from './deliver';

// What needs no mail server; integration/enquiry/deliver.test.ts sends to real ones.
const env = (values: Record<string, string>) => {
  const result = parseServerEnv(values);
  assert.ok(result.ok);
  return result.env as ServerEnv & { SMTP_HOST: string };
};
const mail = { raw: Buffer.from('Subject: Website enquiry\n\nHello\n'), envelope: { from: 'a@example.com', to: [] } };
const id = '00000000-0000-4000-8000-000000000000';

test('the password never crosses the network in clear: STARTTLS is required unless TLS or loopback', () => {
  assert.equal(smtpOptions(env({ SMTP_HOST: 'smtp.example.com' })).requireTLS, true);
  assert.equal(smtpOptions(env({ SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'false' })).requireTLS, true);
  assert.equal(smtpOptions(env({ SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'true' })).requireTLS, false);
  for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1'])
    assert.equal(smtpOptions(env({ SMTP_HOST: host })).requireTLS, false, host);
});

test('without SMTP the message is written whole to the outbox folder, its name ending with the id', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-outbox-'));
  const delivery = await deliverMail(mail, env({ OUTBOX_DIR: dir }), id);
  assert.ok(delivery.ok && delivery.via === 'outbox');
  assert.ok(delivery.file.endsWith(`-${id}.eml`));
  assert.deepEqual(await readdir(dir), [path.basename(delivery.file)]);
  assert.equal((await readFile(delivery.file)).toString(), mail.raw.toString());
});

test('an outbox that cannot be written is "not-kept"; on Vercel, without SMTP, "not-configured"', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-outbox-'));
  await writeFile(path.join(dir, 'file'), 'x');
  const broken = await deliverMail(mail, env({ OUTBOX_DIR: path.join(dir, 'file', 'outbox') }), id);
  assert.deepEqual(broken.ok ? 'sent' : [broken.code, broken.errorCode], ['not-kept', 'ENOTDIR']);
  const vercel = await deliverMail(mail, env({ VERCEL: '1', OUTBOX_DIR: dir }), id);
  assert.equal(vercel.ok ? 'sent' : vercel.code, 'not-configured');
});
