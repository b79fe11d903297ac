// Every address the test run uses, all on loopback.
export const smtp = { port: 2525, silentPort: 2526, closedPort: 2527, inboxPort: 2580, user: 'sarnia-site', pass: 'correct horse battery' };

export const servers = {
  main: 3100,
  wrongPassword: 3101,
  unreachable: 3102,
  silent: 3103,
  zeroConfig: 3104,
  vercel: 3105,
} as const;

export const baseUrl = (port: number) => `http://127.0.0.1:${port}`;
export const inboxUrl = `http://127.0.0.1:${smtp.inboxPort}`;
export const siteOrigin = 'https://www.sarnia-water.example';
