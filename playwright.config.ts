import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';
import { baseUrl, servers, siteOrigin, smtp } from './e2e/support/ports';

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

// One production build, served six times with different settings read at run time.
const site = (port: number, env: Record<string, string>) => ({
  command: `npx next start -H 127.0.0.1 -p ${port}`,
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
        TEST_SMTP_INBOX_PORT: String(smtp.inboxPort),
      },
      url: `http://127.0.0.1:${smtp.inboxPort}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    site(servers.main, { ...smtpEnv, CONTACT_RATE_LIMIT_MAX: '1000' }),
    site(servers.wrongPassword, { ...smtpEnv, SMTP_PASS: 'not the password', CONTACT_RATE_LIMIT_MAX: '1000' }),
    site(servers.unreachable, { ...smtpEnv, SMTP_PORT: String(smtp.closedPort), CONTACT_RATE_LIMIT_MAX: '1000' }),
    site(servers.silent, { ...smtpEnv, SMTP_PORT: String(smtp.silentPort), CONTACT_RATE_LIMIT_MAX: '1000' }),
    site(servers.zeroConfig, { OUTBOX_DIR: 'test-results/outbox' }),
    site(servers.vercel, { VERCEL: '1' }),
  ],
});
