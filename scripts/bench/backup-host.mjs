// The process the day's copy is taken in, as the server's due work takes it: it answers HTTP the while, so the
// bench can time its answers with copies running back to back and without. The code is the checkout named
// (this one, or another, to set one way of copying beside another), with its database in OUTBOX_DIR.
// node --import tsx scripts/bench/backup-host.mjs ROOT PORT    (ROOT's scripts/unit-env.mjs is loaded first)
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root = '.', port = '0'] = process.argv.slice(2);
const load = (/** @type {string} */ file) => import(pathToFileURL(path.resolve(root, file)).href);
await load('scripts/unit-env.mjs');
const { parseServerEnv } = await load('lib/env.ts');
const { takeBackup } = await load('lib/enquiry/server/store/backup.ts');
const parsed = parseServerEnv(process.env);
if (!parsed.ok) throw new Error(parsed.problems.join('; '));

let copying = false;
/** @type {number[]} */
let copies = [];
/** @type {Promise<void>} */
let loop = Promise.resolve();
async function copyLoop() {
  while (copying) copies.push((await takeBackup(parsed.env)).ms);
}

http
  .createServer(async (request, response) => {
    if (request.url === '/copies/start' && !copying) {
      copying = true;
      copies = [];
      loop = copyLoop();
    } else if (request.url === '/copies/stop') {
      copying = false;
      await loop;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ ok: true, copies }));
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'));
