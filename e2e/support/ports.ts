// Every address the test run uses, all on loopback. E2E_PORT_OFFSET moves them all, so two checkouts
// can run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const smtp = {
  port: 2525 + offset,
  silentPort: 2526 + offset,
  closedPort: 2527 + offset,
  dropPort: 2528 + offset,
  busyPort: 2529 + offset,
  latePort: 2530 + offset,
  inboxPort: 2580 + offset,
  user: 'sarnia-site',
  pass: 'correct horse battery',
};

export const servers = {
  main: 3100 + offset,
  wrongPassword: 3101 + offset,
  unreachable: 3102 + offset,
  silent: 3103 + offset,
  zeroConfig: 3104 + offset,
  vercel: 3105 + offset,
  dropData: 3106 + offset,
  rcptBusy: 3107 + offset,
  lateReply: 3108 + offset,
  pairA: 3109 + offset,
  pairB: 3110 + offset,
  outage: 3111 + offset,
  sharedLimit: 3113 + offset,
  // Started by a test that expects `next start` to refuse a bad configuration.
  refused: 3112 + offset,
  // Started by the health test, whose outbox it breaks after start-up.
  healthDown: 3114 + offset,
  // Started by the log test, which reads all they print: mail delivered, and mail refused (a wrong password).
  logsDelivering: 3120 + offset,
  logsFailing: 3121 + offset,
} as const;

export const redis = {
  // Shared by the two instances of the pair and the Vercel-like server.
  shared: 6390 + offset,
  // Started and stopped by the outage test itself.
  outage: 6391 + offset,
  // Started by the Redis tests in integration/enquiry (this port, +10 and +20).
  unit: 6392 + offset,
};

export const redisUrl = (port: number) => `redis://127.0.0.1:${port}`;
export const baseUrl = (port: number) => `http://127.0.0.1:${port}`;
export const inboxUrl = `http://127.0.0.1:${smtp.inboxPort}`;
export const siteOrigin = 'https://www.sarnia-water.example';

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

// npm run bench: the site, the framework's floor beside it, and its own SMTP server.
export const bench = {
  site: 3300 + offset,
  floor: 3301 + offset,
  smtp: { port: 2625 + offset, silentPort: 2626 + offset, inboxPort: 2680 + offset },
} as const;
