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
  { viewport = { width: 390, height: 844 } } = {},
): Promise<{ totals: Tally; counts: Tally; entries: Entry[]; early: string[]; beforeLcp: number }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Playwright's request events include the ripple worker's scripts, which a page-level CDP session does not see.
  const requests: Promise<Entry>[] = [];
  // Every request the page starts is weighed once it has finished, so none still in flight is missed.
  context.on('request', (request) => {
    requests.push(
      (async () => {
        const response = await request.response();
        await response?.finished();
        const { responseBodySize } = await request.sizes().catch(() => ({ responseBodySize: 0 }));
        const url = request.url();
        const type = TYPES[request.resourceType()] ?? (/\.js(\?|#|$)/.test(url) ? 'js' : 'other');
        let bytes = responseBodySize;
        // A worker's own script comes without transfer sizes: weigh its body, gzipped as the server sends it.
        if (bytes <= 0 && response?.status() === 200) {
          const body = await response.body();
          bytes = response.headers()['content-encoding'] === 'gzip' ? gzipSync(body).length : body.length;
        }
        return { url, type, bytes, status: response?.status() ?? 0 };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Late work (hydration, the ripple worker) starts in idle time: wait for the page to go idle twice, then
  // for a request of our own, which is reported only after every request the page started before it.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
  // What the page asked for before its largest paint, which Lighthouse's simulation charges to that paint.
  const early = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const lcp = list.getEntries().at(-1)!.startTime;
          const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime < lcp);
          resolve([location.href, ...resources.map((entry) => entry.name)]);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const marker = `/robots.txt?weighed=${Date.now()}`;
  await Promise.all([
    page.waitForEvent('requestfinished', (request) => request.url().endsWith(marker)),
    page.evaluate((path) => fetch(path).then((response) => response.text()), marker),
  ]);
  const settled = (await Promise.all(requests)).filter((entry) => !entry.url.includes('?weighed='));
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
  const beforeLcp = entries.filter((entry) => early.includes(entry.url)).reduce((sum, entry) => sum + entry.bytes, 0);
  return { totals, counts, entries, early, beforeLcp };
}
