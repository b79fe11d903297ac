// Every site the end-to-end tests run against, with its settings: those most specs use are started
// before the run (start-servers.ts), the others by the specs that need them (sites.ts). Apart from the
// fixtures, so the servers' process does not load Playwright.
import path from 'node:path';
import {
  operatorLinkSecret,
  redis,
  redisUrl,
  servers,
  smtp,
  smtpEnv,
  storeDir,
  unlimitedEnquiries as unlimited,
} from '../../test-kit/test-env';
import type { SiteOptions } from '../../test-kit/site';

type Env = Record<string, string>;
const sending = smtpEnv(smtp.port);
// Servers whose mail server fails keep their undelivered enquiries apart, so each test finds its own.
const failing = (name: string, env: Env) => ({ ...sending, ...unlimited, OUTBOX_DIR: storeDir(name), ...env });
// Two instances sharing one Redis; behind one proxy (the tests play it), so clients are told apart.
const pair = { ...sending, REDIS_URL: redisUrl(redis.shared), TRUSTED_PROXY_COUNT: '1' };

/** The heldDigest site's CRON_SECRET. */
export const heldDigestCronSecret = 'e2e-held-digest-cron-secret';

/** The sites started before the run (start-servers.ts), by port; each also gets mailEnv. */
export const startedSites: [number, Env][] = [
  // Its records (issue 20) in a folder of its own, which e2e/contact-records.spec.ts reads; a receipt to every
  // new address (e2e/contact-receipt.spec.ts), however many the run sends.
  [
    servers.main,
    {
      ...sending,
      ...unlimited,
      CONTACT_RECEIPTS_DAILY_MAX: '1000000',
      OUTBOX_DIR: storeDir('main'),
      OPERATOR_LINK_SECRET: operatorLinkSecret,
    },
  ],
  [servers.wrongPassword, failing('wrong-password', { SMTP_PASS: 'not the password' })],
  [servers.unreachable, failing('unreachable', { SMTP_PORT: String(smtp.closedPort) })],
  [servers.silent, failing('silent', { SMTP_PORT: String(smtp.silentPort) })],
  [servers.pairA, pair],
];

export const onDemand = {
  dropData: failing('drop-data', { SMTP_PORT: String(smtp.dropPort) }),
  rcptBusy: failing('rcpt-busy', { SMTP_PORT: String(smtp.busyPort) }),
  lateReply: failing('late-reply', { SMTP_PORT: String(smtp.latePort) }),
  zeroConfig: { OUTBOX_DIR: 'test-results/outbox' },
  // No trusted proxy and a shared allowance small enough for a test to spend (a tenth of it per address),
  // started without its start command (onDemandAs), where addresses cannot be verified and it applies.
  sharedLimit: { ...sending, CONTACT_RATE_LIMIT_SHARED_MAX: '10', OUTBOX_DIR: path.resolve(storeDir('shared-limit')) },
  vercel: { VERCEL: '1', REDIS_URL: redisUrl(redis.shared) },
  // The pair's second instance.
  pairB: pair,
  // Its Redis is started and stopped by the outage test; until then the server counts in memory.
  outage: { ...sending, REDIS_URL: redisUrl(redis.outage), TRUSTED_PROXY_COUNT: '1' },
  // A held digest at each run of /api/cron, which held-reasons.spec.ts calls (the main site has no CRON_SECRET).
  heldDigest: {
    ...sending,
    ...unlimited,
    OUTBOX_DIR: storeDir('held-digest'),
    OPERATOR_LINK_SECRET: operatorLinkSecret,
    CRON_SECRET: heldDigestCronSecret,
    HELD_DIGEST_EVERY_H: '0',
  },
} satisfies Record<string, Env>;

/** How an on-demand site is started when not as `npm start` serves it (test-kit/site.ts). */
export const onDemandAs: Partial<Record<keyof typeof onDemand, SiteOptions['as']>> = { sharedLimit: 'server.js' };
