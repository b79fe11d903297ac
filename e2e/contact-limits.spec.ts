import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { createClient } from 'redis';
import { mailsContaining, token } from '../test-kit/inbox';
import { withinWindow } from '../lib/enquiry/server/core/limits.fixture';
import { freshClient } from './support/clients';
import { expect, test } from './support/sites';
import { baseUrl, redis, redisUrl, servers } from '../test-kit/test-env';
import { startRedis } from '../test-kit/redis-server';

const valid = (tag: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  interest: 'retailer',
  message: `A case for the shop, please. ${tag}`,
});
const url = (port: number) => `${baseUrl(port)}/api/contact`;
// The pair and the outage server sit behind one proxy (TRUSTED_PROXY_COUNT=1), played by the tests:
// the proxy appends the client's address to whatever the client sent.
const via = (client: string, spoofed = '6.6.6.6') => ({ 'X-Forwarded-For': `${spoofed}, ${client}` });

async function statuses(request: APIRequestContext, sends: { port: number; client?: string; data: object }[]) {
  const result: number[] = [];
  for (const { port, client, data } of sends)
    result.push((await request.post(url(port), { headers: client ? via(client) : {}, data })).status());
  return result;
}

// Writes the body a few bytes at a time, so the request is still arriving while others are handled.
function slowPost(port: number, headers: Record<string, string>, body: string, pauseMs: number, stopAt?: number) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    const parts = body.match(/.{1,16}/gs) ?? [];
    const until = stopAt ?? parts.length;
    let i = 0;
    const next = () => {
      if (i >= until) return stopAt === undefined ? request.end() : undefined;
      request.write(parts[i++]);
      setTimeout(next, pauseMs);
    };
    next();
  });
}

test.describe('two instances sharing Redis', () => {
  test('past 5 enquiries in 10 minutes a client gets 429 with Retry-After on either instance; others are unaffected', async ({
    request,
    pairB,
  }) => {
    const client = freshClient();
    const since = Date.now();
    const [invalid] = await statuses(request, [{ port: servers.pairA, client, data: { name: '' } }]);
    expect(invalid).toBe(400);
    const sends = [servers.pairA, pairB.port, servers.pairA, pairB.port, servers.pairA];
    const accepted = await statuses(
      request,
      sends.map((port) => ({ port, client, data: valid(token()) })),
    );
    expect(accepted).toEqual([201, 201, 201, 201, 201]);
    for (const port of [pairB.port, servers.pairA]) {
      const limited = await request.post(url(port), {
        headers: via(client, `203.0.113.${port % 200}`),
        data: valid(token()),
      });
      expect(limited.status()).toBe(429);
      const retryAfter = Number(limited.headers()['retry-after']);
      expect(withinWindow(retryAfter, 600, since), `Retry-After ${retryAfter}`).toBe(true);
      expect((await limited.json()).error).toMatch(/Too many enquiries/);
    }
    const other = token();
    expect((await statuses(request, [{ port: pairB.port, client: freshClient(), data: valid(other) }]))[0]).toBe(201);
    expect(await mailsContaining(other)).toHaveLength(1);
  });

  test('slow bodies from one client cannot all slip past the limit while they arrive', async ({ pairB }) => {
    const client = freshClient();
    const tags = Array.from({ length: 8 }, () => token());
    const results = await Promise.all(
      tags.map((tag, i) => slowPost(i % 2 ? servers.pairA : pairB.port, via(client), JSON.stringify(valid(tag)), 60)),
    );
    expect(results.filter((status) => status === 201)).toHaveLength(5);
    expect(results.filter((status) => status === 429)).toHaveLength(3);
    const delivered = await Promise.all(tags.map(async (tag) => (await mailsContaining(tag)).length));
    expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(5);
  });

  test('a body that stops arriving is answered 408 once the time limit passes', async () => {
    const body = JSON.stringify(valid(token()));
    const status = await slowPost(servers.pairA, via(freshClient()), body, 10, 3);
    expect(status).toBe(408);
  });

  test('invalid requests spend a budget of their own: after 20 a client is refused even a valid one', async ({
    request,
    pairB,
  }) => {
    const client = freshClient();
    const invalid = await statuses(
      request,
      Array.from({ length: 20 }, (_, i) => ({
        port: i % 2 ? servers.pairA : pairB.port,
        client,
        data: { name: '' },
      })),
    );
    expect(new Set(invalid)).toEqual(new Set([400]));
    expect(await statuses(request, [{ port: servers.pairA, client, data: valid(token()) }])).toEqual([429]);
  });
});

test.describe('when Redis stops in the middle of a run', () => {
  test.describe.configure({ mode: 'serial' });

  test('requests keep being answered, limits fall back to each instance, and mail keeps arriving', async ({
    request,
    outage,
  }) => {
    test.setTimeout(60_000);
    const server = await startRedis(redis.outage);
    try {
      const probe = createClient({ url: redisUrl(redis.outage) });
      await probe.connect();
      const before = freshClient();
      // The site reconnects on its own; once it counts in Redis, the count is there to read.
      await expect
        .poll(
          async () => {
            await request.post(url(outage.port), { headers: via(before), data: { name: '' } });
            return (await probe.keys('sarnia:limit:*')).length;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      const counted = freshClient();
      expect(await statuses(request, [{ port: outage.port, client: counted, data: valid(token()) }])).toEqual([201]);
      expect(await probe.get(`sarnia:limit:enquiries:${counted}`)).toBe('1');
      probe.destroy();
    } finally {
      await server.stop();
    }

    const client = freshClient();
    const tags = Array.from({ length: 6 }, () => token());
    const answers = await statuses(
      request,
      tags.map((tag) => ({ port: outage.port, client, data: valid(tag) })),
    );
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    for (const tag of tags.slice(0, 5)) expect(await mailsContaining(tag)).toHaveLength(1);
    const other = await statuses(request, [{ port: outage.port, client: freshClient(), data: valid(token()) }]);
    expect(other).toEqual([201]);
  });
});
