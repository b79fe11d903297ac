import { expect, test } from '@playwright/test';
import { everyPath } from './support/routes';

// The fallback faces are sized to the web fonts, so text painted before they arrive takes nearly the space
// it will keep: a line may still wrap one word earlier or later, so the bound is the 'good' CLS of Web
// Vitals (with next/font's Arial-only fallbacks, Linux and Android showed 0.16 to 0.18 here). The fonts
// are held until the page has painted without them, then let through.
test.use({ viewport: { width: 390, height: 844 } });

for (const path of everyPath) {
  test(`${path}: text hardly moves when the web fonts arrive after the first paint`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fonts: string[] = [];
    await page.route(/\.woff2$/, async (route) => {
      fonts.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    const before = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length);
    release();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length, 'web fonts requested').toBe(2);
    const after = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length);
    expect(after, 'both web fonts in use').toBeGreaterThanOrEqual(before + 2);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.1);
  });
}
