import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';
import { startedSites } from './e2e/support/sites';
import { baseUrl, ci, mailEnv, redis, servers, siteOrigin, smtp, smtpServerEnv } from './test-kit/test-env';

// One production build, served many times with different settings read at run time.
const site = ([port, env]: (typeof startedSites)[number]) => ({
  command: `node scripts/start.mjs -H 127.0.0.1 -p ${port}`,
  url: `${baseUrl(port)}/robots.txt`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteOrigin, NODE_ENV: 'production', ...mailEnv, ...env },
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // scripts/test.sh counts the results from the JSON report; the list is for people.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
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
      command: 'node --import tsx test-kit/smtp-server.ts',
      env: smtpServerEnv(smtp),
      url: `${baseUrl(smtp.inboxPort)}/health`,
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
    ...startedSites.map(site),
  ],
});
