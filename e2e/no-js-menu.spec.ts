import { expect, test } from '@playwright/test';
import { noScript } from './support/contexts';

test.use(noScript);

// JavaScript is off in this project: the small-screen menu is the browser's own disclosure.
const screens = [
  { name: 'a phone (390 × 844)', viewport: { width: 390, height: 844 } },
  { name: 'a phone on its side (844 × 390)', viewport: { width: 844, height: 390 } },
];

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });

    test('without JavaScript the menu still opens and reaches every section and Order Now', async ({ page }) => {
      await page.goto('/privacy-policy');
      const header = page.getByRole('banner');
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const menu = header.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();
      // A <summary>: Playwright gives it no role, assistive technology announces a disclosure button.
      await header.getByLabel('Menu', { exact: true }).click();
      await expect(menu).toBeVisible();
      const bottom = await menu.evaluate((panel) => panel.getBoundingClientRect().bottom);
      expect(bottom).toBeLessThanOrEqual(screen.viewport.height);
      for (const [name, href] of [
        ['About', '/#about'],
        ['Products', '/#products'],
        ['Our Story', '/#story'],
        ['Sustainability', '/#sustainability'],
        ['Order Now', '/#contact'],
      ]) {
        const link = menu.getByRole('link', { name });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 0.98 });
        await expect(link).toHaveAttribute('href', href!);
      }
      await menu.getByRole('link', { name: 'Order Now' }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.getByRole('heading', { name: /contact & order/i })).toBeVisible();
    });
  });
}
