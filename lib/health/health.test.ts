import assert from 'node:assert/strict';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { checkWritable } from '@/lib/enquiry/server/atomic-file';
import { codeOf, healthProbe, type HealthIo } from './health';

const env = (values: Record<string, string>) => {
  const result = parseServerEnv({ OUTBOX_DIR: '/srv/outbox', ...values });
  assert.ok(result.ok);
  return result.env;
};
const fail = (code: string) => () => Promise.reject(Object.assign(new Error(`failed: ${code}`), { code }));
const pass = () => Promise.resolve();
const io = (parts: Partial<HealthIo> = {}): HealthIo => ({
  verifySmtp: pass,
  pingRedis: pass,
  checkWritable: pass,
  ...parts,
});
const never = () => new Promise<never>(() => {});
const smtp = { SMTP_HOST: 'smtp.example.com', SMTP_USER: 'site', SMTP_PASS: 'secret' };
const redisUrl = { REDIS_URL: 'redis://127.0.0.1:6379' };

test('everything working is ok; Redis unset and an outbox behind SMTP are reported as such', async () => {
  assert.deepEqual(await healthProbe(env(smtp), io())(), {
    status: 'ok',
    checks: {
      mail: { status: 'ok', via: 'smtp' },
      redis: { status: 'off', code: 'not-configured' },
      outbox: { status: 'ok' },
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
  let writes = 0;
  const counting = io({ checkWritable: async () => void writes++ });
  const smtpOnly = await healthProbe(env({ ...smtp, VERCEL: '1' }), counting)();
  assert.deepEqual(smtpOnly, {
    status: 'degraded',
    checks: {
      mail: { status: 'ok', via: 'smtp' },
      redis: { status: 'off', code: 'not-configured' },
      outbox: { status: 'off', code: 'vercel' },
    },
  });
  assert.equal(writes, 0);
  const redisOnly = await healthProbe(env({ ...redisUrl, VERCEL: '1' }), counting)();
  assert.equal(redisOnly.status, 'degraded');
  assert.deepEqual(redisOnly.checks.mail, { status: 'down', code: 'not-configured', via: 'none' });
  assert.equal((await healthProbe(env({ VERCEL: '1' }), counting)()).status, 'down');
  assert.equal((await healthProbe(env({ ...smtp, ...redisUrl, VERCEL: '1' }), counting)()).status, 'ok');
});

// The runner's timeout turns a probe that waits for ever into a failure rather than a hung run.
test(
  'checks that never answer: the answer still comes within a second, each check failing as "timeout"',
  { timeout: 5_000 },
  async () => {
    const stuck = io({ verifySmtp: never, pingRedis: never, checkWritable: never });
    const started = performance.now();
    const health = await healthProbe(env({ ...smtp, ...redisUrl }), stuck)();
    const elapsed = performance.now() - started;
    assert.ok(elapsed < 1_000, `answered after ${Math.round(elapsed)} ms`);
    assert.deepEqual(health, {
      status: 'down',
      checks: {
        mail: { status: 'down', code: 'timeout', via: 'smtp' },
        redis: { status: 'down', code: 'timeout' },
        outbox: { status: 'down', code: 'timeout' },
      },
    });
  },
);

test('the SMTP verification runs once for many probes: shared while running, kept 60 s when good, 10 s when not', async () => {
  let clock = 0;
  let verifies = 0;
  let result: () => Promise<void> = pass;
  const probe = healthProbe(
    env(smtp),
    io({
      verifySmtp: () => {
        verifies++;
        return result();
      },
    }),
    { now: () => clock },
  );
  await probe();
  await probe();
  await Promise.all([probe(), probe(), probe()]);
  assert.equal(verifies, 1);
  clock += 59_000;
  await probe();
  assert.equal(verifies, 1);
  clock += 2_000;
  result = fail('ECONNECTION');
  assert.equal((await probe()).checks.mail.code, 'unreachable');
  assert.equal(verifies, 2);
  clock += 9_000;
  assert.equal((await probe()).checks.mail.code, 'unreachable');
  assert.equal(verifies, 2);
  clock += 2_000;
  result = pass;
  assert.equal((await probe()).checks.mail.status, 'ok');
  assert.equal(verifies, 3);
});

test('concurrent probes share one verification, even one slower than the bound, and keep its result', async () => {
  let verifies = 0;
  let finish: () => void = () => {};
  const slow = () => {
    verifies++;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  const probe = healthProbe(env(smtp), io({ verifySmtp: slow }), { checkTimeoutMs: 20 });
  const [first, second] = await Promise.all([probe(), probe()]);
  assert.equal(first.checks.mail.code, 'timeout');
  assert.equal(second.checks.mail.code, 'timeout');
  assert.equal((await probe()).checks.mail.code, 'timeout');
  assert.equal(verifies, 1);
  finish();
  assert.deepEqual((await probe()).checks.mail, { status: 'ok', via: 'smtp' });
  assert.equal(verifies, 1);
});

test('no secret, host, address or path reaches the body, whatever the failures carry', async () => {
  const password = 'Zebra-pass-4417';
  const redisSecret = 'Quokka-redis-9921';
  const values = {
    SMTP_HOST: 'mail.secret-host.example',
    SMTP_USER: 'site-user',
    SMTP_PASS: password,
    REDIS_URL: `redis://default:${redisSecret}@cache.secret-host.example:6379`,
    OUTBOX_DIR: '/srv/private-outbox',
    CONTACT_TO: 'operators@sarnia-water.example',
  };
  const leaky = (error: Record<string, unknown>) => () =>
    Promise.reject(Object.assign(new Error(`${password} ${values.REDIS_URL} ${values.OUTBOX_DIR}`), error));
  const probe = healthProbe(env(values), {
    verifySmtp: leaky({ code: password, response: `535 ${values.SMTP_USER} ${password}` }),
    pingRedis: leaky({ code: values.REDIS_URL }),
    checkWritable: leaky({ code: 'EACCES', path: values.OUTBOX_DIR }),
  });
  const body = JSON.stringify(await probe());
  for (const secret of [password, redisSecret, 'secret-host', 'site-user', 'private-outbox', 'operators@'])
    assert.ok(!body.includes(secret), `the body carries ${secret}: ${body}`);
  assert.match(body, /"code":"failed"/);
});

test('only known codes pass; anything else, or an inherited property name, becomes "failed"', () => {
  assert.equal(codeOf({ code: 'ETIMEDOUT' }), 'timeout');
  assert.equal(codeOf({ code: 'constructor' }), 'failed');
  assert.equal(codeOf(new Error('x')), 'failed');
  assert.equal(codeOf(null), 'failed');
});

test('with the real write check: a folder that takes files is ok and left empty; a file in its place is not', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-health-'));
  const probe = healthProbe(env({ OUTBOX_DIR: dir }), io({ checkWritable }));
  assert.equal((await probe()).status, 'ok');
  assert.deepEqual(await readdir(dir), ['undelivered']);
  assert.deepEqual(await readdir(path.join(dir, 'undelivered')), []);
  await writeFile(path.join(dir, 'file'), 'x');
  const broken = await healthProbe(env({ OUTBOX_DIR: path.join(dir, 'file') }), io({ checkWritable }))();
  assert.equal(broken.status, 'down');
  assert.deepEqual(broken.checks.outbox, { status: 'down', code: 'not-a-folder' });
});
