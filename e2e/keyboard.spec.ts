import { expect, test } from '@playwright/test';
import { mailsContaining, token } from '../test-kit/inbox';
import { bannerReference } from '../test-kit/reference';

test('the whole enquiry can be sent with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const name = page.getByRole('form', { name: 'Enquiry' }).getByLabel('Name');
  for (let i = 0; i < 40 && !(await name.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(name).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(name).toBeFocused();

  const tag = token();
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type('grace@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Interest')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Interest')).toHaveValue('retailer');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Two cases for the café, please. ${tag}`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');

  const status = page.getByRole('form', { name: 'Enquiry' }).getByRole('status');
  await expect(status).toContainText('Message sent successfully!');
  const reference = bannerReference((await status.textContent()) ?? '');
  expect(reference).toBeDefined();
  const [mail] = await mailsContaining(tag);
  expect(mail?.replyTo).toEqual({ address: 'grace@example.com', name: 'Grace Hopper' });
  expect(mail?.subject).toBe(`Website enquiry ${reference} (Retailer) from Grace Hopper`);
});
