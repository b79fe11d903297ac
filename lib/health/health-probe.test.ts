import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ANSWER_WAIT_MS, CHECK_BOUND_MS, healthProbe } from './health';
import { env, fail, io, never, pass, redisUrl, smtp } from './fakes.fixture';

// The probe's own clock bounds it: mocked timers and clock make that a fact of the code, not of this
// machine's speed.
test('checks that never answer: pending (the site ok) on the first probe, each "timeout" once past the bound', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  const stuck = io({
    verifySmtp: never,
    pingRedis: never,
    checkWritable: never,
    sharedSpentUntil: never,
    oldestWaiting: never,
    digestState: never,
  });
  const probe = healthProbe(env({ ...smtp, ...redisUrl }), stuck);
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  const answer = async (afterMs: number) => {
    let health: Awaited<ReturnType<typeof probe>> | undefined;
    void probe().then((value) => (health = value));
    await settle();
    t.mock.timers.tick(afterMs - 1);
    await settle();
    assert.equal(health, undefined);
    t.mock.timers.tick(1);
    await settle();
    return health;
  };
  probe.start();
  const pending = { status: 'pending' };
  assert.deepEqual(await answer(ANSWER_WAIT_MS), {
    status: 'ok',
    checks: {
      mail: { ...pending, via: 'smtp' },
      redis: pending,
      outbox: pending,
      limits: pending,
      delivery: pending,
      digest: pending,
      hosting: { status: 'ok' },
      backup: { status: 'off', code: 'redis' },
    },
  });
  t.mock.timers.tick(CHECK_BOUND_MS - 2 * ANSWER_WAIT_MS);
  const timeout = { status: 'down', code: 'timeout' };
  assert.deepEqual(await answer(ANSWER_WAIT_MS), {
    status: 'down',
    checks: {
      mail: { ...timeout, via: 'smtp' },
      redis: timeout,
      outbox: timeout,
      limits: timeout,
      delivery: timeout,
      digest: timeout,
      hosting: { status: 'ok' },
      backup: { status: 'off', code: 'redis' },
    },
  });
});

test('a check slower than the answer gives its last result; only one that fails or passes the bound is failed', async () => {
  let clock = 0;
  let finish: () => void = () => {};
  let verifies = 0;
  const verifySmtp = () => {
    verifies++;
    // The first verification answers at once; the next, a minute later, hangs until told.
    return verifies === 1 ? pass() : new Promise<void>((resolve) => (finish = resolve));
  };
  const probe = healthProbe(env(smtp), io({ verifySmtp }), { now: () => clock, answerWaitMs: 5 });
  assert.deepEqual((await probe()).checks.mail, { status: 'ok', via: 'smtp' });
  clock += 61_000;
  const slow = await probe();
  assert.deepEqual([slow.status, slow.checks.mail], ['ok', { status: 'ok', via: 'smtp' }]);
  assert.equal(verifies, 2);
  clock += CHECK_BOUND_MS;
  const late = await probe();
  assert.deepEqual([late.status, late.checks.mail], ['degraded', { status: 'down', code: 'timeout', via: 'smtp' }]);
  finish();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual((await probe()).checks.mail, { status: 'ok', via: 'smtp' });
  assert.equal(verifies, 2);
});

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

test('concurrent probes share one verification, even one slower than their wait, and keep its result', async () => {
  let verifies = 0;
  let finish: () => void = () => {};
  const slow = () => {
    verifies++;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  const probe = healthProbe(env(smtp), io({ verifySmtp: slow }), { answerWaitMs: 20 });
  const [first, second] = await Promise.all([probe(), probe()]);
  assert.deepEqual(first.checks.mail, { status: 'pending', via: 'smtp' });
  assert.deepEqual(second.checks.mail, { status: 'pending', via: 'smtp' });
  assert.equal((await probe()).status, 'ok');
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
    checkRecords: leaky({ code: values.OUTBOX_DIR, errcode: values.OUTBOX_DIR }),
    sharedSpentUntil: leaky({ code: values.REDIS_URL }),
    oldestWaiting: leaky({ code: values.REDIS_URL }),
    digestState: leaky({ code: values.REDIS_URL }),
    backupState: leaky({ code: values.OUTBOX_DIR }),
    undeclaredProxy: () => false,
  });
  const body = JSON.stringify(await probe());
  for (const secret of [password, redisSecret, 'secret-host', 'site-user', 'private-outbox', 'operators@'])
    assert.ok(!body.includes(secret), `the body carries ${secret}: ${body}`);
  assert.match(body, /"code":"failed"/);
});

test('where records are written is probed: the database without Redis; with it, Redis and the database it falls back to', async () => {
  const probed: string[] = [];
  const records = (dir: string) => (probed.push(dir), fail('SQLITE_NOTADB')());
  const onDisk = await healthProbe(env(smtp), io({ checkRecords: records }))();
  assert.deepEqual(onDisk.checks.outbox, { status: 'down', code: 'not-a-database' });
  assert.equal(onDisk.status, 'degraded');
  assert.deepEqual(probed, ['/srv/outbox']);
  probed.length = 0;
  const withRedis = await healthProbe(env({ ...smtp, ...redisUrl }), io({ checkRecords: records }))();
  assert.deepEqual(withRedis.checks.outbox, { status: 'down', code: 'not-a-database' });
  // Behind Redis the database is only a fallback: the site is still ok.
  assert.equal(withRedis.status, 'ok');
  assert.deepEqual(probed, ['/srv/outbox']);
  assert.deepEqual(withRedis.checks.redis, { status: 'ok' });
  // A folder that takes no files holds no database either (SQLite writes its -wal and -shm beside it).
  const readOnly = await healthProbe(env(smtp), io({ checkWritable: fail('EROFS') }))();
  assert.deepEqual(readOnly.checks.outbox, { status: 'down', code: 'read-only' });
});
