import assert from 'node:assert/strict';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkWritable } from '@/lib/enquiry/server/mail/atomic-file';
import { checkDatabase } from '@/lib/enquiry/server/store/sqlite';
import { hostingFact } from '@/lib/build-env';
import { codeOf, healthProbe, healthProbe as probeOf, type HealthIo } from './health';
import { env, fail, io, redisUrl, smtp } from './fakes.fixture';

test('everything working is ok; Redis unset and an outbox behind SMTP are reported as such', async () => {
  assert.deepEqual(await healthProbe(env(smtp), io())(), {
    status: 'ok',
    checks: {
      mail: { status: 'ok', via: 'smtp' },
      redis: { status: 'off', code: 'not-configured' },
      outbox: { status: 'ok' },
      limits: { status: 'ok' },
      delivery: { status: 'ok' },
      digest: { status: 'ok' },
      hosting: { status: 'ok' },
      backup: { status: 'ok' },
    },
  });
  const withRedis = await healthProbe(env({ ...smtp, ...redisUrl }), io())();
  assert.equal(withRedis.status, 'ok');
  assert.deepEqual(withRedis.checks.redis, { status: 'ok' });
});

test('without SMTP, mail goes to the outbox folder: ok where it can be written, down where it cannot', async () => {
  const ok = await healthProbe(env({}), io())();
  assert.equal(ok.status, 'ok');
  assert.deepEqual(ok.checks.mail, { status: 'ok', via: 'outbox' });
  const broken = await healthProbe(env({}), io({ checkWritable: fail('EACCES') }))();
  assert.equal(broken.status, 'down');
  assert.deepEqual(broken.checks.mail, { status: 'down', code: 'permission', via: 'outbox' });
  assert.deepEqual(broken.checks.outbox, { status: 'down', code: 'permission' });
});

test('mail failing while enquiries can be kept is degraded; kept nowhere as well is down', async () => {
  const unreachable = await healthProbe(env(smtp), io({ verifySmtp: fail('ECONNECTION') }))();
  assert.equal(unreachable.status, 'degraded');
  assert.deepEqual(unreachable.checks.mail, { status: 'down', code: 'unreachable', via: 'smtp' });
  const keptInRedis = await healthProbe(
    env({ ...smtp, ...redisUrl }),
    io({ verifySmtp: fail('EAUTH'), checkWritable: fail('EROFS') }),
  )();
  assert.equal(keptInRedis.status, 'degraded');
  const nowhere = await healthProbe(
    env({ ...smtp, ...redisUrl }),
    io({ verifySmtp: fail('EAUTH'), pingRedis: fail('unavailable'), checkWritable: fail('EROFS') }),
  )();
  assert.equal(nowhere.status, 'down');
  assert.deepEqual(nowhere.checks, {
    mail: { status: 'down', code: 'auth', via: 'smtp' },
    redis: { status: 'down', code: 'unavailable' },
    outbox: { status: 'down', code: 'read-only' },
    limits: { status: 'ok' },
    delivery: { status: 'ok' },
    digest: { status: 'ok' },
    hosting: { status: 'ok' },
    backup: { status: 'off', code: 'redis' },
  });
});

test('Redis down while mail works is degraded (counts fall back to memory); an outbox behind Redis is only a fallback', async () => {
  const redisDown = await healthProbe(env({ ...smtp, ...redisUrl }), io({ pingRedis: fail('unavailable') }))();
  assert.equal(redisDown.status, 'degraded');
  const outboxDown = await healthProbe(env({ ...smtp, ...redisUrl }), io({ checkWritable: fail('ENOSPC') }))();
  assert.equal(outboxDown.status, 'ok');
  assert.deepEqual(outboxDown.checks.outbox, { status: 'down', code: 'full' });
});

test('on Vercel the disk is no store: without Redis a failed enquiry could not be kept, and says so', async () => {
  const healthProbe = (settings: ReturnType<typeof env>, fakes: ReturnType<typeof io>) =>
    probeOf(settings, fakes, { built: hostingFact({ VERCEL: '1' }) });
  let writes = 0;
  const counting = io({ checkWritable: async () => void writes++ });
  const smtpOnly = await healthProbe(env({ ...smtp, VERCEL: '1' }), counting)();
  assert.deepEqual(smtpOnly, {
    status: 'degraded',
    checks: {
      mail: { status: 'ok', via: 'smtp' },
      redis: { status: 'off', code: 'not-configured' },
      outbox: { status: 'off', code: 'vercel' },
      limits: { status: 'ok' },
      delivery: { status: 'ok' },
      digest: { status: 'ok' },
      hosting: { status: 'ok' },
      backup: { status: 'off', code: 'vercel' },
    },
  });
  assert.equal(writes, 0);
  const redisOnly = await healthProbe(env({ ...redisUrl, VERCEL: '1' }), counting)();
  assert.equal(redisOnly.status, 'degraded');
  assert.deepEqual(redisOnly.checks.mail, { status: 'down', code: 'not-configured', via: 'none' });
  assert.equal((await healthProbe(env({ VERCEL: '1' }), counting)()).status, 'down');
  assert.equal((await healthProbe(env({ ...smtp, ...redisUrl, VERCEL: '1' }), counting)()).status, 'ok');
});

test('behind a proxy nobody declared (an X-Forwarded-For dropped from a private address) the limits are down, the site degraded', async () => {
  const behind = await healthProbe(env(smtp), io({ undeclaredProxy: () => true }))();
  assert.deepEqual([behind.status, behind.checks.limits], ['degraded', { status: 'down', code: 'undeclared-proxy' }]);
});

test('the shared allowance spent is degraded (still 200), with a limits check saying until when', async () => {
  const until = Date.parse('2026-11-25T09:00:00.000Z');
  const spent = await healthProbe(env(smtp), io({ sharedSpentUntil: async () => until }))();
  assert.deepEqual(spent, {
    status: 'degraded',
    checks: {
      mail: { status: 'ok', via: 'smtp' },
      redis: { status: 'off', code: 'not-configured' },
      outbox: { status: 'ok' },
      limits: { status: 'down', code: 'shared-spent', until: '2026-11-25T09:00:00.000Z' },
      delivery: { status: 'ok' },
      digest: { status: 'ok' },
      hosting: { status: 'ok' },
      backup: { status: 'ok' },
    },
  });
  // Open again: ok. An enquiry neither sent nor kept is still down, whatever the limits say.
  assert.equal((await healthProbe(env(smtp), io())()).status, 'ok');
  const nowhere = io({ verifySmtp: fail('EAUTH'), checkWritable: fail('EROFS'), sharedSpentUntil: async () => until });
  assert.equal((await healthProbe(env(smtp), nowhere)()).status, 'down');
  // A count that cannot be read is said so by its code, not taken for an open allowance.
  const unread = await healthProbe(env(smtp), io({ sharedSpentUntil: fail('ETIMEDOUT') }))();
  assert.deepEqual([unread.status, unread.checks.limits], ['degraded', { status: 'down', code: 'timeout' }]);
});

test('only known codes pass; anything else, or an inherited property name, becomes "failed"', () => {
  assert.equal(codeOf({ code: 'ETIMEDOUT' }), 'timeout');
  assert.equal(codeOf({ code: 'constructor' }), 'failed');
  assert.equal(codeOf(new Error('x')), 'failed');
  assert.equal(codeOf(null), 'failed');
});

test('with the real checks: a folder that takes files holds the database and is ok; a file in its place, or a database that is not one, is not', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-health-'));
  const real = { checkWritable, checkRecords: checkDatabase };
  const probe = healthProbe(env({ OUTBOX_DIR: dir }), io(real));
  assert.equal((await probe()).status, 'ok');
  // Records are written to the database here (with Redis, it is their fallback), so it is probed; the
  // folder's write check leaves nothing behind.
  assert.deepEqual(
    (await readdir(dir)).filter((name) => !name.startsWith('enquiries.db')),
    [],
  );
  await writeFile(path.join(dir, 'file'), 'x');
  const broken = await healthProbe(env({ OUTBOX_DIR: path.join(dir, 'file') }), io(real))();
  assert.equal(broken.status, 'down');
  assert.deepEqual(broken.checks.outbox, { status: 'down', code: 'not-a-folder' });
  const notADatabase = await mkdtemp(path.join(os.tmpdir(), 'sarnia-health-'));
  await writeFile(path.join(notADatabase, 'enquiries.db'), 'not a database. '.repeat(100));
  const corrupt = await healthProbe(env({ OUTBOX_DIR: notADatabase }), io(real))();
  assert.deepEqual(corrupt.checks.outbox, { status: 'down', code: 'not-a-database' });
});

test('an enquiry waiting past DELIVERY_ALERT_AFTER_S degrades the site, saying since when; ok again once none waits', async () => {
  const now = Date.parse('2026-11-27T09:00:00Z');
  const probe = (oldest: number | undefined | null) =>
    healthProbe(env({ ...smtp, DELIVERY_ALERT_AFTER_S: '900' }), io({ oldestWaiting: async () => oldest }), {
      now: () => now,
    })();
  const waiting = await probe(now - 901_000);
  assert.equal(waiting.status, 'degraded');
  assert.deepEqual(waiting.checks.delivery, { status: 'down', code: 'waiting', since: '2026-11-27T08:44:59.000Z' });
  assert.deepEqual((await probe(now - 900_000)).checks.delivery, { status: 'ok' });
  const drained = await probe(undefined);
  assert.equal(drained.status, 'ok');
  assert.deepEqual(drained.checks.delivery, { status: 'ok' });
  assert.deepEqual((await probe(null)).checks.delivery, { status: 'off', code: 'no-store' });
  const unread = await healthProbe(env(smtp), io({ oldestWaiting: fail('ETIMEDOUT') }))();
  assert.deepEqual(unread.checks.delivery, { status: 'down', code: 'timeout' });
});

test('a held digest failing past DELIVERY_ALERT_AFTER_S degrades the site, saying since when; ok once it goes', async () => {
  const now = Date.parse('2026-11-27T09:00:00Z');
  const probe = (state: Awaited<ReturnType<HealthIo['digestState']>>) =>
    healthProbe(env({ ...smtp, DELIVERY_ALERT_AFTER_S: '900' }), io({ digestState: async () => state }), {
      now: () => now,
    })();
  const failing = (sinceMs: number) => ({ lastSentMs: now - 86_400_000, failures: 3, failingSinceMs: now - sinceMs });
  const overdue = await probe(failing(901_000));
  assert.equal(overdue.status, 'degraded');
  assert.deepEqual(overdue.checks.digest, { status: 'down', code: 'overdue', since: '2026-11-27T08:44:59.000Z' });
  // Failing, but for no longer than the margin: the next attempts may still carry it.
  assert.deepEqual((await probe(failing(900_000))).checks.digest, { status: 'ok' });
  const sent = await probe({ lastSentMs: now, failures: 0 });
  assert.deepEqual([sent.status, sent.checks.digest], ['ok', { status: 'ok' }]);
  assert.deepEqual((await probe(null)).checks.digest, { status: 'off', code: 'no-store' });
  const unread = await healthProbe(env(smtp), io({ digestState: fail('ETIMEDOUT') }))();
  assert.deepEqual(unread.checks.digest, { status: 'down', code: 'timeout' });
});

test('on Vercel, a function where the policies do not say the site runs is degraded, and says how', async () => {
  const vercel = hostingFact({ VERCEL: '1' });
  const moved = await healthProbe(env({ ...smtp, ...redisUrl, VERCEL: '1', VERCEL_REGION: 'iad1' }), io(), {
    built: vercel,
  })();
  assert.deepEqual([moved.status, moved.checks.hosting], ['degraded', { status: 'down', code: 'region-mismatch' }]);
  const elsewhere = await healthProbe(env({ ...smtp, ...redisUrl, VERCEL: '1' }), io(), { built: hostingFact({}) })();
  assert.deepEqual(elsewhere.checks.hosting, { status: 'down', code: 'built-elsewhere' });
  const home = await healthProbe(env({ ...smtp, ...redisUrl, VERCEL: '1', VERCEL_REGION: 'lhr1' }), io(), {
    built: vercel,
  })();
  assert.deepEqual([home.status, home.checks.hosting], ['ok', { status: 'ok' }]);
});

test('the daily copy: none taken 36 hours after the first was due is degraded; none due yet is ok; Redis and Vercel take none', async () => {
  const due = Date.parse('2026-11-20T03:00:00Z');
  const at = (hours: number, state: Awaited<ReturnType<HealthIo['backupState']>>) =>
    healthProbe(env(smtp), io({ backupState: async () => state }), { now: () => due + hours * 3_600_000 })();
  assert.deepEqual((await at(30, { firstDue: due, sameDevice: false })).checks.backup, {
    status: 'ok',
    sameDevice: false,
  });
  const missing = await at(37, { firstDue: due, sameDevice: false });
  assert.deepEqual(
    [missing.status, missing.checks.backup],
    ['degraded', { status: 'down', code: 'missing', sameDevice: false }],
  );
  assert.deepEqual((await at(1000, {})).checks.backup, { status: 'ok' });
  assert.deepEqual((await healthProbe(env({ ...smtp, ...redisUrl }), io())()).checks.backup, {
    status: 'off',
    code: 'redis',
  });
});
