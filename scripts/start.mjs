// npm start: the standalone server `npm run build` made, started by the image's own start command
// (deploy/serve.mjs), with this folder's settings (.env.local and the rest, as `next start` reads them).
// Options: -p PORT, -H HOST.
import nextEnv from '@next/env';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { requireNode } from '../deploy/node-version.mjs';
import { serve } from '../deploy/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
requireNode(path.join(root, 'package.json'), 'start');
const server = path.join(root, '.next', 'standalone', 'server.js');
const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});

if (!existsSync(server)) {
  console.error('start: no build to serve; run `npm run build` first.');
  process.exit(1);
}
nextEnv.loadEnvConfig(root);
process.env.PORT = values.port ?? process.env.PORT ?? '3000';
if (values.hostname) process.env.HOSTNAME = values.hostname;
// The server works from its own folder; a relative OUTBOX_DIR still means one beside package.json.
process.env.OUTBOX_DIR = path.resolve(root, process.env.OUTBOX_DIR || 'outbox');
await serve(server);
