import { expect, test } from '@playwright/test';

// The open menu must fit the screen however little height there is: a phone on its side, or a desktop
// window zoomed to 200 % (which lays the page out in 640 × 360 CSS pixels).
const screens = [
  { name: 'a phone on its side (844 × 390)', viewport: { width: 844, height: 390 }, scale: 3, touch: true },
  { name: '1280 × 720 at 200 % zoom', viewport: { width: 640, height: 360 }, scale: 2, touch: false },
];

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.scale, hasTouch: screen.touch });

    test('every item of the open menu, Order Now too, can be scrolled to and chosen', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Open menu' }).click();
      await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      const menu = header.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();

      const fit = await menu.evaluate((panel) => ({
        bottom: panel.getBoundingClientRect().bottom,
        scrolls: panel.scrollHeight > panel.clientHeight,
      }));
      expect(fit.bottom).toBeLessThanOrEqual(screen.viewport.height);
      // Taller than the room it has: reaching the last item takes scrolling inside the menu.
      expect(fit.scrolls).toBe(true);

      for (const name of ['About', 'Products', 'Our Story', 'Sustainability', 'Order Now']) {
        const link = menu.getByRole('link', { name });
        await link.scrollIntoViewIfNeeded();
        // All of it, but for sub-pixel rounding at a device pixel ratio of 2 or 3.
        await expect(link).toBeInViewport({ ratio: 0.98 });
      }
      await menu.getByRole('link', { name: 'Order Now' }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { name: /contact & order/i })).toBeInViewport();
    });

    test('Escape still closes the menu and returns focus to its button', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Open menu' }).click();
      await header.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Order Now' }).focus();
      await page.keyboard.press('Escape');
      await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });
  });
}
