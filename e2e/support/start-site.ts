import { spawn } from 'node:child_process';
import { assertPortFree, waitFor, watch } from '../../test-kit/process';
import { baseUrl, loopback, siteOrigin } from '../../test-kit/test-env';

/** The site's server (npm start) on a port of its own, with exactly the settings given; `output()` is all it printed. */
export function startSite(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '-H', loopback, '-p', String(port)], {
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: siteOrigin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watch(child, 'the site');
}

/**
 * startSite, once it serves: fails, with what the server printed, if it exits first or does not serve
 * within `timeoutMs`, and before starting if something already listens on the port (a server left over
 * from another run would otherwise be tested in its place). `output()` is what it has printed so far.
 */
export async function serveSite(port: number, env: Record<string, string>, timeoutMs = 50_000) {
  await assertPortFree(port);
  const site = startSite(port, env);
  await waitFor(`${baseUrl(port)}/robots.txt`, { server: site, timeoutMs });
  return { origin: baseUrl(port), stop: site.stop, output: site.output };
}
