import { expect, test } from '@playwright/test';
import { contact } from '../lib/site/facts';
import { siteOrigin } from '../test-kit/test-env';
import { missingPath, pages, translatedPages } from '../test-kit/routes';

const meta = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(selector).getAttribute('content');

test('every page has its own title, description, canonical URL, Open Graph and Twitter card', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, title } of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    const description = (await meta(page, 'meta[name="description"]'))!;
    expect(description.length).toBeGreaterThan(50);
    descriptions.add(description);
    const url = path === '/' ? `${siteOrigin}` : `${siteOrigin}${path}`;
    expect((await page.locator('link[rel="canonical"]').getAttribute('href'))?.replace(/\/$/, '')).toBe(url);
    expect(await meta(page, 'meta[property="og:title"]')).toBe(title);
    expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
    expect((await meta(page, 'meta[property="og:url"]'))?.replace(/\/$/, '')).toBe(url);
    expect(await meta(page, 'meta[property="og:site_name"]')).toBe('Sarnia');
    expect(await meta(page, 'meta[property="og:locale"]')).toBe('en_GB');
    expect(await meta(page, 'meta[property="og:type"]')).toBe('website');
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(new RegExp(`^${siteOrigin}/opengraph-image\\.png`));
    expect(await meta(page, 'meta[property="og:image:width"]')).toBe('1200');
    expect(await meta(page, 'meta[property="og:image:height"]')).toBe('630');
    expect(await meta(page, 'meta[property="og:image:alt"]')).toBeTruthy();
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta(page, 'meta[name="twitter:title"]')).toBe(title);
    expect(await meta(page, 'meta[name="twitter:image"]')).toMatch(new RegExp(`^${siteOrigin}/opengraph-image\\.png`));
    expect(await meta(page, 'meta[name="theme-color"]')).toBe('#0b2540');
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  expect(descriptions.size).toBe(pages.length);
});

test('the Open Graph image is a 1200×630 PNG', async ({ page, request }) => {
  await page.goto('/');
  const src = new URL((await meta(page, 'meta[property="og:image"]'))!);
  const response = await request.get(src.pathname + src.search);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the 404 page is not indexed', async ({ page }) => {
  await page.goto(missingPath);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-Agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
});

test('the sitemap lists exactly the public pages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual([...pages, ...translatedPages].map(({ path }) => `${siteOrigin}${path}`).sort());
});

test('the web manifest names the brand, its colours and icons', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    short_name: 'Sarnia',
    start_url: '/',
    theme_color: '#0b2540',
    display: 'standalone',
  });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
});

test('the home page describes the organisation and both offers in JSON-LD', async ({ page }) => {
  await page.goto('/');
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const raw = (await scripts.textContent())!;
  expect(raw).not.toMatch(/[<>]/);
  const data = JSON.parse(raw);
  expect(data['@context']).toBe('https://schema.org');
  type Node = Record<string, string> & {
    address: object;
    contactPoint: object;
    offers: Record<string, string>;
    brand: object;
  };
  const graph = data['@graph'] as Node[];
  const org = graph.find((node) => node['@type'] === 'Organization')!;
  expect(org).toMatchObject({
    name: 'Sarnia',
    url: `${siteOrigin}/`,
    logo: `${siteOrigin}/logo.png`,
    email: 'hello@sarnia-water.example',
  });
  expect(org.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: contact.address.street,
    addressLocality: contact.address.locality,
    addressRegion: contact.address.region,
    postalCode: contact.address.postalCode,
    addressCountry: 'GG',
  });
  // Where it sells and what it answers in are the client's to say: neither is claimed.
  expect(org.contactPoint).toEqual({
    '@type': 'ContactPoint',
    contactType: 'sales',
    telephone: contact.phone,
    email: 'hello@sarnia-water.example',
  });
  const products = graph.filter((node) => node['@type'] === 'Product');
  expect(products.map((p) => [p.name, p.offers.price, p.offers.priceCurrency, p.offers.availability])).toEqual([
    // No availability: the site knows of no stock, and claims none.
    ['Sarnia Single Bottle', '8.95', 'GBP', undefined],
    ['Sarnia Multipack of 12 bottles', '89.95', 'GBP', undefined],
  ]);
  for (const product of products) {
    expect(product.offers['@type']).toBe('Offer');
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'Sarnia' });
  }
  expect(products.map((p) => p.image)).toEqual([`${siteOrigin}/images/bottle.png`, `${siteOrigin}/images/case.png`]);
});
