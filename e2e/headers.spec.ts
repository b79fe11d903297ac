import { expect, test } from '@playwright/test';
import { everyPath } from '../test-kit/routes';

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
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });
}
