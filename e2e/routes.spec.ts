import { expect, test } from '@playwright/test';
import { legalPaths, missingPath, pages } from '../test-kit/routes';
import { brandMarkFile } from '../lib/site/brand-mark';

for (const { path, heading, title } of pages) {
  test(`${path} is prerendered and shows its page inside the shared layout`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-nextjs-prerender']).toBeTruthy();
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sarnia home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

for (const path of legalPaths) {
  test(`${path} carries the June 8, 2025 effective date`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText('Effective date: June 8, 2025')).toBeVisible();
    await expect(page.locator('time')).toHaveAttribute('datetime', '2025-06-08');
  });
}

test('the privacy policy names the controller, the Guernsey law, the ODPA, the GDPR and where enquiries go', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  await expect(main).toContainText('Sarnia Water Ltd');
  await expect(main).toContainText('Data Protection (Bailiwick of Guernsey) Law, 2017');
  await expect(main).toContainText('Office of the Data Protection Authority (ODPA)');
  await expect(main).toContainText('EU General Data Protection Regulation (GDPR)');
  await expect(main).toContainText('UK GDPR');
  // As this build was told where it runs: nowhere (docs/launch.md); a Vercel build's is read in
  // integration/vercel-output.test.ts.
  await expect(main).toContainText('Your enquiry is received by the servers that host this website.');
  for (const topic of [
    'Information we collect',
    'How we use your information',
    'Sharing your information',
    'Your rights',
    'Changes to this policy',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }
});

test('the terms require orders to come from people aged 18 or over', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('main')).toContainText('You must be at least 18 years old to place an order');
  for (const topic of [
    'Accurate information',
    'Intellectual property',
    'Limitation of liability',
    'Changes to these terms',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }
});

test('the cookie policy matches what the site sets: no cookies at all', async ({ page, context }) => {
  await page.goto('/cookie-policy');
  for (const topic of ['What cookies are', 'How we use cookies', 'Your choices', 'Changes to this policy']) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }
  await expect(page.getByRole('main')).toContainText('This website does not set any cookies');
  await page.goto('/');
  await page.mouse.wheel(0, 4000);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test('an unmatched address answers 404 with the branded not-found page and a way home', async ({ page }) => {
  const response = await page.goto(missingPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page has run dry' })).toBeVisible();
  // The notice's brand mark is a file of its own, so it must arrive and be drawn.
  const mark = page.locator(`img[src="${brandMarkFile}"]`);
  await expect(mark).toHaveJSProperty('complete', true);
  expect(await mark.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Return to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/pure elegance/i);
});
