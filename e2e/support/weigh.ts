// What a first visit to one page transfers, by type, with the cache empty: shared by the budget test and the benchmark.
// Bytes are compressed body bytes as they cross the network (gzip for text), headers left out.
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'media' | 'other';
type Entry = { url: string; type: Kind; bytes: number; status: number };
type Tally = Record<Kind | 'total', number>;

const TYPES: Partial<Record<string, Kind>> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  font: 'font',
  image: 'image',
  media: 'media',
};

export async function weighPage(
  browser: Browser,
  url: string,
  { viewport = { width: 390, height: 844 }, settleMs = 1500 } = {},
): Promise<{ totals: Tally; counts: Tally; entries: Entry[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Playwright's request events include the ripple worker's scripts, which a page-level CDP session does not see.
  const requests: Promise<Entry>[] = [];
  context.on('requestfinished', (request) => {
    requests.push(
      request.sizes().then(async ({ responseBodySize }) => {
        const response = await request.response();
        const url = request.url();
        const type = TYPES[request.resourceType()] ?? (/\.js(\?|#|$)/.test(url) ? 'js' : 'other');
        let bytes = responseBodySize;
        // A worker's own script comes without transfer sizes: weigh its body, gzipped as the server sends it.
        if (bytes <= 0 && response?.status() === 200) {
          const body = await response.body();
          bytes = response.headers()['content-encoding'] === 'gzip' ? gzipSync(body).length : body.length;
        }
        return { url, type, bytes, status: response?.status() ?? 0 };
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  const settled = await Promise.all(requests);
  await context.close();
  const totals: Tally = { html: 0, js: 0, css: 0, font: 0, image: 0, media: 0, other: 0, total: 0 };
  const counts: Tally = { ...totals };
  const entries = settled.filter((entry) => !entry.url.startsWith('data:'));
  for (const entry of entries) {
    totals[entry.type] += entry.bytes;
    totals.total += entry.bytes;
    counts[entry.type] += 1;
    counts.total += 1;
  }
  return { totals, counts, entries };
}
