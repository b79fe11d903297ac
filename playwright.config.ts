import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';
import { baseUrl, redis, redisUrl, servers, siteOrigin, smtp, storeDir } from './e2e/support/ports';

const common = { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteOrigin, NODE_ENV: 'production' };
const smtpEnv = {
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_SECURE: 'false',
  SMTP_USER: smtp.user,
  SMTP_PASS: smtp.pass,
};
const mail = {
  CONTACT_TO: 'operators@sarnia-water.example',
  CONTACT_FROM: 'Sarnia website <website@sarnia-water.example>',
};

// The whole suite posts from 127.0.0.1 with no trusted proxy: limits it never reaches, per client and shared.
const unlimited = { CONTACT_RATE_LIMIT_MAX: '1000', CONTACT_RATE_LIMIT_SHARED_MAX: '100000' };
// Servers whose mail server fails keep their undelivered enquiries apart, so each test finds its own.
const failing = (name: string, env: Record<string, string>) => ({
  ...smtpEnv,
  ...unlimited,
  OUTBOX_DIR: storeDir(name),
  ...env,
});
// Two instances sharing one Redis; behind one proxy (the tests play it), so clients are told apart.
const pair = { ...smtpEnv, REDIS_URL: redisUrl(redis.shared), TRUSTED_PROXY_COUNT: '1' };

// One production build, served many times with different settings read at run time.
const site = (port: number, env: Record<string, string>) => ({
  command: `node scripts/start.mjs -H 127.0.0.1 -p ${port}`,
  url: `${baseUrl(port)}/robots.txt`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { ...common, ...mail, ...env },
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    baseURL: baseUrl(servers.main),
    launchOptions: launchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: launchOptions() },
      testIgnore: /(mobile|no-js)-.*\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: launchOptions() },
      testMatch: /mobile-.*\.spec\.ts/,
    },
    {
      name: 'no-js',
      use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(), javaScriptEnabled: false },
      testMatch: /no-js-.*\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/smtp-server.ts',
      env: {
        TEST_SMTP_PORT: String(smtp.port),
        TEST_SMTP_SILENT_PORT: String(smtp.silentPort),
        TEST_SMTP_DROP_PORT: String(smtp.dropPort),
        TEST_SMTP_BUSY_PORT: String(smtp.busyPort),
        TEST_SMTP_LATE_PORT: String(smtp.latePort),
        TEST_SMTP_INBOX_PORT: String(smtp.inboxPort),
      },
      url: `http://127.0.0.1:${smtp.inboxPort}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `redis-server --bind 127.0.0.1 --port ${redis.shared} --save '' --appendonly no`,
      port: redis.shared,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore' as const,
    },
    // Its records (issue 20) in a folder of its own, which e2e/contact-records.spec.ts reads.
    site(servers.main, { ...smtpEnv, ...unlimited, OUTBOX_DIR: storeDir('main') }),
    site(servers.wrongPassword, failing('wrong-password', { SMTP_PASS: 'not the password' })),
    site(servers.unreachable, failing('unreachable', { SMTP_PORT: String(smtp.closedPort) })),
    site(servers.silent, failing('silent', { SMTP_PORT: String(smtp.silentPort) })),
    site(servers.dropData, failing('drop-data', { SMTP_PORT: String(smtp.dropPort) })),
    site(servers.rcptBusy, failing('rcpt-busy', { SMTP_PORT: String(smtp.busyPort) })),
    site(servers.lateReply, failing('late-reply', { SMTP_PORT: String(smtp.latePort) })),
    site(servers.zeroConfig, { OUTBOX_DIR: 'test-results/outbox' }),
    // No trusted proxy and a shared allowance small enough for a test to spend (a tenth of it per address).
    site(servers.sharedLimit, { ...smtpEnv, CONTACT_RATE_LIMIT_SHARED_MAX: '10' }),
    site(servers.vercel, { VERCEL: '1', REDIS_URL: redisUrl(redis.shared) }),
    site(servers.pairA, pair),
    site(servers.pairB, pair),
    // Its Redis is started and stopped by the outage test; until then the server counts in memory.
    site(servers.outage, { ...smtpEnv, REDIS_URL: redisUrl(redis.outage), TRUSTED_PROXY_COUNT: '1' }),
  ],
});
