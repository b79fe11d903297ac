import { spawn } from 'node:child_process';
import { siteOrigin } from './ports';

/** The site's server (npm start) on a port of its own, with exactly the settings given; `output()` is all it printed. */
export function startSite(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '-H', '127.0.0.1', '-p', String(port)], {
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
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}
