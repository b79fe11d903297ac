import { expect, test } from '@playwright/test';
import { everyPath, legalPaths, missingPath } from './support/routes';

const routes = [...everyPath, '/api/contact', '/sitemap.xml', '/media/spring.mp4'];

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
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });
}

// Violations are reported through the console, so the check itself evaluates no script in the page.
test('no page breaks its own Content-Security-Policy, even in use', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  for (const route of [...legalPaths, missingPath]) {
    await page.goto(route, { waitUntil: 'networkidle' });
  }
  await page.goto('/', { waitUntil: 'networkidle' });
  const video = page.locator('#story video');
  await video.scrollIntoViewIfNeeded();
  const played = page.waitForResponse(/\/media\/spring\.(webm|mp4)/);
  await video.focus();
  await page.keyboard.press('Space');
  await played;
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
