import { expect, test } from '@playwright/test';
import { errorNoticesIn } from '../lib/i18n/error-notices';
import { failRootLayout } from './support/global-error';

const { en, fr } = errorNoticesIn;
test.use({ bypassCSP: true });

test('when a root layout fails, the page says so in every language, with Try again and a way home', async ({
  page,
}) => {
  await failRootLayout(page);
  await page.goto('/');
  await expect(page).toHaveTitle(`${en.errorNotice.title} | Sarnia`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errorNotice.heading);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(fr.errorNotice.heading);
  await expect(page.getByRole('button', { name: en.errorNotice.retry })).toBeVisible();
  await expect(page.getByRole('button', { name: fr.errorNotice.retry })).toBeVisible();
  await expect(page.getByRole('link', { name: en.homeLink })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: fr.homeLink })).toHaveAttribute('href', '/fr');
  // Styled: its page's CSS loads with it.
  await expect(page.getByRole('link', { name: en.homeLink })).toHaveCSS('border-radius', '999px');
});

test('when the global error page cannot load its own script, its words and ways home are still there', async ({
  page,
}) => {
  const named = await failRootLayout(page);
  // Every script but those the page names: what the error page loads when shown does not arrive.
  const refused: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (named().includes(path)) return route.fallback();
    refused.push(path);
    return route.abort();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: en.errorNotice.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: fr.errorNotice.heading })).toBeVisible();
  await expect(page.getByText(en.errorNotice.text)).toBeVisible();
  await expect(page.getByRole('link', { name: en.homeLink })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: fr.homeLink })).toHaveAttribute('href', '/fr');
  expect(refused.length, 'the error page asked for its script').toBeGreaterThan(0);
});
