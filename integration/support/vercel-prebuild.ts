// npm test's Vercel build (scripts/test.sh), made while the end-to-end tests run, at the lowest CPU
// priority: it takes what they leave idle, and the integration tier no longer ends waiting on it alone.
// Writes the built copy's path to FOLDER/copy, or the failure to FOLDER/failed; vercel-output.test.ts
// waits for one of them. Usage: node --import tsx integration/support/vercel-prebuild.ts FOLDER
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteOrigin } from '../../test-kit/test-env';
import { vercelBuild } from './vercel-build';

const folder = process.argv[2];
if (!folder) throw new Error('usage: vercel-prebuild.ts FOLDER');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
try {
  const copy = await vercelBuild(root, { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteOrigin });
  await writeFile(path.join(folder, 'copy'), copy);
} catch (error) {
  await writeFile(path.join(folder, 'failed'), error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
