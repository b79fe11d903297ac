// The site as the image runs it, without SMTP (each enquiry an .eml in OUTBOX_DIR), and the operators'
// command as an operator runs it: once an address is erased, no file the site wrote (the database and its
// log, the outbox's mail, the day's backup) holds the address, the name or the message, read as raw bytes
// and, for mail, decoded; the enquiries around it are all kept.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { domainToASCII } from 'node:url';
import { after, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { parseServerEnv } from '@/lib/env';
import { takeBackup } from '@/lib/enquiry/server/store/backup';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';
import { DAY_MS, retention } from '@/lib/site/retention';
import { postEnquiry } from '../../test-kit/client';
import { runEnquiries } from '../../test-kit/operator-command';
import { prepareStandalone, serveSite } from '../../test-kit/site';

const stops: (() => Promise<unknown>)[] = [];
after(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
});

type Target = { name: string; email: string; message: string };

// Every spelling of the target in every file under the folder: as bytes, and in mail as a reader sees it.
async function timesHeld(folder: string, { name, email, message }: Target): Promise<string[]> {
  const [local, domain] = email.split('@') as [string, string];
  const texts = [name, email, `${local}@${domainToASCII(domain)}`, message];
  const found: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    const mail = entry.name.endsWith('.eml') ? await simpleParser(bytes) : undefined;
    const decoded = mail ? `${JSON.stringify([...mail.headers.values()])}\n${mail.text}` : '';
    for (const text of texts)
      if (bytes.includes(text) || decoded.includes(text)) found.push(`${path.relative(folder, file)}: ${text}`);
  }
  return found;
}

async function scene(target: Target, { purgedFirst }: { purgedFirst: boolean }) {
  await prepareStandalone();
  const outbox = await mkdtemp(path.join(tmpdir(), 'sarnia-erasure-'));
  stops.push(() => rm(outbox, { recursive: true, force: true }));
  const site = await serveSite({ OUTBOX_DIR: outbox }, { as: 'image' });
  stops.push(() => site.stop());
  // Each from a loopback network (a /24) of its own: a client of its own to the site's limits.
  let clients = 1;
  const send = async (fields: Omit<Target, 'message'> & { message?: string }) => {
    const answer = await postEnquiry(site.port, `127.0.${++clients}.1`, {
      interest: 'retailer',
      message: 'A case, please.',
      ...fields,
    });
    assert.equal(answer.status, 201, answer.body);
  };
  const guests = async (from: number, count: number) => {
    for (let n = from; n < from + count; n++) await send({ name: `Guest ${n}`, email: `guest${n}@example.gg` });
  };
  await guests(0, 30);
  await send(target);
  await guests(30, 30);
  const parsed = parseServerEnv({ OUTBOX_DIR: outbox });
  assert.ok(parsed.ok);
  // The day's copy, taken after the target's enquiry.
  await takeBackup(parsed.env);
  if (purgedFirst) {
    // Its period over, as the server's purge finds it: the record goes, its mail (the mailbox) stays.
    const later = () => Date.now() + (retention.deliveredDays + 1) * DAY_MS;
    assert.equal(await sqliteStore(outbox, { now: later }).purge(), 61);
  }
  const before = (await timesHeld(outbox, target)).map((found) => found.slice(0, found.indexOf(':')));
  assert.ok(before.includes('backup/enquiries.db') && before.some((file) => file.endsWith('.eml')), `${before}`);
  const erased = await runEnquiries(['erase', '--email', target.email], { OUTBOX_DIR: outbox });
  assert.equal(erased.code, 0, erased.stderr);
  assert.match(
    erased.stdout,
    new RegExp(`${purgedFirst ? 0 : 1} records?[^,]*, 1 outbox file, .*the backup was taken again`),
  );
  await guests(60, 20);
  return outbox;
}

test('an address erased is in no byte of OUTBOX_DIR or BACKUP_DIR, with 60 enquiries around it and 20 after', async () => {
  const target = {
    name: 'Peter Brehaut',
    email: 'peter.brehaut@example.gg',
    message: 'Forty cases for the summer terrace.',
  };
  const outbox = await scene(target, { purgedFirst: false });
  assert.deepEqual(await timesHeld(outbox, target), []);
  assert.equal((await readdir(outbox)).filter((name) => name.endsWith('.eml')).length, 80);
  assert.equal((await sqliteStore(outbox).list()).length, 80);
});

test('a non-ASCII address whose record was purged, its mail and its backup left: erased from both', async () => {
  const target = {
    name: 'Maëlys Le Lièvre',
    email: 'maëlys@lièvre-côtière.example',
    message: 'Quarante caisses pour la terrasse d’été, s’il vous plaît.',
  };
  const outbox = await scene(target, { purgedFirst: true });
  assert.deepEqual(await timesHeld(outbox, target), []);
  assert.equal((await readdir(outbox)).filter((name) => name.endsWith('.eml')).length, 80);
});
