import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { simpleParser } from 'mailparser';
import { parseServerEnv } from '@/lib/env';
import { sampleRecord } from '../store/sample-record.fixture';
import { deliverRecord } from './send-once';

const sentMail = async (status: 'held' | 'undelivered') => {
  const parsed = parseServerEnv({ OUTBOX_DIR: await mkdtemp(path.join(os.tmpdir(), 'sarnia-release-')) });
  assert.ok(parsed.ok);
  const sent = await deliverRecord(parsed.env)(sampleRecord({ status }));
  assert.ok(sent.ok);
  return simpleParser(await readFile(sent.detail.replace('written to ', '')));
};

test('a released held enquiry arrives as an enquiry mail marked "released from held", in subject and both parts', async () => {
  const mail = await sentMail('held');
  assert.match(mail.subject ?? '', /^\[Released from held\] Website enquiry /);
  assert.match(mail.text ?? '', /Released from held: this enquiry was held as suspected spam/);
  assert.match(String(mail.html), /Released from held: this enquiry was held as suspected spam/);
  const resent = await sentMail('undelivered');
  assert.doesNotMatch(`${resent.subject} ${resent.text}`, /Released from held/);
});
