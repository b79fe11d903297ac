// The test tooling's one environment module: Playwright, the integration tests, the bench and the test
// SMTP server take their ports, logins and addresses from here, and only here are the tooling's own
// variables read. Everything is on loopback; E2E_PORT_OFFSET moves every port, so two checkouts can run
// their suites side by side.
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
// Unset and empty mean the same thing, as in lib/env.ts.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const schema = z.object({
  E2E_PORT_OFFSET: optional(z.coerce.number().int().min(0).max(60_000)),
  CHROMIUM_PATH: optional(z.string()),
  CI: optional(z.string()),
  // The public origin the test build's canonical URLs point at (scripts/test.sh builds with it).
  TEST_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
  // The test SMTP server's listeners (test-kit/smtp-server.ts), set by whoever starts it.
  TEST_SMTP_PORT: optional(port),
  TEST_SMTP_SILENT_PORT: optional(port),
  TEST_SMTP_INBOX_PORT: optional(port),
  TEST_SMTP_DROP_PORT: optional(port),
  TEST_SMTP_BUSY_PORT: optional(port),
  TEST_SMTP_LATE_PORT: optional(port),
  TEST_SMTP_LATE_MS: optional(z.coerce.number().int().min(0)),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success)
  throw new Error(
    `test environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
const env = parsed.data;
const offset = env.E2E_PORT_OFFSET ?? 0;

export const ci = Boolean(env.CI);
/** A Chromium named by the machine (CHROMIUM_PATH), which scripts/chromium.mjs prefers to any other. */
export const chromiumPath = env.CHROMIUM_PATH;
export const siteOrigin = new URL(env.TEST_SITE_URL ?? 'https://www.sarnia-water.example').origin;

export const loopback = '127.0.0.1';
export const baseUrl = (port: number) => `http://${loopback}:${port}`;
export const redisUrl = (port: number) => `redis://${loopback}:${port}`;

/** The test SMTP server's login, and who the site's enquiries go to and come from. */
export const smtpLogin = { user: 'sarnia-site', pass: 'correct horse battery' } as const;
export const contactAddresses = { to: 'operators@sarnia-water.example', from: 'website@sarnia-water.example' } as const;
export const mailEnv = { CONTACT_TO: contactAddresses.to, CONTACT_FROM: `Sarnia website <${contactAddresses.from}>` };
/** The site's settings for sending through the test SMTP server listening on `smtpPort`. */
export const smtpEnv = (smtpPort: number) => ({
  SMTP_HOST: loopback,
  SMTP_PORT: String(smtpPort),
  SMTP_SECURE: 'false',
  SMTP_USER: smtpLogin.user,
  SMTP_PASS: smtpLogin.pass,
});

/**
 * Limits the tests and the bench never reach: they post from 127.0.0.1 with no trusted proxy, so every
 * request is one self-reported client, counted per client and against the shared daily allowance.
 */
export const unlimitedEnquiries = { CONTACT_RATE_LIMIT_MAX: '1000000', CONTACT_RATE_LIMIT_SHARED_MAX: '100000000' };

export const smtp = {
  port: 2525 + offset,
  silentPort: 2526 + offset,
  closedPort: 2527 + offset,
  dropPort: 2528 + offset,
  busyPort: 2529 + offset,
  latePort: 2530 + offset,
  inboxPort: 2580 + offset,
  ...smtpLogin,
};

export const servers = {
  main: 3100 + offset,
  wrongPassword: 3101 + offset,
  unreachable: 3102 + offset,
  silent: 3103 + offset,
  pairA: 3109 + offset,
  // Started by a test that expects `next start` to refuse a bad configuration.
  refused: 3112 + offset,
  // Started by the health test, whose outbox it breaks after start-up.
  healthDown: 3114 + offset,
  // Started by the log test, which reads all they print: mail delivered, and mail refused (a wrong password).
  logsDelivering: 3120 + offset,
  logsFailing: 3121 + offset,
  // Started by the refusals test, which spends its shared allowance and reads all it prints.
  refusals: 3122 + offset,
} as const;

/** Sites a few specs start for themselves (e2e/support/sites.ts): ten ports each, one per Playwright worker. */
export const onDemandPort = (slot: number, workerIndex: number) => 3200 + offset + slot * 10 + (workerIndex % 10);

export const redis = {
  // Shared by the two instances of the pair and the Vercel-like server.
  shared: 6390 + offset,
  // Started and stopped by the outage test itself.
  outage: 6391 + offset,
  // Started by the tests of the Redis variants of the enquiry store and limits.
  unit: 6392 + offset,
};

export const inboxUrl = baseUrl(smtp.inboxPort);

/** Where each server with a failing mail server keeps its undelivered enquiries (its OUTBOX_DIR). */
export const storeDir = (name: string) => `test-results/stores/${name}`;

// The self-host test (integration/self-host.test.ts): the standalone server behind nginx, its own Redis
// and mail server. Their last two digits are used by nothing above, whatever the offset.
export const selfHost = {
  site: 3150 + offset,
  nginx: 3151 + offset,
  // The server stopped with SIGTERM in the middle of an enquiry, and the nginx in front of it.
  drainSite: 3152 + offset,
  drainNginx: 3153 + offset,
  redis: 6393 + offset,
  smtp: { port: 2540 + offset, silentPort: 2541 + offset, latePort: 2542 + offset, inboxPort: 2590 + offset },
} as const;

// npm run bench: the site, the empty Next page and the site's content floor beside it, and its own SMTP server; the enquiry
// benchmarks (scripts/bench/servers.mjs) start their own site and SMTP server with every fault listener.
export const bench = {
  site: 3300 + offset,
  floor: 3301 + offset,
  contentFloor: 3302 + offset,
  smtp: { port: 2625 + offset, silentPort: 2626 + offset, inboxPort: 2680 + offset },
  // The records bench (scripts/bench/records.mjs) times the Redis store against its own redis-server.
  redis: 6394 + offset,
  enquiries: {
    site: 3320 + offset,
    smtp: {
      port: 2640 + offset,
      silentPort: 2641 + offset,
      closedPort: 2642 + offset,
      dropPort: 2643 + offset,
      busyPort: 2644 + offset,
      latePort: 2645 + offset,
      inboxPort: 2690 + offset,
    },
  },
} as const;

/** The test SMTP server's listeners: the good one, the silent one and the inbox always; a fault where named. */
export type SmtpListeners = {
  port: number;
  silentPort: number;
  inboxPort: number;
  dropPort?: number;
  busyPort?: number;
  latePort?: number;
  lateMs?: number;
};

const smtpServerVariables = {
  port: 'TEST_SMTP_PORT',
  silentPort: 'TEST_SMTP_SILENT_PORT',
  inboxPort: 'TEST_SMTP_INBOX_PORT',
  dropPort: 'TEST_SMTP_DROP_PORT',
  busyPort: 'TEST_SMTP_BUSY_PORT',
  latePort: 'TEST_SMTP_LATE_PORT',
  lateMs: 'TEST_SMTP_LATE_MS',
} as const;

/** The environment that tells test-kit/smtp-server.ts where to listen. */
export const smtpServerEnv = (listeners: SmtpListeners): Record<string, string> =>
  Object.fromEntries(
    Object.entries(smtpServerVariables).flatMap(([key, name]) => {
      const value = listeners[key as keyof SmtpListeners];
      return value === undefined ? [] : [[name, String(value)]];
    }),
  );

/** What test-kit/smtp-server.ts was told (by smtpServerEnv), or the test run's own listeners. */
export const smtpServerSettings = {
  port: env.TEST_SMTP_PORT ?? smtp.port,
  silentPort: env.TEST_SMTP_SILENT_PORT ?? smtp.silentPort,
  inboxPort: env.TEST_SMTP_INBOX_PORT ?? smtp.inboxPort,
  dropPort: env.TEST_SMTP_DROP_PORT,
  busyPort: env.TEST_SMTP_BUSY_PORT,
  latePort: env.TEST_SMTP_LATE_PORT,
  // Longer than the site's SMTP socket timeout (8 s), so the site has given up when the 250 comes.
  lateMs: env.TEST_SMTP_LATE_MS ?? 10_000,
};
