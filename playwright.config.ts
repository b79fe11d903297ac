import { defineConfig, devices } from '@playwright/test';
import { launchOptions, shellLaunchOptions } from './scripts/chromium.mjs';
import { baseUrl, ci, servers } from './test-kit/test-env';

// Every port was chosen when test-kit/test-env.ts was first loaded, here, and is handed to the workers
// and the servers.
const waiting = /contact-(delivery|redelivery|limits)\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  // Two for the two cores, and a third that takes the specs that mostly wait (the project `waits`).
  workers: 3,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // scripts/test.sh counts the results from the JSON report; the list is for people.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: baseUrl(servers.main),
    // A visitor who asks for less motion, but in the specs about motion (which ask for it): the hero's
    // ripples keep half a core busy in a test browser that composites without a GPU, slowing every test
    // around them on a two-core runner.
    reducedMotion: 'reduce',
    // A trace is read on the machine that ran the test; CI keeps only what it printed.
    trace: ci ? 'off' : 'retain-on-failure',
  },
  // The headless shell (scripts/chromium.mjs) but for the tests tagged @browser: the visual baselines, the
  // byte budgets and the PDF viewer are the full browser's.
  projects: [
    // The specs that mostly wait (a failing mail server's timeouts, schedules shortened to seconds, a body's
    // time limit), one at a time in the third worker while two keep the cores busy: in file order on two
    // workers they met and left both cores idle for half a minute.
    {
      name: 'waits',
      use: { ...devices['Desktop Chrome'], launchOptions: shellLaunchOptions() },
      testMatch: waiting,
      workers: 1,
    },
    // The rest; the `mobile-*` and `no-js-*` specs set a phone or a browser without script themselves
    // (e2e/support/contexts.ts), which keeps them in these workers.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: shellLaunchOptions() },
      testIgnore: waiting,
      grepInvert: /@browser/,
    },
    {
      name: 'browser',
      use: { ...devices['Desktop Chrome'], launchOptions: launchOptions() },
      testIgnore: waiting,
      grep: /@browser/,
    },
  ],
  // The test SMTP server, the shared Redis and the sites most specs use (e2e/support/sites.ts): one
  // production build served with different settings read at run time, all started by one process.
  webServer: {
    command: 'node --import tsx e2e/support/start-servers.ts',
    wait: { stdout: /servers ready/ },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    reuseExistingServer: false,
    timeout: 90_000,
    stderr: 'pipe',
  },
});
