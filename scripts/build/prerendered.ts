import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Maps a prerendered HTML file to its route: index.html is /, a/b.html is /a/b. */
export function routeOf(file: string): string {
  const route = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route.replace(/\/index$/, '');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Each prerendered App Router page of a build and its HTML file. `next build` writes them under
 * server/app/; with a deployment adapter (Vercel's) Next writes them to
 * server/route-cache/APP_PAGE/<key>/$/ instead, one folder per page.
 */
export async function prerenderedPages(distDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const app = path.join(distDir, 'server', 'app');
  const cache = path.join(distDir, 'server', 'route-cache', 'APP_PAGE');
  const roots = existsSync(app) ? [app] : [];
  if (existsSync(cache))
    for (const key of await readdir(cache))
      if (existsSync(path.join(cache, key, '$'))) roots.push(path.join(cache, key, '$'));
  for (const dir of roots)
    for (const file of (await htmlFiles(dir)).sort()) {
      const route = routeOf(file);
      if (pages.has(route)) throw new Error(`build: two prerendered files for ${route}`);
      pages.set(route, path.join(dir, file));
    }
  return new Map([...pages].sort(([a], [b]) => a.localeCompare(b)));
}
