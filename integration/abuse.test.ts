// The abuse battery: what an outside attacker tried against a running site (issue 45), each attack the
// request that showed it, against the build as `npm start` serves it, with a real mail server. SECURITY.md
// lists each attack beside its test here.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { otherSpellings, tokenWithEverySymbol } from '@/lib/enquiry/server/held/review-token.fixture';
import { addressKey } from '@/lib/enquiry/server/address-key';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';
import { foreignHosts } from '@/lib/enquiry/server/unlinked.fixture';
import { multipart, postEnquiry, send } from '../test-kit/client';
import { runEnquiries } from '../test-kit/operator-command';
import { mailsContaining, token } from '../test-kit/inbox';
import { mailListeners, startMailServer } from '../test-kit/mail-server';
import type { Server } from '../test-kit/process';
import { prepareStandalone, serveSite, type Site } from '../test-kit/site';
import { baseUrl, mailEnv, smtpEnv, strictRelay } from '../test-kit/test-env';
import { webhookSink } from '../test-kit/webhook-sink';
import { contact } from '@/lib/site/facts';
import type { Health } from '@/lib/health/health';
import { NETWORK_CLIENTS } from '@/lib/enquiry/server/core/rate-limit';
import { digestFailingText, failingText, refusingText } from '@/lib/enquiry/server/core/delivery-alert';

const secret = 'abuse-battery-operator-link-secret-0123456789';
const cronSecret = 'abuse-battery-cron-secret';
let listeners: Awaited<ReturnType<typeof mailListeners>>;
let mail: Server;
let hook: Awaited<ReturnType<typeof webhookSink>>;
let site: Site;
let outbox: string;

// The site sends through a strict relay, as the attacker's target did: one that refuses at the end of DATA.
before(async () => {
  await prepareStandalone();
  listeners = await mailListeners(['slow', 'strict', 'closed']);
  mail = await startMailServer(listeners);
  hook = await webhookSink();
  outbox = await mkdtemp(path.join(tmpdir(), 'sarnia-abuse-'));
  site = await serveSite({
    ...mailEnv,
    ...smtpEnv(listeners.strictPort!),
    OUTBOX_DIR: outbox,
    OPERATOR_LINK_SECRET: secret,
    CRON_SECRET: cronSecret,
    HELD_DIGEST_EVERY_H: '0',
    ALERT_WEBHOOK_URL: hook.url,
    LOG_REFUSALS_EVERY_S: '1',
  });
});

after(async () => {
  await site?.stop();
  await mail?.stop();
  hook?.close();
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

const inbox = () => baseUrl(listeners.inboxPort);
const until = async (what: string, done: () => Promise<boolean> | boolean) => {
  for (const started = Date.now(); !(await done()); await new Promise((resolve) => setTimeout(resolve, 100)))
    assert.ok(Date.now() - started < 10_000, `${what} never came`);
};

const enquiry = (tag: string) => ({ name: 'Ada', email: 'ada@example.com', interest: 'other', message: `Hi ${tag}` });

/** A filled honeypot from a client of its own: the held record's id. */
async function heldId(from: string) {
  const answer = await postEnquiry(site.port, from, { ...enquiry(token()), leave_empty: 'x' });
  assert.equal(answer.status, 201, answer.body);
  const { reference } = JSON.parse(answer.body) as { reference: string };
  return (await sqliteStore(outbox).find(reference))!.id;
}

/** The refused requests a site has summed in its log so far, by code. */
function refusals(on: Site = site): Record<string, number> {
  const sums: Record<string, number> = {};
  const lines = on.output().split('\n');
  for (const line of lines.filter((text) => text.includes('"enquiry.refusals"')))
    for (const [code, count] of Object.entries((JSON.parse(line) as { refused: Record<string, number> }).refused))
      sums[code] = (sums[code] ?? 0) + count;
  return sums;
}

async function summed(code: string, atLeast: number, on: Site = site) {
  for (const started = Date.now(); Date.now() - started < 10_000;)
    if ((refusals(on)[code] ?? 0) >= atLeast) return;
    else await new Promise((resolve) => setTimeout(resolve, 200));
  assert.fail(`the log never summed ${atLeast} ${code}: ${JSON.stringify(refusals(on))}`);
}

test('a token has one spelling: the other spellings base64url decodes alike are each a 404, by GET and POST', async () => {
  const from = '127.45.3.1';
  const id = await heldId(from);
  const real = tokenWithEverySymbol(secret, id, Date.now() + 3_600_000);
  const spellings = otherSpellings(real);
  assert.equal(spellings.length, 17);
  // The Review page's bucket allows a client 30 requests in 10 minutes: the posts come from a second one.
  for (const other of spellings) {
    const path = `/operators/held/${other}`;
    assert.equal((await send({ port: site.port, from, path })).status, 404, `GET ${other}`);
    const posted = await send({ port: site.port, from: '127.45.3.2', method: 'POST', path, body: '' });
    assert.equal(posted.status, 404, `POST ${other}`);
  }
  assert.equal((await send({ port: site.port, from, path: `/operators/held/${real}` })).status, 200);
});

test('the proxy covers the Review route: a 5 MB post without a Content-Type to a real token is 413, and counted', async () => {
  const from = '127.45.4.1';
  const id = await heldId(from);
  const path = `/operators/held/${tokenWithEverySymbol(secret, id, Date.now() + 3_600_000)}`;
  const before = refusals()['too-large'] ?? 0;
  const answer = await send({ port: site.port, from, method: 'POST', path, body: Buffer.alloc(5_000_000) });
  assert.equal(answer.status, 413);
  assert.match(answer.body, /Not sent from the Review page/);
  await summed('too-large', before + 1);
  assert.equal((await sqliteStore(outbox).find(id))?.status, 'held');
});

test('a Review post naming a foreign Origin is refused even with Sec-Fetch-Site: same-origin, and counted', async () => {
  const from = '127.45.5.1';
  const id = await heldId(from);
  const path = `/operators/held/${tokenWithEverySymbol(secret, id, Date.now() + 3_600_000)}`;
  const before = refusals()['foreign-origin'] ?? 0;
  for (const origin of ['https://evil.example', `http://127.0.0.1:${site.port}`]) {
    const headers = { Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
    const answer = await send({ port: site.port, from, method: 'POST', path, headers, body: '' });
    assert.equal(answer.status, 403, origin);
  }
  await summed('foreign-origin', before + 2);
  assert.equal((await sqliteStore(outbox).find(id))?.status, 'held');
  // The page's own form: Origin null under its no-referrer policy, and same-origin.
  const own = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' };
  const released = await send({ port: site.port, from, method: 'POST', path, headers: own, body: '' });
  assert.match(released.body, /<h1>Delivered<\/h1>/);
});

test('under umask 022 a fresh OUTBOX_DIR is made 0700, and every file the site writes in it 0600 (folders 0700), the key it makes among them', async () => {
  const folder = path.join(outbox, 'fresh', 'outbox');
  // The site's process takes the umask it is started with.
  const umask = process.umask(0o022);
  let zeroConfig: Site | undefined;
  try {
    // Zero configuration: no ADDRESS_HASH_KEY either, so the site makes its key in the folder.
    zeroConfig = await serveSite({ OUTBOX_DIR: folder, ADDRESS_HASH_KEY: '' });
  } finally {
    process.umask(umask);
  }
  try {
    const from = '127.45.6.1';
    assert.equal((await postEnquiry(zeroConfig.port, from, enquiry(token()))).status, 201);
    assert.equal((await postEnquiry(zeroConfig.port, from, { ...enquiry(token()), leave_empty: 'x' })).status, 201);
    assert.equal((await stat(folder)).mode & 0o777, 0o700);
    // The site's own due work may rename a temporary file (the day's backup) between the listing and a look
    // at it: the folder is listed again until every file listed is looked at.
    const entries = async (): Promise<[string, Stats][]> => {
      const files = await readdir(folder, { recursive: true });
      try {
        return await Promise.all(
          files.map(async (name) => [name, await stat(path.join(folder, name))] as [string, Stats]),
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return entries();
      }
    };
    const files = await entries();
    const names = files.map(([name]) => name);
    const made = ['enquiries.db', 'address-hash.key'];
    assert.ok(names.some((name) => name.endsWith('.eml')) && made.every((name) => names.includes(name)), names.join());
    for (const [name, entry] of files) assert.equal(entry.mode & 0o777, entry.isDirectory() ? 0o700 : 0o600, name);
  } finally {
    await zeroConfig.stop();
  }
});

test('health asked at once on a fresh server, its relay a second late at each step and both cores busy: ok', async () => {
  const busy = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
  let fresh: Site | undefined;
  try {
    const settings = { ...mailEnv, ...smtpEnv(listeners.slowPort!), OUTBOX_DIR: path.join(outbox, 'slow-relay') };
    fresh = await serveSite(settings, { timeoutMs: 90_000 });
    const first = await send({ port: fresh.port, path: '/api/health' });
    assert.equal(first.status, 200, first.body);
    const health = JSON.parse(first.body) as { status: string; checks: Record<string, { status: string }> };
    assert.equal(health.status, 'ok', first.body);
    assert.ok(['pending', 'ok'].includes(health.checks.mail!.status), first.body);
    // The slow relay does verify: the mail check ends ok, well within its bound.
    for (let started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const answer = JSON.parse((await send({ port: fresh.port, path: '/api/health' })).body);
      if (answer.checks.mail.status === 'ok') break;
      assert.equal(answer.status, 'ok', JSON.stringify(answer));
      assert.ok(Date.now() - started < 20_000, 'the mail check never ended');
    }
  } finally {
    busy.forEach((child) => child.kill());
    await fresh?.stop();
  }
});

test('200 forged X-Forwarded-For addresses from one socket: the forger is held to its own limit, others are served', async () => {
  const forged = await serveSite({
    ...mailEnv,
    ...smtpEnv(listeners.port),
    OUTBOX_DIR: path.join(outbox, 'forged'),
    LOG_REFUSALS_EVERY_S: '1',
  });
  try {
    const from = '127.45.7.1';
    const answers = [];
    for (let i = 0; i < 200; i++) {
      const headers = { 'X-Forwarded-For': `203.0.${113 + (i >> 8)}.${i & 255}` };
      answers.push(await postEnquiry(forged.port, from, enquiry(token()), headers));
    }
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [...Array(5).fill(201), ...Array(195).fill(429)],
    );
    // Its own limit, ten minutes: never the form closed to everyone until the day is out.
    for (const answer of answers.slice(5)) {
      assert.equal(JSON.parse(answer.body).code, 'rate-limited');
      assert.ok(Number(answer.headers['retry-after']) <= 600, answer.headers['retry-after']);
    }
    // Naming a victim's address spends nothing of the victim's; another client is served too.
    const victim = '127.45.7.3';
    for (let i = 0; i < 10; i++) await postEnquiry(forged.port, from, enquiry(token()), { 'X-Forwarded-For': victim });
    for (const other of [victim, '127.45.7.2'])
      assert.equal((await postEnquiry(forged.port, other, enquiry(token()))).status, 201, other);
    // Each dropped header is counted; they came from loopback, as an undeclared proxy's would: that is said
    // once, with how to declare it, and health is degraded.
    await summed('forwarded-for', 210, forged);
    const health = JSON.parse((await send({ port: forged.port, path: '/api/health' })).body);
    assert.deepEqual([health.status, health.checks.limits], ['degraded', { status: 'down', code: 'undeclared-proxy' }]);
    const said = forged
      .output()
      .split('\n')
      .filter((line) => line.includes('Set TRUSTED_PROXY_COUNT to the number'));
    assert.equal(said.length, 1);
  } finally {
    await forged.stop();
  }
});

/** An enquiry the strict relay's antivirus filter refuses, and the record it left. */
async function refusedEnquiry(from: string) {
  const tag = token();
  const answer = await postEnquiry(site.port, from, {
    ...enquiry(tag),
    message: `Attached: ${strictRelay.antivirus} ${tag}`,
  });
  const record = (await sqliteStore(outbox).list()).find((found) => found.fields.message.includes(tag));
  return { answer, record };
}

const lastMessage = () => sqliteStore(outbox).flag('last-message');

test('a message the relay refuses (554 at DATA) is that message’s problem: kept refused, no alarm, health ok, mail still goes', async () => {
  const from = '127.45.8.1';
  const { answer, record } = await refusedEnquiry(from);
  assert.equal(answer.status, 422);
  assert.deepEqual(JSON.parse(answer.body), {
    error: `Our mail server would not accept your message. Please email us at ${contact.email}.`,
    code: 'message-refused',
  });
  assert.deepEqual([record?.status, record?.refusal, record?.nextAttemptAt], ['refused', 'SMTP 554 5.7.1', undefined]);
  // The alert's own work, after the answer, has taken note of it, and raised nothing.
  await until('the refusal noted', async () => (await lastMessage()) === 'refused');
  assert.deepEqual(hook.texts, []);
  assert.doesNotMatch(site.output(), /enquiry\.delivery-failing/);
  const health = JSON.parse((await send({ port: site.port, path: '/api/health' })).body);
  assert.deepEqual([health.status, health.checks.delivery], ['ok', { status: 'ok' }]);
  // A normal enquiry two seconds later is delivered: mail was not broken.
  const tag = token();
  assert.equal((await postEnquiry(site.port, from, enquiry(tag))).status, 201);
  assert.equal((await mailsContaining(tag, inbox())).length, 1);
  await until('the delivery noted', async () => (await lastMessage()) === 'delivered');
});

test('two messages refused with none delivered between them raise the alert: then it is the relay', async () => {
  await until('the last delivery noted', async () => (await lastMessage()) !== 'refused');
  for (const from of ['127.45.9.1', '127.45.9.2']) assert.equal((await refusedEnquiry(from)).answer.status, 422);
  await until('the alert', () => hook.texts.length > 0);
  assert.deepEqual(hook.texts, [refusingText]);
  // The next digest names them, without a word of theirs: the relay would refuse it too. (Each enquiry sent
  // runs the due work after its answer, so the first refusal's digest went with the delivery above.)
  const cron = await send({ port: site.port, path: '/api/cron', headers: { Authorization: `Bearer ${cronSecret}` } });
  assert.equal(cron.status, 200, cron.body);
  const digests = await mailsContaining('refused by the mail server', inbox(), { digests: true });
  assert.equal(digests.at(-1)?.subject, '2 enquiries refused by the mail server');
  for (const digest of digests) assert.ok(!digest.raw.includes(strictRelay.antivirus), digest.subject);
});

test('a wrong CONTACT_FROM, refused for the sender’s policy at DATA (5.7.26), still raises the alert at once', async () => {
  const wrongHook = await webhookSink();
  const wrong = await serveSite({
    ...mailEnv,
    CONTACT_FROM: `Sarnia website <website@${strictRelay.unalignedDomain}>`,
    ...smtpEnv(listeners.strictPort!),
    OUTBOX_DIR: path.join(outbox, 'wrong-sender'),
    ALERT_WEBHOOK_URL: wrongHook.url,
  });
  try {
    const answer = await postEnquiry(wrong.port, '127.45.10.1', enquiry(token()));
    assert.deepEqual([answer.status, JSON.parse(answer.body).code], [502, 'delivery-failed']);
    await until('the alert', () => wrongHook.texts.length > 0);
    assert.deepEqual(wrongHook.texts, [failingText]);
  } finally {
    await wrong.stop();
    wrongHook.close();
  }
});

test('an address outside ASCII to a relay without SMTPUTF8: delivered, left out of Reply-To and given in the text', async () => {
  const from = '127.45.11.1';
  const tag = token();
  const answer = await postEnquiry(site.port, from, { ...enquiry(tag), email: 'üser@exämple.com' });
  assert.equal(answer.status, 201, answer.body);
  const [received] = await mailsContaining(tag, inbox());
  assert.equal(received?.replyTo, null);
  assert.match(received!.text, /Reply to Ada: write to üser@exämple\.com\./);
  // A domain alone outside ASCII goes as punycode, which any server takes: it stays the Reply-To.
  const domainOnly = token();
  assert.equal((await postEnquiry(site.port, from, { ...enquiry(domainOnly), email: 'user@exämple.com' })).status, 201);
  const [punycode] = await mailsContaining(domainOnly, inbox());
  assert.match(punycode!.raw, /^Reply-To: Ada <user@xn--exmple-cua\.com>$/m);
});

test('the eight hosts that stayed whole in a digest are each written with [.] in the next one', async () => {
  const tag = token();
  const message = `${tag} ${foreignHosts.join(' ')}`;
  const held = await postEnquiry(site.port, '127.45.12.1', { ...enquiry(tag), message, leave_empty: 'x' });
  assert.equal(held.status, 201);
  const cron = await send({ port: site.port, path: '/api/cron', headers: { Authorization: `Bearer ${cronSecret}` } });
  assert.equal(cron.status, 200, cron.body);
  const [digest] = await mailsContaining(tag, inbox(), { digests: true });
  assert.ok(digest, 'no digest arrived');
  for (const host of foreignHosts) assert.ok(!digest.text.includes(host.split('/')[0]!), `${host} stayed whole`);
  assert.ok(digest.text.includes('www[.]пример[.]рф') && digest.text.includes('evil[.]com'));
});

test('the small ones: a reversed file name or a bare CR in the message is refused; a trailing slash’s redirect has the headers', async () => {
  for (const message of ['Invoice: \u202egnp.exe', 'Fine\rOverwritten']) {
    const answer = await postEnquiry(site.port, '127.45.13.1', { ...enquiry(token()), message });
    assert.equal(answer.status, 400);
    assert.deepEqual(JSON.parse(answer.body).fields, { message: 'Message contains characters we cannot accept' });
  }
  for (const path of ['/operators/held/x/', '/api/cron/']) {
    const redirect = await send({ port: site.port, path });
    assert.deepEqual([redirect.status, redirect.headers.location], [308, path.slice(0, -1)]);
    assert.equal(redirect.headers['x-frame-options'], 'DENY');
    assert.match(String(redirect.headers['strict-transport-security']), /max-age=/);
    assert.match(String(redirect.headers['content-security-policy']), /frame-ancestors 'none'/);
  }
});

/** One run of the due work, as a scheduler calls it. */
async function runDueWork(on: Site = site) {
  const cron = await send({ port: on.port, path: '/api/cron', headers: { Authorization: `Bearer ${cronSecret}` } });
  assert.equal(cron.status, 200, cron.body);
}

test('a held message the relay refuses stops no digest: it is named without its words, and the next held one is announced within two runs', async () => {
  const held = async (message: string) => {
    const answer = await postEnquiry(site.port, '127.45.14.1', { ...enquiry(token()), message, leave_empty: 'x' });
    assert.equal(answer.status, 201, answer.body);
    return (JSON.parse(answer.body) as { reference: string }).reference;
  };
  const trap = await held(`Attached: ${strictRelay.antivirus}`);
  await runDueWork();
  const [named] = await mailsContaining(trap, inbox(), { digests: true });
  assert.ok(named, 'no digest named the refused one');
  assert.match(named.text, /The mail server refused this digest when it quoted them/);
  const tag = token();
  const person = await held(`A real person ${tag}`);
  for (let run = 0; run < 2 && !(await mailsContaining(person, inbox(), { digests: true })).length; run++)
    await runDueWork();
  const [next] = await mailsContaining(person, inbox(), { digests: true });
  assert.ok(next, 'the next held enquiry was not announced within two runs');
  assert.ok(next.text.includes(`A real person ${tag}`), 'the next digest quotes its message again');
  const digests = await mailsContaining('held as suspected spam', inbox(), { digests: true });
  for (const digest of digests) assert.ok(!digest.raw.includes(strictRelay.antivirus), digest.subject);
  // One refusal, once: the digest is not tried again quoting it.
  const refusals = site
    .output()
    .split('\n')
    .filter((line) => /"enquiry\.held-digest".*"message-refused"/.test(line));
  assert.equal(refusals.length, 1, refusals.join('\n'));
});

test('a digest that cannot be sent for longer than DELIVERY_ALERT_AFTER_S degrades health and raises the alert', async () => {
  const digestHook = await webhookSink();
  const unsent = await serveSite({
    ...mailEnv,
    ...smtpEnv(listeners.closedPort!),
    OUTBOX_DIR: path.join(outbox, 'digest-overdue'),
    CRON_SECRET: cronSecret,
    HELD_DIGEST_EVERY_H: '0',
    DELIVERY_ALERT_AFTER_S: '1',
    REDELIVERY_FIRST_S: '1',
    REDELIVERY_MAX_S: '2',
    ALERT_WEBHOOK_URL: digestHook.url,
  });
  try {
    const answer = await postEnquiry(unsent.port, '127.45.15.1', { ...enquiry(token()), leave_empty: 'x' });
    assert.equal(answer.status, 201, answer.body);
    await until('the alert', async () => (await runDueWork(unsent), digestHook.texts.length > 0));
    assert.deepEqual(digestHook.texts, [digestFailingText]);
    const health = JSON.parse((await send({ port: unsent.port, path: '/api/health' })).body) as Health;
    assert.equal(health.status, 'degraded');
    assert.equal(health.checks.digest.status, 'down');
    assert.equal(health.checks.digest.code, 'overdue');
    // Held, not waiting: the enquiries' own check has nothing to say.
    assert.deepEqual(health.checks.delivery, { status: 'ok' });
  } finally {
    await unsent.stop();
    digestHook.close();
  }
});

test('300 enquiries from one /56 through a declared proxy: at most the /56’s limit reach the inbox, and a visitor from another network is delivered', async () => {
  const proxied = await serveSite({
    ...mailEnv,
    ...smtpEnv(listeners.port),
    OUTBOX_DIR: path.join(outbox, 'one-network'),
    TRUSTED_PROXY_COUNT: '1',
  });
  try {
    const tag = token();
    const statuses: number[] = [];
    // Five from each of 60 /64s of 2001:db8:5600::/56, each a client of its own: 184,000 a day before.
    for (let i = 0; i < 300; i++) {
      const headers = { 'X-Forwarded-For': `2001:db8:5600:${(i % 60).toString(16)}::${i}` };
      const answer = await postEnquiry(
        proxied.port,
        '127.45.16.1',
        { ...enquiry(tag), message: `${tag} ${i}` },
        headers,
      );
      statuses.push(answer.status);
    }
    const limit = 5 * NETWORK_CLIENTS;
    assert.deepEqual(statuses, [...Array(limit).fill(201), ...Array(300 - limit).fill(429)]);
    assert.equal((await mailsContaining(tag, inbox())).length, limit);
    const other = token();
    const headers = { 'X-Forwarded-For': '2001:db8:5700::1' };
    const answer = await postEnquiry(proxied.port, '127.45.16.1', enquiry(other), headers);
    assert.equal(answer.status, 201, answer.body);
    assert.equal((await mailsContaining(other, inbox())).length, 1);
  } finally {
    await proxied.stop();
  }
});

test('the site’s ceiling: once every client’s enquiries together reach it, the form is busy for everyone, and the alert says so once', async () => {
  const ceilingHook = await webhookSink();
  const busy = await serveSite({
    ...mailEnv,
    ...smtpEnv(listeners.port),
    OUTBOX_DIR: path.join(outbox, 'ceiling'),
    TRUSTED_PROXY_COUNT: '1',
    CONTACT_RATE_LIMIT_SHARED_MAX: '3',
    ALERT_WEBHOOK_URL: ceilingHook.url,
  });
  try {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (const address of ['198.51.100.1', '203.0.113.1', '2001:db8:1::1'])
      assert.equal((await postEnquiry(busy.port, '127.45.17.1', enquiry(token()), from(address))).status, 201);
    for (const address of ['192.0.2.1', '2001:db8:2::1', '2001:db8:3::1']) {
      const refused = await postEnquiry(busy.port, '127.45.17.1', enquiry(token()), from(address));
      assert.equal(refused.status, 429);
      assert.deepEqual(JSON.parse(refused.body), {
        error: `The enquiry form has taken all the enquiries it can today. Please email us at ${contact.email}.`,
        code: 'form-busy',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter > 600 && retryAfter <= 86_400, String(retryAfter));
    }
    await until('the alert', () => ceilingHook.texts.length > 0);
    assert.equal(ceilingHook.texts.length, 1);
    assert.match(ceilingHook.texts[0]!, /the enquiry form has taken all the enquiries it takes in a day/);
    const health = async () => JSON.parse((await send({ port: busy.port, path: '/api/health' })).body) as Health;
    await until('health degraded', async () => (await health()).checks.limits.code === 'shared-spent');
    assert.equal((await health()).status, 'degraded');
    assert.equal(ceilingHook.texts.length, 1);
  } finally {
    await busy.stop();
    ceilingHook.close();
  }
});

test('one address’s held enquiries against a ceiling of 10 take a tenth of it for the day, its /24 with it; a visitor from another network is served', async () => {
  const small = await serveSite({
    ...mailEnv,
    ...smtpEnv(listeners.port),
    OUTBOX_DIR: path.join(outbox, 'tenth'),
    CONTACT_RATE_LIMIT_SHARED_MAX: '10',
  });
  try {
    // The attack, at the socket's address: trap-filled (held, silent) enquiries, five at a time.
    const from = '127.45.20.1';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await postEnquiry(small.port, from, { ...enquiry(token()), leave_empty: 'x' }));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [201, 429, 429, 429, 429],
    );
    // Its own day's bound, not the form's: refused for the day, not ten minutes, and the form stays open.
    for (const answer of answers.slice(1)) {
      assert.equal(JSON.parse(answer.body).code, 'rate-limited');
      assert.ok(Number(answer.headers['retry-after']) > 600, answer.headers['retry-after']);
    }
    assert.equal((await postEnquiry(small.port, '127.45.20.2', enquiry(token()))).status, 429);
    const tag = token();
    const visitor = await postEnquiry(small.port, '127.45.21.1', enquiry(tag));
    assert.equal(visitor.status, 201, visitor.body);
    assert.equal((await mailsContaining(tag, inbox())).length, 1);
    const health = JSON.parse((await send({ port: small.port, path: '/api/health' })).body) as Health;
    assert.notEqual(health.checks.limits.code, 'shared-spent');
  } finally {
    await small.stop();
  }
});

test('40 junk posts from two addresses of a /24 leave a third address’s enquiry delivered; each sender is held to its own count', async () => {
  for (const from of ['127.45.22.1', '127.45.22.2'])
    for (let i = 0; i < 20; i++) {
      // Half an empty object (400, validation), half no JSON at all (400, before it).
      const junk =
        i % 2
          ? await postEnquiry(site.port, from, {})
          : await send({ port: site.port, from, method: 'POST', path: '/api/contact', headers: json, body: '{' });
      assert.equal(junk.status, 400, `${from} ${i}`);
    }
  const tag = token();
  const valid = await postEnquiry(site.port, '127.45.22.3', enquiry(tag));
  assert.equal(valid.status, 201, valid.body);
  assert.equal((await mailsContaining(tag, inbox())).length, 1);
  assert.equal((await postEnquiry(site.port, '127.45.22.1', enquiry(token()))).status, 429);
});

const json = { 'Content-Type': 'application/json' };

/** A form post from `from` whose body arrives a byte every `everyMs`; how many bytes had gone when it was answered. */
function trickledForm(port: number, from: string, path: string, form: { type: string; body: Buffer }, everyMs: number) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    const headers = { 'Content-Type': form.type, 'Content-Length': String(form.body.length) };
    const request = http.request(
      { host: '127.0.0.1', port, localAddress: from, method: 'POST', path, agent: false, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sent }),
        );
      },
    );
    request.on('error', (error) => (sent < form.body.length ? undefined : reject(error)));
    request.flushHeaders();
    const timer = setInterval(() => {
      if (sent >= form.body.length || request.destroyed) return clearInterval(timer);
      request.write(form.body.subarray(sent, ++sent));
      if (sent === form.body.length) request.end();
    }, everyMs);
  });
}

test('a no-script post trickling its body is answered 408 within the JSON route’s 10 s, while it is still arriving', async () => {
  const before = site.output().length;
  const form = await multipart({ ...enquiry(token()), language: 'fr', leave_empty: '' });
  const answer = await trickledForm(site.port, '127.45.23.1', '/fr', form, 1_000);
  assert.equal(answer.status, 408, answer.body);
  assert.ok(answer.body.includes('Votre demande a mis trop de temps à nous parvenir.'), answer.body);
  // Ten seconds at a byte a second: the limit ended it, not Node's five minutes, nor the body's end.
  assert.ok(answer.sent < 30, String(answer.sent));
  assert.doesNotMatch(site.output().slice(before), /\n\s+at /);
});

test('a multipart post without its boundary, empty, not a form or naming no action is answered 400 on / and /fr, with no stack trace', async () => {
  const before = site.output().length;
  const posts: [string, string][] = [
    ['multipart/form-data', 'name=Ada'],
    ['multipart/form-data; charset=utf-8', '--x\r\n\r\n--x--\r\n'],
    ['multipart/form-data; boundary=x', ''],
    ['multipart/form-data; boundary=x', 'garbage that is no form at all, long enough'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'],
  ];
  for (const path of ['/', '/fr'])
    for (const [type, body] of posts) {
      const answer = await send({
        port: site.port,
        from: '127.45.24.1',
        method: 'POST',
        path,
        headers: { 'Content-Type': type },
        body,
      });
      assert.equal(answer.status, 400, `${path} ${type} ${JSON.stringify(body)}`);
      const words = path === '/fr' ? 'Votre demande n’a pas pu être lue.' : 'Your enquiry could not be read.';
      assert.ok(answer.body.includes(words), answer.body);
    }
  await summed('invalid-form', 10);
  assert.doesNotMatch(site.output().slice(before), /\n\s+at /);
});

test('one mailbox spelled ten ways from ten networks gets one receipt; erase then leaves no record of its address, and --mailbox none of the rest', async () => {
  const dir = path.join(outbox, 'one-mailbox');
  const spelled = await serveSite({
    ...mailEnv,
    ...smtpEnv(listeners.port),
    OUTBOX_DIR: dir,
    TRUSTED_PROXY_COUNT: '1',
  });
  try {
    const local = `v-${token()}`;
    // As the form takes them and nodemailer sends each to one mailbox: case, wide letters, a +tag.
    const spellings = [
      `${local}@example.com`,
      `${local.toUpperCase()}@EXAMPLE.COM`,
      `${local}@ｅｘａｍｐｌｅ.com`,
      `${local}@ＥＸＡＭＰＬＥ.ＣＯＭ`,
      `${local}@exaｍple.cｏm`,
      `${local}@Example.Com`,
      `${local}+1@example.com`,
      `${local.toUpperCase()}+news@example.com`,
      `${local}+2@ｅxample.ｃｏｍ`,
      `${local}+x@EXAMPLE.com`,
    ];
    for (const [i, email] of spellings.entries()) {
      const headers = { 'X-Forwarded-For': `198.51.${100 + i}.7` };
      const answer = await postEnquiry(spelled.port, '127.45.18.1', { ...enquiry(token()), email }, headers);
      assert.equal(answer.status, 201, answer.body);
    }
    const settled = async () =>
      (await sqliteStore(dir).list()).filter((record) => ['sent', 'not-sent'].includes(record.receipt?.state ?? ''));
    await until('every receipt decided', async () => (await settled()).length === spellings.length);
    const receipts = (await mailsContaining(local, inbox())).filter((mail) =>
      mail.envelope.to.some((to) => to.toLowerCase().startsWith(local)),
    );
    assert.equal(receipts.length, 1, receipts.map((mail) => mail.envelope.to.join()).join('; '));
    assert.deepEqual((await settled()).map((record) => record.receipt?.why ?? 'sent').sort(), [
      ...Array(spellings.length - 1).fill('address'),
      'sent',
    ]);

    const key = addressKey(spellings[0]!);
    const erased = await runEnquiries(['erase', '--email', key], { OUTBOX_DIR: dir });
    assert.equal(erased.code, 0, erased.stderr);
    assert.match(erased.stdout, new RegExp(`Erased for ${key}: 6 records`));
    assert.match(erased.stdout, /Not erased: 4 records from another form of the same mailbox .*--mailbox/);
    const left = await sqliteStore(dir).list();
    assert.deepEqual(
      left.filter((record) => addressKey(record.fields.email) === key),
      [],
    );
    assert.equal(left.length, 4);
    const all = await runEnquiries(['erase', '--email', key, '--mailbox'], { OUTBOX_DIR: dir });
    assert.equal(all.code, 0, all.stderr);
    assert.match(all.stdout, /and the other forms of its mailbox: 4 records/);
    assert.deepEqual(await sqliteStore(dir).list(), []);
  } finally {
    await spelled.stop();
  }
});
