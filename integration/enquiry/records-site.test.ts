// The standalone server, as the image runs it, keeping records in OUTBOX_DIR/enquiries.db with no Redis and
// no SMTP (the zero-config outbox): what it prints at start-up, and what it keeps.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sqliteRecords } from '@/lib/enquiry/server/store/records-sqlite';
import { token } from '../../test-kit/inbox';
import { prepareStandalone, serveSite, type Site } from '../../test-kit/site';
import { postEnquiry } from '../support/client';

let outbox: string;
let site: Site;

before(async () => {
  await prepareStandalone();
  outbox = await mkdtemp(path.join(tmpdir(), 'sarnia-records-site-'));
  site = await serveSite({ OUTBOX_DIR: outbox, TRUSTED_PROXY_COUNT: '1' }, { as: 'image' });
});

after(async () => {
  await site?.stop();
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

test('an enquiry is recorded in the database, readable by the server alone, and start-up warns of nothing', async () => {
  const tag = token();
  const body = { name: 'Ada Lovelace', email: 'ada@example.com', interest: 'other', message: `Hello ${tag}` };
  const answer = await postEnquiry(site.port, '127.0.0.1', body);
  assert.equal(answer.status, 201, answer.body);
  const { reference } = JSON.parse(answer.body) as { reference: string };
  const record = await sqliteRecords(outbox).find(reference);
  assert.deepEqual([record?.status, record?.fields.message], ['delivered', `Hello ${tag}`]);
  assert.equal((await stat(path.join(outbox, 'enquiries.db'))).mode & 0o777, 0o600);
  // The mail itself is an .eml file beside it, as without SMTP it always was; no records folder.
  const names = await readdir(outbox);
  assert.equal(names.filter((name) => name.endsWith('.eml')).length, 1);
  assert.ok(!names.includes('records'));
  // node:sqlite on the pinned Node prints no ExperimentalWarning (nor any other).
  assert.doesNotMatch(site.output(), /Warning/);
});
