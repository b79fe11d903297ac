// The standalone server, as the image runs it, with SMTP and no Redis, when its records' database fails:
// a file that is not a database, a folder that cannot be written, a full disk (a tiny tmpfs of the
// server's own, mounted in a mount namespace by `unshare`). In each, a record that cannot be written
// never stops an enquiry that can be sent; one that can be neither sent nor kept gets 503 with the
// address; the log names the code; the server lives on; health says the store is down; no path or
// stack reaches the visitor.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { contact } from '@/lib/site/facts';
import { token } from '../../test-kit/inbox';
import { mailListeners, startMailServer } from '../../test-kit/mail-server';
import { freePort } from '../../test-kit/ports';
import { waitFor, watch, type Server } from '../../test-kit/process';
import { imageCommand, prepareStandalone, standaloneDir } from '../../test-kit/site';
import { baseUrl, loopback, siteOrigin, smtpEnv } from '../../test-kit/test-env';
import { postEnquiry } from '../../test-kit/client';

let listeners: Awaited<ReturnType<typeof mailListeners>>;
let mail: Server;
const running: Server[] = [];
const folders: string[] = [];

before(async () => {
  await prepareStandalone();
  listeners = await mailListeners(['closed']);
  mail = await startMailServer(listeners);
});

after(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await mail?.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

type Site = Server & { port: number };

/** The site as the image runs it (imageCommand); with `tmpfsKb`, OUTBOX_DIR is a tmpfs of that size, its own. */
async function startSite(outbox: string, smtpPort: number, tmpfsKb?: number): Promise<Site> {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production' as const,
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL: siteOrigin,
    HOSTNAME: loopback,
    PORT: String(port),
    OUTBOX_DIR: outbox,
    TRUSTED_PROXY_COUNT: '1',
    // A client takes a tenth of the ceiling a day (core/rate-limit.ts): 1000 hold.
    CONTACT_RATE_LIMIT_MAX: '1000',
    CONTACT_RATE_LIMIT_SHARED_MAX: '10000',
    ...smtpEnv(smtpPort),
  };
  const node = [process.execPath, ...imageCommand];
  const command = tmpfsKb
    ? [
        'unshare',
        '-rm',
        'sh',
        '-c',
        `mount -t tmpfs -o size=${tmpfsKb}k tmpfs "$OUTBOX_DIR" && exec "$@"`,
        'sh',
        ...node,
      ]
    : node;
  const child = spawn(command[0]!, command.slice(1), { cwd: standaloneDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const site = { ...watch(child, `the site on ${port}`), port };
  running.push(site);
  await waitFor(`${baseUrl(port)}/robots.txt`, { server: site, timeoutMs: 60_000 });
  return site;
}

const folder = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'sarnia-faults-'));
  folders.push(dir);
  return dir;
};
const send = (site: Site) =>
  postEnquiry(site.port, '127.0.0.1', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    interest: 'other',
    message: `Hello ${token()}`,
  });
const health = async (site: Site) =>
  (await fetch(`${baseUrl(site.port)}/api/health`)).json() as Promise<{ status: string; checks: { outbox: object } }>;

/** What every fault must leave true, once the enquiries have been answered. */
async function holds(sends: Site, fails: Site, code: RegExp, outboxCode: string, answer: { body: string }) {
  // Neither sent nor kept: the honest 503, with the address to write to instead, and nothing of the server's.
  assert.match(answer.body, new RegExp(contact.email.replace('.', '\\.')));
  assert.doesNotMatch(answer.body, /\/tmp|sarnia-faults|enquiries\.db|SQLITE|ERR_|\bat \S+ \(/);
  for (const site of [sends, fails]) {
    assert.equal(site.child.exitCode, null, site.output());
    const said = await health(site);
    assert.deepEqual(said.checks.outbox, { status: 'down', code: outboxCode });
  }
  assert.equal((await health(fails)).status, 'down');
  assert.match(sends.output(), /"event":"enquiry\.record-save"[^\n]*"outcome":"not-recorded"/);
  const saved = /"event":"enquiry\.record-save"[^\n]*"code":"([^"]+)"/.exec(sends.output())?.[1];
  assert.match(saved ?? '', code, sends.output());
  const lost = /"event":"enquiry\.not-kept"[^\n]*"code":"([^"]+)"/.exec(fails.output())?.[1];
  assert.match(lost ?? '', code, fails.output());
}

test('a database file that is not a database', async () => {
  const [a, b] = [await folder(), await folder()];
  for (const dir of [a, b]) await writeFile(path.join(dir, 'enquiries.db'), 'not a database, '.repeat(256));
  const [sends, fails] = [await startSite(a, listeners.port), await startSite(b, listeners.closedPort!)];
  assert.equal((await send(sends)).status, 201);
  const answer = await send(fails);
  assert.equal(answer.status, 503, answer.body);
  await holds(sends, fails, /SQLITE_NOTADB/, 'not-a-database', answer);
});

// The running server may make its folder again (its due work does) between the removal and the write: the
// removal is tried again until a file stands in the folder's place.
async function replaceWithFile(dir: string) {
  for (let tries = 1; ; tries++) {
    await rm(dir, { recursive: true, force: true });
    try {
      return await writeFile(dir, 'not a folder', { flag: 'wx' });
    } catch (error) {
      if (tries === 20 || (error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

test('a folder that cannot be written (made a file under the running server)', async () => {
  const [a, b] = [await folder(), await folder()];
  const [sends, fails] = [await startSite(a, listeners.port), await startSite(b, listeners.closedPort!)];
  for (const dir of [a, b]) await replaceWithFile(dir);
  assert.equal((await send(sends)).status, 201);
  const answer = await send(fails);
  assert.equal(answer.status, 503, answer.body);
  await holds(sends, fails, /ENOTDIR|EEXIST/, 'not-a-folder', answer);
});

test('a full disk', async () => {
  const [a, b] = [await folder(), await folder()];
  const [sends, fails] = [await startSite(a, listeners.port, 256), await startSite(b, listeners.closedPort!, 256)];
  // Each enquiry's record fills the disk a little more, until one cannot be written (other writes, a receipt's,
  // the purge's, may meet the full disk first).
  const recordLost = /"event":"enquiry\.record-save"[^\n]*SQLITE_FULL/;
  for (let sent = 0; sent < 200 && !recordLost.test(sends.output()); sent++)
    assert.equal((await send(sends)).status, 201, sends.output());
  let answer = await send(fails);
  // Kept (502) while there is room, then neither sent nor kept.
  for (let sent = 0; sent < 200 && answer.status === 502; sent++) answer = await send(fails);
  assert.equal(answer.status, 503, answer.body);
  await holds(sends, fails, /SQLITE_FULL/, 'full', answer);
});
