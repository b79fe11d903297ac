// Runs after `next build` (npm run build): hashes the inline scripts of every prerendered page and
// writes .next/csp-hashes.json, from which proxy.ts serves each page a script-src without 'unsafe-inline'.
// Static pages cannot carry per-request nonces, but their inline scripts are fixed by the build.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MANIFEST = 'csp-hashes.json';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The 'sha256-…' sources of the inline scripts a browser would run in this HTML (not data blocks). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = / type\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!SCRIPT_TYPES.has(type)) continue;
    // The HTML parser turns CRLF and lone CR into LF before the browser hashes a script.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** Maps each prerendered HTML file of .next/server/app to its route: index.html is /, a/b.html is /a/b. */
export function routeOf(file) {
  const route = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route.replace(/\/index$/, '');
}

async function htmlFiles(dir, prefix = '') {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(path.join(dir, entry.name), relative)));
    else if (entry.name.endsWith('.html')) found.push(relative);
  }
  return found;
}

export async function writeManifest(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  const buildId = (await readFile(path.join(distDir, 'BUILD_ID'), 'utf8')).trim();
  const routes = {};
  for (const file of (await htmlFiles(appDir)).sort()) {
    routes[routeOf(file)] = inlineScriptHashes(await readFile(path.join(appDir, file), 'utf8'));
  }
  if (!routes['/_not-found']) throw new Error(`no prerendered /_not-found page in ${appDir}`);
  await writeFile(path.join(distDir, MANIFEST), `${JSON.stringify({ buildId, routes }, null, 2)}\n`);
  return routes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const routes = await writeManifest(path.resolve(process.argv[2] ?? '.next'));
  for (const [route, hashes] of Object.entries(routes)) console.log(`csp: ${route} ${hashes.length} inline scripts`);
}
