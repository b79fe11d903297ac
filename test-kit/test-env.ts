// The test tooling's one environment module: Playwright, the integration tests, the bench and the test
// SMTP server take their logins, addresses and the test run's ports from here, and only here are the
// tooling's own variables read. Everything is on loopback, on free ports (./ports).
import { z } from 'zod';
import { freePortsSync } from './ports';

const port = z.coerce.number().int().min(1).max(65535);
// Unset and empty mean the same thing, as in lib/env.ts.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const schema = z.object({
  // The run's ports (runPorts below), as the process that chose them handed them on.
  TEST_RUN_PORTS: optional(z.string().regex(/^\d+(,\d+)*$/)),
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
  TEST_SMTP_SLOW_PORT: optional(port),
  TEST_SMTP_STRICT_PORT: optional(port),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success)
  throw new Error(
    `test environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
const env = parsed.data;

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
/**
 * What the test SMTP server's strict listener refuses at the end of DATA: a message holding its antivirus
 * filter's marker (the EICAR test file's name; the test string itself would trip scanners on this machine),
 * and one from a sender in a domain whose DMARC policy it fails.
 */
export const strictRelay = {
  antivirus: 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE',
  unalignedDomain: 'unaligned-sender.example',
};
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
/** The main test site's OPERATOR_LINK_SECRET: the tests sign Review links with it, as the digest does. */
export const operatorLinkSecret = 'e2e-operator-link-secret-0123456789abcdef';

export const unlimitedEnquiries = { CONTACT_RATE_LIMIT_MAX: '1000000', CONTACT_RATE_LIMIT_SHARED_MAX: '100000000' };

// The ports of what is started before the run (e2e/support/start-servers.ts), which specs name as they load:
// the first process to load this module takes them (./ports) and hands them on through TEST_RUN_PORTS
// to the processes it starts (workers, its web server). Servers started on demand take free ports (./ports).
const runPortNames = [
  ...['main', 'wrongPassword', 'unreachable', 'silent', 'pairA'],
  ...['smtp', 'smtpSilent', 'smtpClosed', 'smtpDrop', 'smtpBusy', 'smtpLate', 'smtpInbox'],
  ...['redisShared', 'redisOutage'],
] as const;
const handedOn = env.TEST_RUN_PORTS?.split(',').map(Number);
if (handedOn && handedOn.length !== runPortNames.length)
  throw new Error(`test environment: TEST_RUN_PORTS names ${handedOn.length} ports, not ${runPortNames.length}`);
const chosen = handedOn ?? freePortsSync(runPortNames.length);
process.env.TEST_RUN_PORTS = chosen.join(',');
type RunPort = (typeof runPortNames)[number];
const runPorts = Object.fromEntries(runPortNames.map((name, i) => [name, chosen[i]!])) as Record<RunPort, number>;

export const smtp = {
  port: runPorts.smtp,
  silentPort: runPorts.smtpSilent,
  // Nothing listens there: a refused connection.
  closedPort: runPorts.smtpClosed,
  dropPort: runPorts.smtpDrop,
  busyPort: runPorts.smtpBusy,
  latePort: runPorts.smtpLate,
  inboxPort: runPorts.smtpInbox,
  ...smtpLogin,
};

export const servers = {
  main: runPorts.main,
  wrongPassword: runPorts.wrongPassword,
  unreachable: runPorts.unreachable,
  silent: runPorts.silent,
  pairA: runPorts.pairA,
} as const;

export const redis = {
  // Shared by the two instances of the pair and the Vercel-like server.
  shared: runPorts.redisShared,
  // Started and stopped by the outage test itself; the on-demand site that uses it is told it in advance.
  outage: runPorts.redisOutage,
};

export const inboxUrl = baseUrl(smtp.inboxPort);

/** Where each server with a failing mail server keeps its undelivered enquiries (its OUTBOX_DIR). */
export const storeDir = (name: string) => `test-results/stores/${name}`;

/** The test SMTP server's listeners: the good one, the silent one and the inbox always; a fault where named. */
export type SmtpListeners = {
  port: number;
  silentPort: number;
  inboxPort: number;
  dropPort?: number;
  busyPort?: number;
  latePort?: number;
  lateMs?: number;
  slowPort?: number;
  strictPort?: number;
};

const smtpServerVariables = {
  port: 'TEST_SMTP_PORT',
  silentPort: 'TEST_SMTP_SILENT_PORT',
  inboxPort: 'TEST_SMTP_INBOX_PORT',
  dropPort: 'TEST_SMTP_DROP_PORT',
  busyPort: 'TEST_SMTP_BUSY_PORT',
  latePort: 'TEST_SMTP_LATE_PORT',
  lateMs: 'TEST_SMTP_LATE_MS',
  slowPort: 'TEST_SMTP_SLOW_PORT',
  strictPort: 'TEST_SMTP_STRICT_PORT',
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
  slowPort: env.TEST_SMTP_SLOW_PORT,
  strictPort: env.TEST_SMTP_STRICT_PORT,
  // Longer than the site's SMTP socket timeout (8 s), so the site has given up when the 250 comes.
  lateMs: env.TEST_SMTP_LATE_MS ?? 10_000,
};
