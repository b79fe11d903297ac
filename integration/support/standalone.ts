import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { baseUrl, siteOrigin } from '../../test-kit/test-env';
import { assertPortFree, type Server, waitFor, watch } from '@/test-kit/process';

/** Where the image runs the site from (its WORKDIR): the build's standalone output. */
export const standaloneDir = path.resolve('.next/standalone');

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Fails with what to do when there is no standalone build to serve. */
export async function prepareStandalone(): Promise<void> {
  if (!(await exists(path.join(standaloneDir, 'server.js'))))
    throw new Error(`${standaloneDir}/server.js is missing: build the standalone output first (npm run build)`);
  for (const beside of ['.next/static', 'public'])
    if (!(await exists(path.join(standaloneDir, beside))))
      throw new Error(`${standaloneDir}/${beside} is missing: npm run build puts it beside server.js`);
}

/** `node server.js` in the standalone folder, as the image's CMD runs it, with exactly these settings. */
export async function startSite(port: number, env: Record<string, string>): Promise<Server> {
  await assertPortFree(port);
  const child = spawn(process.execPath, ['server.js'], {
    cwd: standaloneDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      SITE_URL: siteOrigin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = watch(child, `site on ${port}`);
  await waitFor(`${baseUrl(port)}/robots.txt`, { server });
  return server;
}
