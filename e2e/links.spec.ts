import { expect, test } from '@playwright/test';
import { everyPath } from '../test-kit/routes';

test('no internal link or asset on any page is broken', async ({ page, request }) => {
  test.setTimeout(90_000);
  const checked = new Map<string, number>();
  const anchors: { page: string; target: string }[] = [];
  for (const route of everyPath) {
    await page.goto(route);
    const refs = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.getAttribute('href')!),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((l) => l.getAttribute('href')!),
      ...[...document.querySelectorAll('img[src], script[src], source[src], video[poster]')].map(
        (el) => el.getAttribute('src') ?? el.getAttribute('poster')!,
      ),
      ...[...document.querySelectorAll('img[srcset], link[imagesrcset]')].flatMap((el) =>
        (el.getAttribute('srcset') ?? el.getAttribute('imagesrcset')!)
          .split(',')
          .map((part) => part.trim().split(/\s+/)[0]!),
      ),
    ]);
    for (const ref of refs) {
      if (/^(mailto:|tel:|data:|https?:\/\/(?!127\.0\.0\.1))/.test(ref) || ref === '#') continue;
      if (ref.startsWith('#')) {
        expect(await page.locator(`[id="${ref.slice(1)}"]`).count(), `${ref} on ${route}`).toBe(1);
        continue;
      }
      const url = new URL(ref, page.url());
      if (url.hash && url.pathname === '/') anchors.push({ page: route, target: url.hash.slice(1) });
      const key = url.pathname + url.search;
      if (checked.has(key)) continue;
      const response = await request.get(key, { headers: { Accept: 'image/avif,image/webp,*/*' } });
      checked.set(key, response.status());
    }
  }
  const broken = [...checked].filter(([, status]) => status !== 200);
  expect(broken).toEqual([]);
  expect(checked.size).toBeGreaterThan(20);

  await page.goto('/');
  for (const { page: from, target } of anchors) {
    expect(await page.locator(`[id="${target}"]`).count(), `#${target} linked from ${from}`).toBe(1);
  }
});
