import { expect, test } from '@playwright/test';
import { phone } from './support/contexts';

// The menu as it opens and closes with its transitions.
test.use({ ...phone, reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('on a phone the links collapse behind a menu button', async ({ page }) => {
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const button = header.getByRole('button', { name: 'Open menu' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const panelId = await button.getAttribute('aria-controls');
  await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
});

test('the button opens and closes the menu and its icon and name switch', async ({ page }) => {
  const header = page.getByRole('banner');
  const icon = () => header.getByRole('button').locator('path').getAttribute('d');
  const closedIcon = await icon();
  await header.getByRole('button', { name: 'Open menu' }).click();
  const close = header.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  expect(await icon()).not.toBe(closedIcon);
  const menu = header.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  for (const name of ['About', 'Products', 'Our Story', 'Sustainability', 'Order Now']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await close.click();
  await expect(menu).toBeHidden();
  await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(await icon()).toBe(closedIcon);
});

test('Escape closes the menu and returns focus to the button', async ({ page }) => {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Open menu' }).click();
  await header.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).focus();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('choosing a link closes the menu and goes to the section', async ({ page }) => {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Open menu' }).click();
  await header.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /contact & order/i })).toBeInViewport();
});

test('the menu works with the keyboard alone', async ({ page }) => {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'About' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#products$/);
  await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});
