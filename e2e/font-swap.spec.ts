import { expect, test } from '@playwright/test';
import { recordLayoutShifts } from './support/layout-shift';
import { everyPath, pages } from '../test-kit/routes';

// The fallback faces are sized to the web fonts, so text painted before they arrive takes nearly the space
// it will keep: a line may still wrap one word earlier or later, so the bound is the 'good' CLS of Web
// Vitals (with next/font's Arial-only fallbacks, Linux and Android showed 0.16 to 0.18 here). The fonts
// are held until the page has painted without them, then let through.
test.use({ viewport: { width: 390, height: 844 } });

for (const path of everyPath) {
  test(`${path}: text hardly moves when the web fonts arrive after the first paint`, async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
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
    const shift = await shifts.total();
    expect(fonts.length, 'web fonts requested').toBe(2);
    const after = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length);
    expect(after, 'both web fonts in use').toBeGreaterThanOrEqual(before + 2);
    expect(shift).toBeLessThan(0.1);
  });
}

test("the body copy's fallback face is sized to the site's own words in Manrope", async ({ page }) => {
  for (const { path } of pages) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    // The copy's width in Manrope over its width in the fallback face as the page sets it (size-adjust and all).
    const ratio = await page.evaluate(async () => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      const copy = [...document.querySelectorAll('main p, main li')].map((el) => el.textContent).join(' ');
      const family = getComputedStyle(document.body)
        .fontFamily.split(',')
        .map((name) => name.trim());
      const [web, fallback] = family;
      await document.fonts.load(`400 100px ${fallback}`, copy);
      const widthIn = (name: string) => {
        ctx.font = `400 100px ${name}`;
        return ctx.measureText(copy).width;
      };
      return widthIn(web!) / widthIn(fallback!);
    });
    expect(ratio, path).toBeGreaterThan(0.99);
    expect(ratio, path).toBeLessThan(1.01);
  }
});
