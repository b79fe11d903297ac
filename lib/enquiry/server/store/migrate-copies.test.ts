import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { newEnquiryId } from '../enquiry-id';
import { createMailer } from '../mail/mailer';
import { parseServerEnv } from '@/lib/env';
import { folderCopies } from './legacy-copies';
import { copyEnquiry, envelope, renderedCopy, writeFolderCopy } from './legacy-copies.fixture';
import { migrateCopies } from './migrate-copies';
import { recordsWithFallback } from './records-fallback';
import { fileRecords } from './records-file';
import { sampleRecord } from './sample-record.fixture';

// Whole seconds, as a Date header keeps them.
const received = new Date(Math.floor((Date.now() - 3 * 24 * 3600_000) / 1000) * 1000);

async function setUp() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-migrate-'));
  const records = recordsWithFallback([fileRecords(dir)]);
  const unreadable: string[] = [];
  const migrate = () => migrateCopies([folderCopies(dir)], records, (source, id) => unreadable.push(source.nameOf(id)));
  const copies = async () => (await readdir(path.join(dir, 'undelivered'))).filter((name) => !name.startsWith('.'));
  return { dir, records, unreadable, migrate, copies };
}

test('a copy without a record becomes one, the copy goes, and a second run changes nothing', async () => {
  const { dir, records, migrate, copies } = await setUp();
  const id = newEnquiryId();
  await writeFolderCopy(dir, id, await renderedCopy(id, received));
  assert.deepEqual(await migrate(), { taken: 0, created: 1, unreadable: 0 });
  assert.deepEqual(await copies(), []);
  const record = await records.find(id);
  assert.deepEqual(
    [record?.status, record?.channel, record?.receivedAt, record?.fields],
    ['undelivered', 'unknown', received.toISOString(), copyEnquiry],
  );
  assert.deepEqual(await migrate(), { taken: 0, created: 0, unreadable: 0 });
  assert.deepEqual(
    (await records.list()).map((kept) => kept.id),
    [id],
  );
});

test('the record rebuilds the message the copy held: the same ids, date, subject and words', async () => {
  const { dir, records, migrate } = await setUp();
  const id = newEnquiryId();
  const copy = await renderedCopy(id, received);
  await writeFolderCopy(dir, id, copy);
  await migrate();
  const record = (await records.find(id))!;
  const parsed = parseServerEnv({ CONTACT_FROM: envelope.from, CONTACT_TO: envelope.to });
  assert.ok(parsed.ok);
  const mail = await createMailer(parsed.env).render({ ...record.fields, interest: copyEnquiry.interest }, id, {
    receivedAt: new Date(record.receivedAt),
  });
  // The brand mark's MIME boundaries are random; everything an operator reads is the same.
  const sameParts = (raw: Buffer) => raw.toString().replace(/_NmP-[0-9a-f]+-Part/g, 'Part');
  assert.equal(sameParts(mail.raw), sameParts(copy));
});

test('a copy whose record exists is taken in by it: the record reads undelivered unless delivered, and the copy goes', async () => {
  const { dir, records, migrate, copies } = await setUp();
  const received = sampleRecord({ status: 'received' });
  const delivered = sampleRecord({ status: 'delivered' });
  for (const record of [received, delivered]) {
    await records.save(record);
    await writeFolderCopy(dir, record.id, await renderedCopy(record.id, new Date(record.receivedAt)));
  }
  assert.deepEqual(await migrate(), { taken: 2, created: 0, unreadable: 0 });
  assert.deepEqual(await copies(), []);
  assert.equal((await records.find(received.id))?.status, 'undelivered');
  assert.equal((await records.find(delivered.id))?.status, 'delivered');
  assert.equal((await records.list()).length, 2);
});

test('a copy that cannot be read is left in place and named, never deleted', async () => {
  const { dir, migrate, copies, unreadable } = await setUp();
  const [cut, folder] = [newEnquiryId(), newEnquiryId()];
  const whole = await renderedCopy(cut, received);
  await writeFolderCopy(dir, cut, whole.subarray(0, 400));
  await mkdir(path.join(dir, 'undelivered', `${folder}.eml`));
  await writeFile(path.join(dir, 'undelivered', 'zoe@example.gg.eml'), whole);
  assert.deepEqual(await migrate(), { taken: 0, created: 0, unreadable: 2 });
  assert.deepEqual((await copies()).sort(), [`${cut}.eml`, `${folder}.eml`, 'zoe@example.gg.eml'].sort());
  assert.deepEqual(unreadable.sort(), [`undelivered/${cut}.eml`, `undelivered/${folder}.eml`].sort());
});
