// The self-host recipe, run here as the container runs it: `node serve.mjs` from the standalone output,
// behind nginx with deploy/nginx/sarnia.conf.template, with Redis and a mail server, all on loopback.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { enquiryFormIn } from '../test-kit/form-post';
import { mailsContaining, token } from '../test-kit/inbox';
import { startRedis, type RedisServer } from '../test-kit/redis-server';
import { baseUrl, smtpEnv } from '../test-kit/test-env';
import { referencePattern } from '../test-kit/reference';
import { pages, translatedPages } from '../test-kit/routes';
import { inlineScriptHashes } from '../lib/site/csp';
import { type Answer, multipart, postEnquiry, send } from '../test-kit/client';
import { mailListeners, startMailServer } from '../test-kit/mail-server';
import { startNginx } from '../test-kit/nginx';
import type { Server } from '../test-kit/process';
import { prepareStandalone, serveSite, type Site } from '../test-kit/site';

const LIMIT = 2;
// The late listener confirms each message this long after it arrived: well inside the site's 8 s.
const LATE_MS = 4_000;

const enquiry = (tag: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  interest: 'retailer',
  message: `Two crates for the café, please. ${tag}`,
});

let redis: RedisServer;
let mail: Server;
let listeners: Awaited<ReturnType<typeof mailListeners>>;
let inbox: string;
let outbox: string;
let site: Site;
// The nginx in front of the site: the address the tests' clients reach it by.
let through: number;
const running: Server[] = [];

const siteEnv = (smtpPort: number) => ({
  TRUSTED_PROXY_COUNT: '1',
  REDIS_URL: redis.url,
  OUTBOX_DIR: outbox,
  ...smtpEnv(smtpPort),
  CONTACT_RATE_LIMIT_MAX: String(LIMIT),
});

async function start<T extends Server>(server: Promise<T>): Promise<T> {
  const started = await server;
  running.push(started);
  return started;
}

// The image's way: `node serve.mjs` in the standalone folder.
const startSite = (smtpPort: number) => start(serveSite(siteEnv(smtpPort), { as: 'image' }));

before(async () => {
  await prepareStandalone();
  outbox = await mkdtemp(path.join(tmpdir(), 'sarnia-outbox-'));
  redis = await startRedis();
  // A good listener, and a late one that keeps each message it receives but confirms it only LATE_MS later.
  listeners = await mailListeners(['late'], LATE_MS);
  mail = await startMailServer(listeners);
  inbox = baseUrl(listeners.inboxPort);
  site = await startSite(listeners.port);
  through = (await start(startNginx(site.port))).port;
});

after(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await mail?.stop();
  await redis?.stop();
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

describe('pages through nginx', () => {
  // Hop-by-hop headers and the ones nginx writes itself.
  const own = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'server']);
  const endToEnd = ({ headers }: Answer) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)));

  for (const { path: page } of [...pages, ...translatedPages]) {
    test(`${page} arrives as the site sends it, and its CSP allows its inline scripts`, async () => {
      const direct = await send({ port: site.port, path: page });
      const proxied = await send({ port: through, path: page });
      assert.equal(proxied.status, 200);
      assert.deepEqual(endToEnd(proxied), endToEnd(direct));
      assert.equal(proxied.body, direct.body);

      const policy = String(proxied.headers['content-security-policy']);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
      const hashes = inlineScriptHashes(proxied.body);
      assert.ok(hashes.length > 0, 'the page has inline scripts');
      for (const hash of hashes) assert.ok(scriptSrc.includes(hash), `${hash} is in script-src: ${policy}`);
      assert.ok(!scriptSrc.includes("'unsafe-inline'"));
    });
  }
});

describe('clients behind nginx', () => {
  const ok = async (answer: Promise<Answer>) => {
    const { status, body } = await answer;
    assert.equal(status, 201, body);
  };
  const limited = async (answer: Promise<Answer>) => {
    const { status, headers, body } = await answer;
    assert.equal(status, 429, body);
    assert.match(JSON.parse(body).error, /too many/i);
    assert.ok(Number(headers['retry-after']) > 0);
  };

  // Each client in a /24 of its own: the site counts a client's network too (transport/identity.ts).
  test('each client address has its own limit, and a forged X-Forwarded-For changes nothing', async () => {
    // 127.0.2.1 uses up its allowance while naming 127.0.4.1 (whose allowance must stay whole) ...
    await ok(postEnquiry(through, '127.0.2.1', enquiry(token()), { 'X-Forwarded-For': '127.0.4.1' }));
    await ok(postEnquiry(through, '127.0.2.1', enquiry(token()), { 'X-Forwarded-For': '127.0.4.1, 127.0.4.1' }));
    // ... and naming fresh addresses, or another client's, does not get it more.
    await limited(postEnquiry(through, '127.0.2.1', enquiry(token())));
    await limited(postEnquiry(through, '127.0.2.1', enquiry(token()), { 'X-Forwarded-For': '198.51.100.7' }));
    await limited(postEnquiry(through, '127.0.2.1', enquiry(token()), { 'X-Forwarded-For': '127.0.3.1' }));
    await limited(postEnquiry(through, '127.0.2.1', enquiry(token()), { 'X-Real-IP': '127.0.5.1' }));

    // The other clients' allowances are whole: the one 127.0.2.1 named and one it did not.
    for (const client of ['127.0.3.1', '127.0.4.1']) {
      for (let sent = 0; sent < LIMIT; sent++) await ok(postEnquiry(through, client, enquiry(token())));
      await limited(postEnquiry(through, client, enquiry(token())));
    }
  });
});

describe('the form posted without JavaScript through nginx', () => {
  const statusText = (html: string) => /role="status">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';

  async function postForm(from: string, fields: Record<string, string>) {
    const home = await send({ port: through, from });
    const { hidden } = enquiryFormIn(home.body);
    const { type, body } = await multipart({ ...hidden, ...fields, leave_empty: '' });
    // As a browser sends it from the page: its Origin and Host name the address nginx answers on.
    return send({
      port: through,
      from,
      method: 'POST',
      path: '/',
      headers: { 'Content-Type': type, Origin: baseUrl(through) },
      body,
    });
  }

  test('is sent, and the page answers with the success text under a policy its scripts satisfy', async () => {
    const tag = token();
    const answer = await postForm('127.0.5.1', enquiry(tag));
    assert.equal(answer.status, 200);
    assert.match(statusText(answer.body), /Message sent successfully!/);
    const policy = String(answer.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    assert.ok(nonce, `the answer's policy has a nonce: ${policy}`);
    // Every script the browser runs, that is all but the JSON-LD data blocks.
    const scripts = [...answer.body.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes]) => attributes!)
      .filter((attributes) => !attributes.includes('type="application/ld+json"'));
    assert.ok(scripts.length > 0);
    for (const attributes of scripts) assert.match(attributes, new RegExp(`nonce="${nonce}"`));
    const mails = await mailsContaining(tag, inbox);
    assert.equal(mails.length, 1);
    assert.deepEqual(mails[0]!.replyTo, { address: 'ada@example.com', name: 'Ada Lovelace' });
  });

  test("a post just over the site's 48 KB gets the site's own answer; a larger one is stopped by nginx", async () => {
    const near = await postForm('127.0.6.1', { ...enquiry(token()), message: 'x'.repeat(49 * 1024) });
    assert.equal(near.status, 413);
    assert.match(near.body, /The enquiry is too large\. Please shorten your message\./);
    const far = await postForm('127.0.6.1', { ...enquiry(token()), message: 'x'.repeat(60 * 1024) });
    assert.equal(far.status, 413);
    assert.match(far.body, /413 Request Entity Too Large/);
    assert.doesNotMatch(far.body, /The enquiry is too large/);
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Events, not elapsed time: each wait below polls until what it waits for has happened, and the runner's
// --test-timeout is its only bound. The late listener holds its confirmation, so the enquiry is in flight
// when the signal comes; a 201 can only follow that confirmation, and an exit before it would have cut the
// answer off.
describe('stopping', () => {
  test('on SIGTERM an enquiry in flight is delivered and answered, then the server exits with 143', async () => {
    const site = await startSite(listeners.latePort!);
    const nginx = await start(startNginx(site.port));

    const tag = token();
    const answer = postEnquiry(nginx.port, '127.0.7.1', enquiry(tag));
    let settled: Answer | undefined;
    void answer.then((reply) => (settled = reply));
    // The message has reached the mail server, which holds back its confirmation: the enquiry is in flight.
    while ((await mailsContaining(tag, inbox)).length === 0) {
      assert.equal(settled, undefined, 'the enquiry was answered before it reached the mail server');
      await pause(50);
    }
    // As `docker compose stop` would: nginx is asked to stop gracefully, the site with SIGTERM.
    nginx.child.kill('SIGQUIT');
    site.child.kill('SIGTERM');

    // Once the signal is handled, the site takes no new connections while it finishes the one it has.
    while (
      (await send({ port: site.port }).then(
        () => 'answered',
        (error: NodeJS.ErrnoException) => error.code,
      )) !== 'ECONNREFUSED'
    )
      await pause(20);
    assert.equal(settled, undefined, 'the enquiry was still in flight when the site stopped taking connections');

    const reply = await answer;
    assert.equal(reply.status, 201, reply.body);
    const { ok, reference, ...rest } = JSON.parse(reply.body);
    assert.deepEqual({ ok, rest }, { ok: true, rest: {} });
    assert.match(reference, referencePattern);
    assert.match(site.output(), /"event":"enquiry.delivered"[^\n]*"outcome":"smtp"/);

    assert.equal(await site.exited, 143, site.output());
    assert.equal(await nginx.exited, 0, nginx.output());
  });
});
