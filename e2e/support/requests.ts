import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Records the URLs a page requests. `settled()` resolves with them once every request the page started
 * before the call has been reported: it sends one request of its own and waits to see it, since a page's
 * requests are reported in the order they start.
 */
export function recordRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  const settled = async () => {
    const marker = `/robots.txt?settled=${randomUUID()}`;
    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith(marker)),
      page.evaluate((url) => void fetch(url), marker),
    ]);
    return seen.filter((url) => !url.includes('?settled='));
  };
  return { settled };
}
