import { simpleParser } from 'mailparser';
import type { APIRequestContext } from '@playwright/test';
import { keptInFolder } from './support/enquiries';
// The other waiting specs' test, though it asks for none of their sites: one test object, one worker.
import { expect, test } from './support/sites';
import { openDatabase } from '../lib/enquiry/server/store/sqlite';
import { mailsContaining, token } from '../test-kit/inbox';
import { mailListeners, startMailServer } from '../test-kit/mail-server';
import { startRedis } from '../test-kit/redis-server';
import { serveSite, type Site } from '../test-kit/site';
import { webhookSink } from '../test-kit/webhook-sink';
import { baseUrl, contactAddresses, mailEnv, servers, smtp, smtpEnv, storeDir } from '../test-kit/test-env';

// Undelivered enquiries sending themselves, on schedules shortened to seconds: a real server, the real
// test SMTP server (stopped, then started), a webhook sink on loopback, and Redis where two servers share.

const secret = 'cron-secret-for-the-tests-0123456789';
const shortened = { REDELIVERY_FIRST_S: '1', REDELIVERY_MAX_S: '2', DELIVERY_ALERT_AFTER_S: '1' };
const enquiry = (tag: string) => ({ name: 'Zoë Le Page', email: 'zoe@example.gg', interest: 'other', message: tag });
const bearer = (value: string) => ({ headers: { Authorization: `Bearer ${value}` } });

const health = async (request: APIRequestContext, site: Site) =>
  (await (await request.get(`${site.origin}/api/health`)).json()) as {
    status: string;
    checks: { delivery: { status: string } };
  };
const events = (site: Site, prefix: string) =>
  site
    .output()
    .split('\n')
    .filter((line) => line.includes(`"event":"${prefix}`))
    .map((line) => (JSON.parse(line) as { event: string }).event);

test('SMTP stopped, an enquiry posted, SMTP started: it arrives by itself once, marked late, with its first Message-ID; health and the webhook say failing and recovered once each', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const tag = token();
  const listeners = await mailListeners();
  const sink = await webhookSink();
  const outbox = storeDir(`redelivery-${tag}`);
  const site = await serveSite({
    ...mailEnv,
    ...smtpEnv(listeners.port),
    ...shortened,
    OUTBOX_DIR: outbox,
    ALERT_WEBHOOK_URL: sink.url,
    CRON_SECRET: secret,
  });
  try {
    expect((await request.post(`${site.origin}/api/contact`, { data: enquiry(tag) })).status()).toBe(502);
    const [kept] = await keptInFolder(outbox, tag);
    expect(kept).toBeDefined();
    await expect.poll(async () => (await health(request, site)).checks.delivery.status).toBe('down');
    await expect.poll(() => sink.texts.length).toBe(1);
    expect(sink.texts[0]).toContain('not reaching you by e-mail');

    const mail = await startMailServer(listeners);
    try {
      const inbox = baseUrl(listeners.inboxPort);
      await expect.poll(async () => (await mailsContaining(tag, inbox)).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(async () => (await health(request, site)).status, { timeout: 20_000 }).toBe('ok');
      await expect.poll(() => sink.texts.length).toBe(2);
      // One whole run more, by the cron, once everything has settled: nothing is sent or said again.
      expect((await request.get(`${site.origin}/api/cron`, bearer(secret))).status()).toBe(200);
      expect(await mailsContaining(tag, inbox)).toHaveLength(1);
      expect(sink.texts[1]).toContain('reaching you by e-mail again');
      await expect
        .poll(() => events(site, 'enquiry.delivery-'))
        .toEqual(['enquiry.delivery-failing', 'enquiry.delivery-recovered']);

      const [arrived] = await mailsContaining(tag, inbox);
      const parsed = await simpleParser(arrived!.raw);
      expect(parsed.messageId).toBe(`<${kept!.id}@${contactAddresses.from.split('@')[1]}>`);
      expect(parsed.text).toMatch(/^Delivered late\. This enquiry was received .+ and reaches you after \d+ attempts/);
      expect(parsed.html).toContain('Delivered late. This enquiry was received');
      expect(sink.texts.join(' ')).not.toContain('zoe@example.gg');
    } finally {
      await mail.stop();
    }
  } finally {
    await site.stop();
    sink.close();
  }
});

test('two servers sharing Redis, both timers running and a cron call to each at the same moment: the enquiry arrives once', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const tag = token();
  const [listeners, redis] = await Promise.all([mailListeners(), startRedis()]);
  const settings = { ...mailEnv, ...smtpEnv(listeners.port), ...shortened, REDIS_URL: redis.url, CRON_SECRET: secret };
  const [a, b] = await Promise.all([
    serveSite({ ...settings, OUTBOX_DIR: storeDir(`pair-a-${tag}`) }),
    serveSite({ ...settings, OUTBOX_DIR: storeDir(`pair-b-${tag}`) }),
  ]);
  try {
    expect((await request.post(`${a.origin}/api/contact`, { data: enquiry(tag) })).status()).toBe(502);
    const mail = await startMailServer(listeners);
    try {
      const crons = await Promise.all([a, b].map((site) => request.get(`${site.origin}/api/cron`, bearer(secret))));
      expect(crons.map((answer) => answer.status())).toEqual([200, 200]);
      const inbox = baseUrl(listeners.inboxPort);
      await expect.poll(async () => (await mailsContaining(tag, inbox)).length, { timeout: 20_000 }).toBe(1);
      // A whole run on each after it arrived: still once.
      for (const site of [a, b])
        expect((await request.get(`${site.origin}/api/cron`, bearer(secret))).status()).toBe(200);
      expect(await mailsContaining(tag, inbox)).toHaveLength(1);
    } finally {
      await mail.stop();
    }
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await redis.stop();
  }
});

test('a mail server answering 535 raises the alert at once, and the enquiry waits the longest interval', async ({
  request,
}) => {
  const tag = token();
  const sink = await webhookSink();
  const outbox = storeDir(`refused-${tag}`);
  const site = await serveSite({
    ...mailEnv,
    ...smtpEnv(smtp.port),
    SMTP_PASS: 'not the password',
    REDELIVERY_FIRST_S: '1',
    REDELIVERY_MAX_S: '600',
    DELIVERY_ALERT_AFTER_S: '3600',
    OUTBOX_DIR: outbox,
    ALERT_WEBHOOK_URL: sink.url,
    CRON_SECRET: secret,
  });
  try {
    expect((await request.post(`${site.origin}/api/contact`, { data: enquiry(tag) })).status()).toBe(502);
    await expect.poll(() => sink.texts.length).toBe(1);
    await expect.poll(() => events(site, 'enquiry.delivery-')).toEqual(['enquiry.delivery-failing']);
    const db = openDatabase(`${outbox}/enquiries.db`);
    const { record } = db.prepare('SELECT record FROM records WHERE record LIKE ?').get(`%${tag}%`) as {
      record: string;
    };
    db.close();
    const kept = JSON.parse(record) as { attempts: number; statusAt: string; nextAttemptAt: string };
    expect(kept.attempts).toBe(1);
    expect(Date.parse(kept.nextAttemptAt) - Date.parse(kept.statusAt)).toBe(600_000);
    // A whole run: not tried at the first interval.
    const run = await request.get(`${site.origin}/api/cron`, bearer(secret));
    const report = { sent: 0, failed: 0, refused: 0, 'message-refused': 0, busy: 0, 'not-due': 0 };
    expect((await run.json()).report.redelivery).toEqual(report);
  } finally {
    await site.stop();
    sink.close();
  }
});

test('/api/cron: 404 without CRON_SECRET; with it a wrong bearer gets 401, counted as a refusal, and the right one 200', async ({
  request,
}) => {
  expect((await request.get(`${baseUrl(servers.main)}/api/cron`, bearer(secret))).status()).toBe(404);
  const site = await serveSite({
    ...mailEnv,
    OUTBOX_DIR: storeDir(`cron-${token()}`),
    CRON_SECRET: secret,
    LOG_REFUSALS_EVERY_S: '1',
  });
  try {
    for (const headers of [bearer('wrong-secret-of-enough-length'), {}, bearer(`${secret}x`)]) {
      const refused = await request.get(`${site.origin}/api/cron`, headers);
      expect(refused.status()).toBe(401);
      expect(refused.headers()['www-authenticate']).toBe('Bearer');
      expect(await refused.json()).toEqual({ error: 'A valid bearer token is required.', code: 'unauthorized' });
    }
    const run = await request.get(`${site.origin}/api/cron`, bearer(secret));
    expect(run.status()).toBe(200);
    expect(run.headers()['cache-control']).toBe('no-store');
    expect(await run.json()).toMatchObject({ ok: true, report: { redelivery: { sent: 0 } } });
    // Summed in the refusals line with every other refusal, a period (a second here) after the first.
    const counted = () =>
      [...site.output().matchAll(/"refused":\{"unauthorized":(\d+)\}/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    await expect.poll(counted, { timeout: 10_000 }).toBe(3);
  } finally {
    await site.stop();
  }
});

test('SIGTERM stops the timer without holding the process: Next exits 143, and where Next leaves the signal alone it still ends the process', async () => {
  for (const [extra, exit] of [
    [{}, 143],
    [{ NEXT_MANUAL_SIG_HANDLE: 'true' }, 'SIGTERM'],
  ] as const) {
    const site = await serveSite({ ...mailEnv, OUTBOX_DIR: storeDir(`sigterm-${token()}`), ...shortened, ...extra });
    site.child.kill('SIGTERM');
    expect(await site.exited, site.output()).toBe(exit);
  }
});
