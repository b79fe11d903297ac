// Visual regression: every route at a phone and a desktop width, whole pages, against committed baselines;
// the ripple canvas hidden and the video masked, as both move.
// After an intended visual change, rebuild and regenerate them with one command:
//   npx playwright test e2e/visual.spec.ts --update-snapshots
import { expect, test, type Page } from '@playwright/test';
import { errorNoticesIn } from '../lib/i18n/error-notices';
import { everyPath, missingPath } from '../test-kit/routes';
import { failRootLayout } from './support/global-error';

const routes = everyPath.map((path) => ({
  path,
  name: path === '/' ? 'home' : path === missingPath ? 'not-found' : path.slice(1).replaceAll('/', '-'),
}));

// A still page: no motion, a fixed clock for the copyright year, every image loaded and every font in.
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
    // Chromium can keep a <select>'s text placed by the fallback font's metrics; lay it out again.
    for (const select of document.querySelectorAll('select')) {
      select.style.display = 'none';
      void select.offsetHeight;
      select.style.display = '';
    }
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)))
    .toBe(true);
}

// The page as it stands, the whole of it.
async function expectLooks(page: Page, file: string, width: number) {
  await settle(page);
  // The page's height is fractional; a whole-pixel clip keeps every capture the same size.
  const height = await page.evaluate(() => Math.floor(document.documentElement.getBoundingClientRect().height));
  await expect(page).toHaveScreenshot(file, {
    fullPage: true,
    clip: { x: 0, y: 0, width, height },
    animations: 'disabled',
    caret: 'hide',
    // The ripple canvas lies under the hero's words and bottle: a mask box would paint over them
    // too, so the moving layer is hidden instead and the hero's own gradient shows.
    stylePath: new URL('./support/visual.css', import.meta.url).pathname,
    mask: [page.locator('video')],
    maskColor: '#061a2d',
  });
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, { tag: '@browser' }, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    for (const { name, path } of routes) {
      test(`${name} looks as designed`, async ({ page }) => {
        await page.clock.setFixedTime(new Date('2026-06-01T09:00:00Z'));
        await page.goto(path);
        await expectLooks(page, `${name}-${width}.png`, width);
      });
    }

    // The page that replaces a root layout that failed (e2e/support/global-error.ts).
    test.describe(() => {
      test.use({ bypassCSP: true });
      test('the global error page looks as designed', async ({ page }) => {
        await failRootLayout(page);
        await page.goto('/');
        const words = errorNoticesIn.en.errorNotice;
        await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
        await expect(page.getByRole('button', { name: words.retry }).first()).toBeVisible();
        await expectLooks(page, `global-error-${width}.png`, width);
      });
    });
  });
}
