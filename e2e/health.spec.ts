import { mkdir, rm, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checksEnded, launchSite } from '../test-kit/site';
import { baseUrl, servers, smtp } from '../test-kit/test-env';

const health = (port: number) => `${baseUrl(port)}/api/health`;

test('with its mail server working the site is ok, and the answer is never cached', async ({ request }) => {
  const response = await request.get(health(servers.main));
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({
    status: 'ok',
    checks: {
      mail: { status: 'ok', via: 'smtp' },
      redis: { status: 'off', code: 'not-configured' },
      outbox: { status: 'ok' },
      limits: { status: 'ok' },
      delivery: { status: 'ok' },
      digest: { status: 'ok' },
      hosting: { status: 'ok' },
      backup: expect.objectContaining({ status: 'ok' }),
    },
  });
  expect(await response.text()).not.toContain(smtp.pass);
  const head = await request.head(health(servers.main));
  expect(head.status()).toBe(200);
  expect(head.headers()['cache-control']).toBe('no-store');
});

test('with Redis configured the probe pings it', async ({ request }) => {
  // The site connects to the shared Redis on its own at start-up; the probe reports the connection it has.
  await expect
    .poll(async () => (await (await request.get(health(servers.pairA))).json()).checks.redis, { timeout: 10_000 })
    .toEqual({ status: 'ok' });
  const response = await request.get(health(servers.pairA));
  expect(response.status()).toBe(200);
  expect((await response.json()).status).toBe('ok');
});

test('with its mail server unreachable the site is degraded but up: enquiries are kept in its outbox', async ({
  request,
}) => {
  const response = await request.get(health(servers.unreachable));
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    status: 'degraded',
    checks: {
      mail: { status: 'down', code: 'unreachable', via: 'smtp' },
      redis: { status: 'off', code: 'not-configured' },
      outbox: { status: 'ok' },
      limits: { status: 'ok' },
      delivery: { status: 'ok' },
      digest: { status: 'ok' },
      hosting: { status: 'ok' },
      backup: expect.objectContaining({ status: 'ok' }),
    },
  });
});

// How long the probe waits is its unit test's (lib/health/health-probe.test.ts, on mocked timers); here,
// that a server which never greets is reported as such while the site answers.
test('a mail server that never greets: the mail check reads "timeout" and the site still answers 200', async ({
  request,
}) => {
  // The silent server accepts the connection and never greets: pending until its check passes the bound.
  const mail = async () => {
    const response = await request.get(health(servers.silent));
    expect(response.status()).toBe(200);
    return (await response.json()).checks.mail;
  };
  await expect.poll(mail, { timeout: 15_000 }).toEqual({ status: 'down', code: 'timeout', via: 'smtp' });
});

test('only GET: a POST gets 405 with a JSON error', async ({ request }) => {
  const response = await request.post(health(servers.main), { data: {} });
  expect(response.status()).toBe(405);
  expect(response.headers()['allow']).toBe('GET, HEAD');
  expect(await response.json()).toEqual({ error: 'Only GET is allowed here.' });
});

test('when an enquiry could be neither sent nor kept the site is down: 503, and the contact form agrees', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const folder = 'test-results/health-outbox';
  await rm(folder, { recursive: true, force: true });
  // Without Redis the outbox must be writable for the server to start at all; it breaks afterwards.
  const server = await launchSite({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.closedPort),
    SMTP_SECURE: 'false',
    OUTBOX_DIR: folder,
  });
  try {
    await expect.poll(() => checksEnded(server.origin), { timeout: 40_000 }).toBe(true);
    // The folder is now a file: nothing can be written into it. The checks made at start-up found it
    // whole; within their keeping (10 s for a folder's) the probe says what they found, then what is.
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, 'not a folder');
    const answer = async () => {
      const response = await request.get(health(server.port));
      return { status: response.status(), body: await response.json() };
    };
    await expect.poll(async () => (await answer()).status, { timeout: 20_000 }).toBe(503);
    expect((await answer()).body).toEqual({
      status: 'down',
      checks: {
        mail: { status: 'down', code: 'unreachable', via: 'smtp' },
        redis: { status: 'off', code: 'not-configured' },
        outbox: { status: 'down', code: 'not-a-folder' },
        limits: { status: 'ok' },
        delivery: { status: 'down', code: 'not-a-folder' },
        digest: { status: 'down', code: 'not-a-folder' },
        hosting: { status: 'ok' },
        backup: expect.objectContaining({ status: 'ok' }),
      },
    });
    const enquiry = await request.post(`${server.origin}/api/contact`, {
      data: { name: 'Ada', email: 'ada@example.com', interest: 'other', message: 'Hello from the health test' },
    });
    expect(enquiry.status()).toBe(503);
  } finally {
    server.child.kill();
    await server.exited;
    await rm(folder, { force: true });
    await mkdir('test-results', { recursive: true });
  }
});
