import { expect, test } from '@playwright/test';
import { everyPath } from '../test-kit/routes';

const routes = [...everyPath, '/api/contact', '/sitemap.xml', '/media/spring.mp4'];

function expectSecurityHeaders(headers: Record<string, string>, referrerPolicy: string) {
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe(referrerPolicy);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
}

for (const route of routes) {
  test(`security headers on ${route}`, async ({ request }) => {
    const response = route === '/api/contact' ? await request.post(route, { data: {} }) : await request.get(route);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "media-src 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/https?:\/\/|unsafe-eval/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expectSecurityHeaders(headers, 'strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });
}

// Next's own redirect from a path ending in a slash carried none of them; the proxy's carries them all.
for (const route of ['/privacy-policy/', '/fr/', '/api/cron/', '/operators/held/x/', '/media/spring.mp4/']) {
  test(`the redirect from ${route} drops the slash and carries the security headers`, async ({ request }) => {
    const response = await request.get(`${route}?q=1`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const headers = response.headers();
    expect(headers['location']).toBe(`${route.slice(0, -1)}?q=1`);
    // A Review page's token is in the address: no Referer carries it on, as on the page itself.
    expectSecurityHeaders(headers, route.startsWith('/operators/') ? 'no-referrer' : 'strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
}

// Cross-Origin-Resource-Policy: same-origin on everything the page loads from the site, and all of it still
// loads: the fonts, the pictures, the story's video and the report the page links to.
test('the home page loads its fonts, images, video and report under Cross-Origin-Resource-Policy', async ({ page }) => {
  const loaded: { url: string; status: number; policy: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\.(woff2|avif|webp|png|svg|mp4|webm)(\?|$)/.test(response.url()))
      loaded.push({
        url: response.url(),
        status: response.status(),
        policy: response.headers()['cross-origin-resource-policy'],
      });
  });
  const failed: string[] = [];
  // A media element ends a request itself once it has what it needs (net::ERR_ABORTED), and asks for ranges.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (!(request.resourceType() === 'media' && error === 'net::ERR_ABORTED'))
      failed.push(`${request.url()}: ${error}`);
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const fonts = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length);
  expect(fonts).toBeGreaterThan(0);
  // The story's video waits for a play (preload="none"): asked for its first frame as a play would.
  const video = page.locator('#story video');
  await video.scrollIntoViewIfNeeded();
  await video.evaluate((element: HTMLVideoElement) => {
    element.preload = 'auto';
    element.load();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  await page
    .getByRole('img')
    .first()
    .evaluate((image: HTMLImageElement) => image.decode());
  expect(failed).toEqual([]);
  for (const kind of [/\.woff2/, /\.(avif|webp)/, /\.(mp4|webm)/])
    expect(
      loaded.some((response) => kind.test(response.url)),
      `a ${kind} response`,
    ).toBe(true);
  for (const response of loaded) {
    expect(response.status, response.url).toBeLessThan(400);
    expect(response.policy, response.url).toBe('same-origin');
  }
  const report = await page
    .getByRole('link', { name: /report/i })
    .first()
    .getAttribute('href');
  const pdf = await page.request.get(report!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['cross-origin-resource-policy']).toBe('same-origin');
});
