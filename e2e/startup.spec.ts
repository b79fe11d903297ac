import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { token } from '../test-kit/inbox';
import { checksEnded, launchSite } from '../test-kit/site';

test.describe.configure({ mode: 'serial' });

const start = (env: Record<string, string>) => launchSite(env);

for (const [label, env, reason] of [
  [
    'SMTP_SECURE=yes',
    { SMTP_SECURE: 'yes', OUTBOX_DIR: 'test-results/startup-outbox' },
    /SMTP_SECURE must be "true" or "false"/,
  ],
  ['an OUTBOX_DIR below a file', { OUTBOX_DIR: 'package.json/outbox' }, /OUTBOX_DIR: .*cannot be written to/],
  [
    'a Redis address that is not one',
    { REDIS_URL: 'localhost:6379', OUTBOX_DIR: 'test-results/startup-outbox' },
    /REDIS_URL must start with redis:\/\//,
  ],
] as const) {
  test(`with ${label} the server refuses to start and says why`, async () => {
    const server = await start(env);
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('running'), 40_000)),
    ]);
    if (code === 'running') server.child.kill();
    expect(code).toBe(1);
    expect(server.output()).toMatch(reason);
    expect(server.output()).toContain('The site will not start');
    expect(server.output()).not.toMatch(/at \w+ \(|node_modules/);
  });
}

test('an outbox that breaks after start-up gets 503 with our address, never a 500, and nothing is written in its place', async ({
  request,
}) => {
  const folder = 'test-results/breaking-outbox';
  await rm(folder, { recursive: true, force: true });
  const server = await start({ OUTBOX_DIR: folder });
  try {
    await expect.poll(() => checksEnded(server.origin), { timeout: 40_000 }).toBe(true);
    // The folder the server checked at start-up is now a file: every write into it fails.
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, 'not a folder');
    const response = await request.post(`${server.origin}/api/contact`, {
      data: { name: 'Ada', email: 'ada@example.com', interest: 'other', message: `Hello ${token()}` },
    });
    expect(response.status()).toBe(503);
    expect((await response.json()).error).toBe(
      'We could not take your enquiry just now. Please email us at hello@sarnia-water.example.',
    );
    // No copy of the enquiry, whole or partial, was left beside the broken folder or in its place.
    expect(await readFile(folder, 'utf8')).toBe('not a folder');
    expect((await readdir('test-results')).filter((name) => name.includes('breaking-outbox'))).toEqual([
      'breaking-outbox',
    ]);
  } finally {
    server.child.kill();
    await server.exited;
    await rm(folder, { force: true });
    await mkdir('test-results', { recursive: true });
  }
});
