// The standalone server, as the image runs it, keeping records in OUTBOX_DIR/enquiries.db with no Redis and
// no SMTP (the zero-config outbox): what it prints at start-up, and what it keeps.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';
import { openDatabase } from '@/lib/enquiry/server/store/sqlite';
import { runEnquiries, type CommandResult } from '../../test-kit/operator-command';
import { token } from '../../test-kit/inbox';
import { prepareStandalone, serveSite, type Site } from '../../test-kit/site';
import { postEnquiry } from '../../test-kit/client';

let outbox: string;
let site: Site;

before(async () => {
  await prepareStandalone();
  outbox = await mkdtemp(path.join(tmpdir(), 'sarnia-records-site-'));
  site = await serveSite(
    {
      OUTBOX_DIR: outbox,
      TRUSTED_PROXY_COUNT: '1',
      CONTACT_RATE_LIMIT_MAX: '1000',
      CONTACT_RATE_LIMIT_SHARED_MAX: '10000',
    },
    { as: 'image' },
  );
});

after(async () => {
  await site?.stop();
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

/** One enquiry, answered: its reference when it was taken (201). */
async function send(tag: string) {
  const body = { name: 'Ada Lovelace', email: 'ada@example.com', interest: 'other', message: `Hello ${tag}` };
  const answer = await postEnquiry(site.port, '127.0.0.1', body);
  return answer.status === 201 ? (JSON.parse(answer.body) as { reference: string }).reference : undefined;
}

test('an enquiry is recorded in the database, readable by the server alone, and start-up warns of nothing', async () => {
  const tag = token();
  const reference = await send(tag);
  assert.ok(reference);
  const record = await sqliteStore(outbox).find(reference);
  assert.deepEqual([record?.status, record?.fields.message], ['delivered', `Hello ${tag}`]);
  assert.equal((await stat(path.join(outbox, 'enquiries.db'))).mode & 0o777, 0o600);
  // The mail itself is an .eml file beside it, as without SMTP it always was; no records folder.
  const names = await readdir(outbox);
  assert.ok(names.some((name) => name.endsWith('.eml')));
  assert.ok(!names.includes('records'));
  // node:sqlite on the pinned Node prints no ExperimentalWarning (nor any other).
  assert.doesNotMatch(site.output(), /Warning/);
});

/**
 * The files the Dockerfile's last stage copies from the repository, laid out in a folder as in the image's
 * WORKDIR: what the image's own scripts run with, and nothing more.
 */
async function imageFiles(): Promise<string> {
  const dockerfile = await readFile('Dockerfile', 'utf8');
  const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const root = await mkdtemp(path.join(tmpdir(), 'sarnia-image-'));
  for (const [, sources = '', target = ''] of last.matchAll(/^COPY (?!--from)(.+) (\S+)$/gm))
    for (const source of sources.split(' ')) {
      const into = target.endsWith('/') ? path.join(root, target, path.basename(source)) : path.join(root, target);
      await mkdir(path.dirname(into), { recursive: true });
      await copyFile(source, into);
    }
  return root;
}

/** The image's backup script, run as in the container: in its WORKDIR, OUTBOX_DIR naming the volume. */
const imageBackup = async (file: string) => {
  const cwd = await imageFiles();
  return new Promise<CommandResult>((resolve) =>
    execFile(
      process.execPath,
      ['deploy/backup.mjs', file],
      { cwd, env: { PATH: process.env.PATH, NODE_ENV: 'production', OUTBOX_DIR: outbox } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  ).finally(() => rm(cwd, { recursive: true, force: true }));
};

const backups = {
  'npm run enquiries -- backup': (file: string) => runEnquiries(['backup', file], { OUTBOX_DIR: outbox }),
  "the image's node backup.mjs": imageBackup,
};

for (const [way, backUp] of Object.entries(backups)) {
  test(`${way}: a copy taken while the server writes is a whole database, mode 0600, holding every enquiry answered before it`, async () => {
    const answered = await Promise.all(Array.from({ length: 10 }, () => send(token())));
    // Enquiries still arriving as the copy is taken.
    const during = Promise.all(Array.from({ length: 30 }, () => send(token())));
    const dir = await mkdtemp(path.join(tmpdir(), 'sarnia-backup-'));
    const copy = path.join(dir, 'enquiries.db');
    const taken = await backUp(copy);
    assert.equal((await during).filter(Boolean).length, 30);
    assert.deepEqual([taken.code, taken.stderr], [0, ''], taken.stdout);
    assert.equal((await stat(copy)).mode & 0o777, 0o600);
    const db = openDatabase(copy);
    assert.deepEqual({ ...(db.prepare('PRAGMA integrity_check').get() as object) }, { integrity_check: 'ok' });
    db.close();
    const kept = new Set((await sqliteStore(dir).list()).map((record) => record.reference));
    for (const reference of answered) assert.ok(reference && kept.has(reference), `${reference} is in the backup`);
    // A backup never writes over a file, an earlier backup least of all.
    const again = await backUp(copy);
    assert.deepEqual(
      [again.code, again.stderr.trim()],
      [1, `${copy} exists: a backup never replaces a file; name a new one.`],
    );
    await rm(dir, { recursive: true, force: true });
  });
}
