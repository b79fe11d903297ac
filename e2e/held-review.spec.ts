import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { reviewToken } from '../lib/enquiry/server/held/review-token';
import { validateHtml } from '../test-kit/html-validator';
import { mailsContaining, token } from '../test-kit/inbox';
import { operatorLinkSecret, storeDir } from '../test-kit/test-env';
import { enquiriesCommand } from './support/enquiries';

// The held digest's Review page on the main test site, whose OPERATOR_LINK_SECRET the test signs with as
// the digest does: a honeypot hit, its page (no script, its own headers, axe and the Nu validator), the
// button delivering it once, and the page kept out of the sitemap without being hidden from crawlers.

/** A filled honeypot, held, and its Review page's path. */
async function held(request: APIRequestContext, tag: string) {
  const enquiry = {
    name: 'Zoë <b>Le Page</b>',
    email: 'zoe@example.gg',
    interest: 'retailer',
    message: `Hello ${tag}`,
  };
  const answer = await request.post('/api/contact', { data: { ...enquiry, leave_empty: 'https://spam.example' } });
  expect(answer.status()).toBe(201);
  // The visitor is told a reference alone; the operators' command gives its id, as the digest has it.
  const { reference } = (await answer.json()) as { reference: string };
  const shown = await enquiriesCommand(['show', reference, '--json'], { OUTBOX_DIR: storeDir('main') });
  expect(shown.code, shown.stderr).toBe(0);
  const { id } = JSON.parse(shown.stdout) as { id: string };
  return `/operators/held/${reviewToken(operatorLinkSecret, id, Date.now() + 3_600_000)}`;
}

test('the Review page is plain HTML with no script, not cached, indexed or referred from, and axe and Nu pass it', async ({
  page,
  request,
}) => {
  const tag = token();
  const review = await held(request, tag);
  const response = await page.goto(review);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  // The site's own Referrer-Policy (next.config.ts) is on every other path; this one wins here.
  expect((await request.get('/')).headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect([headers['referrer-policy'], headers['x-robots-tag']]).toEqual(['no-referrer', 'noindex']);
  expect(headers['cache-control']).toContain('no-store');
  // The proxy's policy for these pages alone: no script of any kind, its one style by hash.
  expect(headers['content-security-policy']).toMatch(
    /^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiry from Zoë <b>Le Page</b>');
  await expect(page.getByText(`Hello ${tag}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deliver this enquiry' })).toBeVisible();
  await expect(page.locator('script')).toHaveCount(0);

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const { errors, unreadable } = await validateHtml({ review: await (await request.get(review)).text() });
  expect(errors).toEqual([]);
  expect(unreadable).toBe(false);
  // Two looks and a validator's fetch later, nothing was sent.
  expect(await mailsContaining(tag)).toEqual([]);
});

test('its button delivers the enquiry once, marked released; the page opened again has nothing to release', async ({
  page,
  request,
}) => {
  const tag = token();
  const review = await held(request, tag);
  await page.goto(review);
  await page.getByRole('button', { name: 'Deliver this enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivered');
  const mails = await mailsContaining(tag);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toMatch(/^\[Released from held\] Website enquiry /);
  await page.goto(review);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing to release');
  const again = await request.post(review, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  expect(await again.text()).toContain('<h1>Nothing to release</h1>');
  expect(await mailsContaining(tag)).toHaveLength(1);
});

test('a bad token is a plain 404; the Review pages are in no sitemap, and robots.txt lets crawlers read their noindex', async ({
  request,
}) => {
  const review = await held(request, token());
  for (const bad of [review.slice(0, -4), review.replace(/\.[^.]+$/, '.AAAA'), '/operators/held/x'])
    expect((await request.get(bad)).status(), bad).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/operators');
  expect(await (await request.get('/robots.txt')).text()).not.toMatch(/Disallow: \/operators/i);
});
