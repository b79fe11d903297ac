// The records' database under load, with standalone servers as the image runs them and no SMTP (the
// zero-config outbox: each enquiry sent is an .eml file): two servers sharing one OUTBOX_DIR, and a
// server killed with SIGKILL in the middle of a flood.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';
import { DATABASE_FILE, openDatabase } from '@/lib/enquiry/server/store/sqlite';
import { token } from '../../test-kit/inbox';
import { prepareStandalone, serveSite, type Site } from '../../test-kit/site';
import { unlimitedEnquiries } from '../../test-kit/test-env';
import { postEnquiry } from '../../test-kit/client';

const running: Site[] = [];
const folders: string[] = [];
after(async () => {
  await Promise.all(running.map((site) => site.stop()));
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function setUp(servers: number) {
  await prepareStandalone();
  const outbox = await mkdtemp(path.join(tmpdir(), 'sarnia-servers-'));
  folders.push(outbox);
  const sites: Site[] = [];
  for (let i = 0; i < servers; i++)
    sites.push(
      await serveSite({ OUTBOX_DIR: outbox, TRUSTED_PROXY_COUNT: '1', ...unlimitedEnquiries }, { as: 'image' }),
    );
  running.push(...sites);
  return { outbox, sites };
}

/** One enquiry; its reference when it was answered 201. */
const send = async (site: Site) => {
  const body = { name: 'Ada Lovelace', email: 'ada@example.com', interest: 'other', message: `Hello ${token()}` };
  const answer = await postEnquiry(site.port, '127.0.0.1', body).catch(() => undefined);
  return answer?.status === 201 ? (JSON.parse(answer.body) as { reference: string }).reference : undefined;
};

test('two servers on one OUTBOX_DIR, each given half of 400 enquiries at once: each is recorded once and delivered once', async () => {
  const { outbox, sites } = await setUp(2);
  const references = await Promise.all(Array.from({ length: 400 }, (_, i) => send(sites[i % 2]!)));
  assert.equal(references.filter(Boolean).length, 400);
  const records = await sqliteStore(outbox).list();
  assert.deepEqual(records.map((record) => record.reference).sort(), (references as string[]).slice().sort());
  assert.ok(records.every((record) => record.status === 'delivered'));
  const mails = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  const ids = await Promise.all(
    mails.map(async (name) => /^X-Enquiry-Id: (\S+)$/im.exec(await readFile(path.join(outbox, name), 'utf8'))?.[1]),
  );
  assert.deepEqual(ids.sort(), records.map((record) => record.id).sort());
});

test('a server killed with SIGKILL in the middle of a flood: the database opens, and every enquiry answered 201 is in it', async () => {
  const { outbox, sites } = await setUp(1);
  const [site] = sites as [Site];
  const answered: string[] = [];
  const flood = Array.from({ length: 4 }, async () => {
    for (;;) {
      const reference = await send(site);
      if (!reference) return;
      answered.push(reference);
    }
  });
  while (answered.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));
  site.child.kill('SIGKILL');
  await Promise.all(flood);
  assert.equal(await site.exited, 'SIGKILL');
  const db = openDatabase(path.join(outbox, DATABASE_FILE));
  assert.deepEqual({ ...(db.prepare('PRAGMA integrity_check').get() as object) }, { integrity_check: 'ok' });
  db.close();
  const kept = new Set((await sqliteStore(outbox).list()).map((record) => record.reference));
  const missing = answered.filter((reference) => !kept.has(reference));
  assert.deepEqual(missing, []);
});
