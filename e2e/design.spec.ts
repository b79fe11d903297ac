import { expect, test, type Locator, type Page } from '@playwright/test';

const left = async (locator: Locator) => Math.round((await locator.boundingBox())!.x);

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header logo, the hero copy, every section and the footer share one left edge', async ({ page }) => {
    await page.goto('/');
    const edge = await left(page.getByRole('banner').getByRole('link', { name: 'Sarnia home' }));
    expect(edge).toBeGreaterThan(100);
    const hero = page.locator('main > section').first();
    expect(await left(hero.getByText(/^product of guernsey$/i))).toBe(edge);
    expect(await left(hero.getByRole('heading', { level: 1 }))).toBe(edge);
    expect(await left(hero.getByRole('link', { name: 'Discover the Source' }))).toBe(edge);
    expect(await left(page.locator('#about article').first())).toBe(edge);
    expect(await left(page.locator('#story').getByRole('heading', { level: 2 }))).toBe(edge);
    expect(await left(page.locator('#sustainability article').first())).toBe(edge);
    expect(await left(page.locator('#contact aside'))).toBe(edge);
    const footer = page.getByRole('contentinfo');
    expect(await left(footer.getByRole('link', { name: 'Sarnia home' }))).toBe(edge);
    expect(await left(footer.getByText(/^© \d{4} Sarnia Water Ltd/))).toBe(edge);

    await page.goto('/privacy-policy');
    expect(await left(page.getByRole('heading', { level: 1 }))).toBe(edge);
    expect(await left(page.locator('article > p').first())).toBe(edge);
  });
});

const navy = 'rgb(11, 37, 64)';

for (const path of ['/', '/privacy-policy', '/terms-of-service', '/cookie-policy']) {
  test(`the fixed header on ${path} is the brand navy, solid, wherever the page is scrolled`, async ({ page }) => {
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('background-color', navy);
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveCSS('background-color', navy);
  });
}

test('a legal page opens on a navy band with its title and effective date in light type', async ({ page }) => {
  await page.goto('/terms-of-service');
  const band = page.locator('article > header');
  await expect(band.getByRole('heading', { level: 1, name: 'Terms of Service' })).toHaveCSS(
    'color',
    'rgb(244, 239, 230)',
  );
  await expect(band).toContainText('Effective date: June 8, 2025');
  const image = await band.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(image).toContain('rgb(11, 37, 64)');
  expect((await band.boundingBox())!.width).toBe(page.viewportSize()!.width);
});

// Top edges of the name, price and button in each product card.
const rows = (page: Page) =>
  page
    .locator('#products li')
    .evaluateAll((cards) =>
      cards.map((card) =>
        ['h3', 'p:has(> span)', 'a'].map((selector) =>
          Math.round(card.querySelector(selector)!.getBoundingClientRect().top),
        ),
      ),
    );

test('product names, prices and buttons line up across the two cards, even when a name wraps', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  const [single, multi] = await rows(page);
  expect(single).toEqual(multi);

  const names = page.locator('#products h3');
  const oneLine = (await names.first().boundingBox())!.height;
  await names.nth(1).evaluate((h) => (h.textContent = 'Multipack of twelve 750 ml glass bottles for the table'));
  expect((await names.nth(1).boundingBox())!.height).toBeGreaterThan(oneLine * 1.5);
  const [wrappedSingle, wrappedMulti] = await rows(page);
  expect(wrappedSingle).toEqual(wrappedMulti);
  expect(wrappedSingle![1]).toBeGreaterThan(single![1]!);
});

test('every feature card has its own icon, hidden from assistive technology', async ({ page }) => {
  await page.goto('/');
  const icons = page.locator('#about article svg, #sustainability article svg');
  await expect(icons).toHaveCount(7);
  const drawings = await icons.evaluateAll((svgs) =>
    svgs.map((svg) => ({
      hidden: svg.getAttribute('aria-hidden'),
      paths: svg.innerHTML,
      box: (svg as SVGGraphicsElement).getBBox().width,
    })),
  );
  for (const drawing of drawings) {
    expect(drawing.hidden).toBe('true');
    expect(drawing.box).toBeGreaterThan(5);
  }
  expect(new Set(drawings.map((d) => d.paths)).size).toBe(7);
});
