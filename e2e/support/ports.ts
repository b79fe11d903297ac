// Every address the test run uses, all on loopback. E2E_PORT_OFFSET moves them all, so two checkouts
// can run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const smtp = {
  port: 2525 + offset,
  silentPort: 2526 + offset,
  closedPort: 2527 + offset,
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
} as const;

export const baseUrl = (port: number) => `http://127.0.0.1:${port}`;
export const inboxUrl = `http://127.0.0.1:${smtp.inboxPort}`;
export const siteOrigin = 'https://www.sarnia-water.example';
