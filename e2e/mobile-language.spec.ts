import { expect, test } from '@playwright/test';
import * as fr from '@/lib/i18n/fr';
import { pagePaths } from '@/lib/site/routes';
import { phone } from './support/contexts';

test.use(phone);

// On a phone the language link waits in the menu, and leads to the same page in the other language.
for (const page of ['home', 'privacy'] as const) {
  test(`the menu of ${pagePaths[page].en} offers it in French, and the French menu offers it back`, async ({
    page: browser,
  }) => {
    await browser.goto(pagePaths[page].en);
    const header = browser.getByRole('banner');
    await header.getByRole('button', { name: 'Open menu' }).click();
    const french = header.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(french).toHaveAttribute('hreflang', 'fr');
    await french.click();
    await expect(browser).toHaveURL(new RegExp(`${pagePaths[page].fr}$`));
    await expect(browser.locator('html')).toHaveAttribute('lang', 'fr');

    await browser.getByRole('banner').getByRole('button', { name: fr.chrome.openMenu }).click();
    const menu = browser.getByRole('banner').getByRole('navigation', { name: fr.chrome.mobileNav });
    for (const name of Object.values(fr.chrome.nav)) await expect(menu.getByRole('link', { name })).toBeVisible();
    await menu.getByRole('link', { name: 'English' }).click();
    await expect(browser).toHaveURL(new RegExp(`${pagePaths[page].en === '/' ? '/' : pagePaths[page].en}$`));
    await expect(browser.locator('html')).toHaveAttribute('lang', 'en-GB');
  });
}
