import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { prerenderedPages, routeOf } from './prerendered';

test('names each prerendered HTML file by its route', () => {
  assert.equal(routeOf('index.html'), '/');
  assert.equal(routeOf('privacy-policy.html'), '/privacy-policy');
  assert.equal(routeOf('_not-found.html'), '/_not-found');
  assert.equal(routeOf(path.join('journal', 'spring.html')), '/journal/spring');
  assert.equal(routeOf(path.join('journal', 'index.html')), '/journal');
});

async function dist(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'prerendered-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

test("finds the pages where next build writes them, and where Vercel's adapter does", async () => {
  const plain = await dist({
    'server/app/index.html': 'a',
    'server/app/journal/spring.html': 'b',
    'server/app/x.rsc': '',
  });
  const adapter = await dist({
    'server/route-cache/APP_PAGE/1a/$/index.html': 'a',
    'server/route-cache/APP_PAGE/2b/$/journal/spring.html': 'b',
    'server/pages/404.html': 'legacy',
  });
  try {
    for (const dir of [plain, adapter]) {
      const pages = await prerenderedPages(dir);
      assert.deepEqual([...pages.keys()], ['/', '/journal/spring']);
      assert.ok(pages.get('/journal/spring')!.endsWith(path.join('journal', 'spring.html')));
    }
  } finally {
    await Promise.all([plain, adapter].map((dir) => rm(dir, { recursive: true, force: true })));
  }
});
