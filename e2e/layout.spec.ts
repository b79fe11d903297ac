import { expect, test } from '@playwright/test';

const anchors = [
  { name: 'About', href: '/#about' },
  { name: 'Products', href: '/#products' },
  { name: 'Our Story', href: '/#story' },
  { name: 'Sustainability', href: '/#sustainability' },
];

test('the fixed header has the logo, the four section links and Order Now', async ({ page }) => {
  await page.goto('/privacy-policy');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sarnia home' })).toHaveAttribute('href', '/');
  const nav = header.getByRole('navigation', { name: 'Main' });
  for (const { name, href } of anchors) await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/#contact');
  await expect(header).toHaveCSS('position', 'fixed');
  await page.mouse.wheel(0, 1500);
  await expect(header).toBeInViewport();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('a header link from a legal page lands on its section, below the fixed header', async ({ page }) => {
  await page.goto('/terms-of-service');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sustainability' }).click();
  await expect(page).toHaveURL('/#sustainability');
  const heading = page.getByRole('heading', { name: /sustainability commitment/i });
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const section = await page.locator('#sustainability').boundingBox();
      return header && section ? section.y - (header.y + header.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});

test('the footer has the blurb, quick links, legal links, social links and the copyright line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(
    'Natural mineral water from Guernsey, filtered for up to 50 years and bottled at source',
  );
  const quick = footer.getByRole('navigation', { name: 'Quick links' });
  for (const { name, href } of anchors) await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href);
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  await expect(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
  for (const network of ['Instagram', 'Facebook', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name: `Sarnia on ${network}` })).toHaveAttribute('href', '#');
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Sarnia Water Ltd. All rights reserved.`);
});

test("the copyright year follows the visitor's clock, not the year the page was built", async ({ page }) => {
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-01T09:00:00Z`));
  await page.goto('/cookie-policy');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${nextYear} Sarnia Water Ltd.`);
});

test('a legal link in the footer opens its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL('/cookie-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
});
