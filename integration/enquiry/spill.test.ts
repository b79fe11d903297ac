// A server of one's own with Redis (compose's arrangement), when Redis and the mail server are both down:
// the enquiry is kept in the database in OUTBOX_DIR (502, as before), and once both answer again the due
// work gives it to Redis and sends it, marked late. The site as the image runs it, real Redis and SMTP.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { newRedisClient } from '@/lib/redis-client';
import { redisStore } from '@/lib/enquiry/server/store/redis-store';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';
import { postEnquiry } from '../../test-kit/client';
import { mailsContaining, token } from '../../test-kit/inbox';
import { mailListeners, startMailServer } from '../../test-kit/mail-server';
import { freePort } from '../../test-kit/ports';
import type { Server } from '../../test-kit/process';
import { startRedis } from '../../test-kit/redis-server';
import { prepareStandalone, serveSite } from '../../test-kit/site';
import { baseUrl, smtpEnv } from '../../test-kit/test-env';

const stops: (() => Promise<unknown>)[] = [];
after(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
});

test('with Redis and SMTP both down, an enquiry is kept on disk (502), then given to Redis and sent once both are back', async () => {
  await prepareStandalone();
  const outbox = await mkdtemp(path.join(tmpdir(), 'sarnia-spill-'));
  stops.push(() => rm(outbox, { recursive: true, force: true }));
  const redisPort = await freePort();
  const listeners = await mailListeners();
  const site = await serveSite(
    {
      ...smtpEnv(listeners.port),
      OUTBOX_DIR: outbox,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUSTED_PROXY_COUNT: '1',
      // The due work's timer ticks every second, and the first retry waits one.
      REDELIVERY_FIRST_S: '1',
    },
    { as: 'image' },
  );
  stops.push(() => site.stop());
  const message = `Kept through both outages ${token()}`;
  const answer = await postEnquiry(site.port, '127.0.0.1', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    interest: 'other',
    message,
  });
  assert.equal(answer.status, 502, answer.body);
  const [spilled] = await sqliteStore(outbox).list();
  assert.deepEqual([spilled?.status, spilled?.fields.message], ['undelivered', message]);

  const redis = await startRedis(redisPort);
  stops.push(() => redis.stop());
  const mail: Server = await startMailServer(listeners);
  stops.push(() => mail.stop());
  const inbox = baseUrl(listeners.inboxPort);
  const deadline = Date.now() + 30_000;
  let arrived = await mailsContaining(message, inbox);
  while (!arrived.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    arrived = await mailsContaining(message, inbox);
  }
  assert.match(arrived[0]?.raw ?? '', /Delivered late/);
  const client = newRedisClient(redis.url);
  await client.connect();
  stops.push(async () => client.destroy());
  assert.equal((await redisStore(client).find(spilled!.id))?.status, 'delivered');
  assert.deepEqual(await sqliteStore(outbox).list(), []);
  assert.equal((await mailsContaining(message, inbox)).length, 1);
});
