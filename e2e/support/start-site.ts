import { spawn } from 'node:child_process';
import net from 'node:net';
import { baseUrl, loopback, siteOrigin } from './test-env';

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
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, loopback);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * startSite, once it serves: fails, with what the server printed, if it exits first or does not serve
 * within `timeoutMs`, and before starting if something already listens on the port (a server left over
 * from another run would otherwise be tested in its place). `output()` is what it has printed so far.
 */
export async function serveSite(port: number, env: Record<string, string>, timeoutMs = 50_000) {
  if (await listening(port)) throw new Error(`port ${port} is already in use: is a server from another run left?`);
  const site = startSite(port, env);
  const stop = async () => {
    if (site.child.exitCode === null) site.child.kill();
    await site.exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${baseUrl(port)}/robots.txt`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { origin: baseUrl(port), stop, output: site.output };
    if (site.child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the site on port ${port} did not start:\n${site.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
