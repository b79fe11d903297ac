// The one way the tests and the bench start the site: the production build, as `npm start` serves it or
// as the image runs it, or `next dev` as `npm run dev` runs it, with exactly the settings given, on a free
// port (./ports) unless one is named.
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { addressHashKey } from './address-hash-key.mjs';
import { freePort } from './ports';
import { assertPortFree, type Server, waitFor, watch } from './process';
import { baseUrl, loopback, siteOrigin } from './test-env';

/** Next's own command, which `npm run dev` runs. */
const nextBin = path.resolve('node_modules/next/dist/bin/next');

/** Where the image runs the site from (its WORKDIR): the build's standalone output. */
export const standaloneDir = path.resolve('.next/standalone');

/** The image's command (the Dockerfile's CMD), run in standaloneDir: its start command beside server.js. */
export const imageCommand = ['serve.mjs'];

export type SiteOptions = {
  /** The port to serve on; a free one from the system when not named. */
  port?: number;
  /**
   * 'npm start' (scripts/start.mjs, as a developer serves the build, with this folder's .env.local),
   * 'image': `node serve.mjs` in the standalone folder, as the Dockerfile's CMD runs it, 'server.js': Next's
   * `node server.js` there without the start command (as `next start` serves, addresses unverified), or
   * 'dev': `next dev`, as `npm run dev` runs it, no build needed (Next allows one in a folder at a time).
   */
  as?: 'npm start' | 'image' | 'server.js' | 'dev';
  /** Also print what the site writes to stderr, as it comes (the bench and the run's servers, which run for minutes). */
  showErrors?: boolean;
  /** Another build's standalone folder to serve as the image does (the bench's `--against`); this build's by default. */
  dir?: string;
};

export type Site = Server & { port: number; origin: string };

/** What every site is started with, beside its own settings. */
const common = {
  NODE_ENV: 'production' as const,
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: siteOrigin,
  ADDRESS_HASH_KEY: addressHashKey,
};

/** The site started, not waited for: for a test that expects it to refuse to start, or reads all it prints. */
export async function launchSite(env: Record<string, string>, options: SiteOptions = {}): Promise<Site> {
  const port = options.port ?? (await freePort());
  await assertPortFree(port);
  const image = options.as === 'image' || options.as === 'server.js' || options.dir !== undefined;
  const dev = options.as === 'dev';
  const listen = ['-H', loopback, '-p', String(port)];
  const standalone = options.as === 'server.js' ? ['server.js'] : imageCommand;
  const args = image ? standalone : dev ? [nextBin, 'dev', ...listen] : ['scripts/start.mjs', ...listen];
  const child = spawn(process.execPath, args, {
    cwd: image ? (options.dir ?? standaloneDir) : undefined,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...common,
      ...(dev ? { NODE_ENV: 'development' as const } : {}),
      ...(image ? { HOSTNAME: loopback, PORT: String(port) } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (options.showErrors) child.stderr.pipe(process.stderr);
  return { ...watch(child, `the site on ${port}`), port, origin: baseUrl(port) };
}

/**
 * The site, once it serves: fails, with what the server printed, if it exits first or does not serve
 * within `timeoutMs`, and before starting if something already listens on a named port (a server left
 * over from another run would otherwise be tested in its place).
 */
export async function serveSite(
  env: Record<string, string>,
  { timeoutMs = 50_000, ...options }: SiteOptions & { timeoutMs?: number } = {},
): Promise<Site> {
  const site = await launchSite(env, options);
  await waitFor(`${site.origin}/robots.txt`, { server: site, timeoutMs });
  return site;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Fails with what to do when there is no standalone build to serve. */
export async function prepareStandalone(): Promise<void> {
  if (!(await exists(path.join(standaloneDir, 'server.js'))))
    throw new Error(`${standaloneDir}/server.js is missing: build the standalone output first (npm run build)`);
  for (const beside of ['.next/static', 'public', ...imageCommand, 'node-version.mjs', 'unknown-action.mjs'])
    if (!(await exists(path.join(standaloneDir, beside))))
      throw new Error(`${standaloneDir}/${beside} is missing: npm run build puts it beside server.js`);
}

/**
 * Whether the site answers its health probe with every check's first run ended (none pending): the checks it
 * starts at start-up touch OUTBOX_DIR, so a test that then breaks the folder waits for this, not a page.
 */
export async function checksEnded(origin: string): Promise<boolean> {
  const answer = await fetch(`${origin}/api/health`).catch(() => undefined);
  const body = (await answer?.json().catch(() => undefined)) as { checks?: Record<string, { status: string }> };
  return !!body?.checks && !Object.values(body.checks).some((check) => check.status === 'pending');
}
