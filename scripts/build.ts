// npm run build: `next build` twice, so that every page's CSP hashes are compiled into the build that
// ships. The hashes exist only once the pages are prerendered, and the proxy must carry them on every
// host (Vercel packs it as a function of its own), so a first pass prerenders the pages, their inline
// scripts are hashed, and a second pass compiles the hashes in (next.config.ts). Both passes share a
// build id and a Server Actions key, so the second prerenders the same scripts; it is checked that it did.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLaunch } from './build/launch-check';
import { prerenderedPages } from './build/prerendered';
import { buildSettings } from '@/lib/build-env';
import { inlineScriptHashes, NOT_FOUND, type PageHashes } from '@/lib/site/csp';
import { requireNode } from '../deploy/node-version.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, '.next');
requireNode(path.join(root, 'package.json'), 'build');

async function pageHashes(): Promise<Record<string, string[]>> {
  const pages: Record<string, string[]> = {};
  for (const [route, file] of await prerenderedPages(dist))
    pages[route] = inlineScriptHashes(await readFile(file, 'utf8'));
  if (!pages[NOT_FOUND]) throw new Error(`build: no prerendered ${NOT_FOUND} page under ${dist}/server`);
  return pages;
}

function nextBuild(pass: string, env: Record<string, string>): number {
  const started = performance.now();
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) throw new Error(`build: the ${pass} pass of next build failed`);
  return (performance.now() - started) / 1000;
}

const differs = (a: PageHashes, b: PageHashes) => JSON.stringify(a) !== JSON.stringify(b);

// Before the first pass, with the settings next build will read: a refused build costs nothing.
const launch = checkLaunch(root);
for (const warning of launch.warnings) console.warn(`\nbuild: ${warning}\n`);
if (launch.problems.length) {
  console.error(`\nbuild: refused.\n${launch.problems.map((problem) => `- ${problem}`).join('\n')}\n`);
  process.exit(1);
}

const given = buildSettings();
const shared = {
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1',
  SARNIA_BUILD_ID: given.SARNIA_BUILD_ID ?? randomBytes(12).toString('base64url'),
  // Server Action ids are salted with this key; Next would pick a new one for each pass.
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: given.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? randomBytes(32).toString('base64'),
  SARNIA_CSP_PAGES: '',
};

const first = nextBuild('first', shared);
const pages = await pageHashes();
console.log(`\nbuild: hashed the inline scripts of ${Object.keys(pages).length} pages; compiling them in\n`);
const second = nextBuild('second', { ...shared, SARNIA_CSP_PAGES: JSON.stringify(pages) });
if (differs(pages, await pageHashes()))
  throw new Error('build: the second pass prerendered other inline scripts than the first; the CSP would block them');

// The standalone server serves the static files from beside it, and is started by the start command beside
// it, as in the image, whose /app is this folder.
const standalone = path.join(dist, 'standalone');
if (existsSync(path.join(standalone, 'server.js'))) {
  await cp(path.join(dist, 'static'), path.join(standalone, '.next', 'static'), { recursive: true });
  await cp(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  for (const file of ['serve.mjs', 'node-version.mjs', 'unknown-action.mjs'])
    await cp(path.join(root, 'deploy', file), path.join(standalone, file));
}
for (const [route, hashes] of Object.entries(pages)) console.log(`csp: ${route} ${hashes.length} inline scripts`);
console.log(`build: first pass ${first.toFixed(1)} s, second pass ${second.toFixed(1)} s`);
