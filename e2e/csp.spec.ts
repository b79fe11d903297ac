import { expect, test, type Page } from '@playwright/test';
import * as fr from '@/lib/i18n/fr';
import { inlineScriptHashes } from '../lib/site/csp';
import { frenchPages, missingPath, pages as sitePages, translatedPages } from '../test-kit/routes';

// The pages as they run with motion: the ripples drawing, the menu and form animating.
test.use({ reducedMotion: 'no-preference' });

const home = sitePages[0];
const homes = {
  en: { path: '/', label: 'Sarnia home', heading: home.heading },
  fr: { path: '/fr', label: fr.chrome.homeLabel, heading: frenchPages[0]!.heading },
};
const pages = [
  ...[...sitePages, ...translatedPages].map(({ path, heading }) => ({ path, heading, status: 200 })),
  { path: missingPath, heading: 'This page has run dry', status: 404 },
];

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

for (const { path, status } of pages) {
  test(`${path} allows its own inline scripts by hash, and no other inline script`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const scriptSrc = directive(response.headers()['content-security-policy'] ?? '', 'script-src');
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.length).toBeGreaterThan(0);
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
  });
}

test('files and the API get the policy with no inline script at all', async ({ request }) => {
  for (const path of ['/sitemap.xml', '/robots.txt', '/media/spring.mp4', '/icon.svg']) {
    const response = await request.get(path);
    expect(directive(response.headers()['content-security-policy'] ?? '', 'script-src'), path).toEqual(["'self'"]);
  }
  const api = await request.post('/api/contact', { data: {} });
  expect(directive(api.headers()['content-security-policy'] ?? '', 'script-src')).toEqual(["'self'"]);
});

// Every CSP violation and every console error fails the test; the 404 page's own status is the one
// error a browser is expected to log. The watcher is injected by Playwright, so the policy does not apply to it.
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const notFound = /status of 404/.test(message.text()) && message.location().url.endsWith(missingPath);
    if (!notFound) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

// A click that the hydrated router answers without loading another document.
async function navigateClientSide(page: Page, click: () => Promise<void>, path: string, heading: string | RegExp) {
  const documents: string[] = [];
  const onRequest = (request: { resourceType: () => string; url: () => string }) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  };
  page.on('request', onRequest);
  await click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  expect(documents, `${path} was loaded as a new document`).toEqual([]);
}

for (const { path, status, heading } of pages) {
  test(`${path} hydrates under the policy and navigates client-side with no violation`, async ({ page }) => {
    const problems = await watch(page);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    if (path === '/') {
      await navigateClientSide(
        page,
        () => page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click(),
        '/cookie-policy',
        'Cookie Policy',
      );
    } else if (status === 404) {
      // The 404 sits outside both languages' layouts, so its way home loads the home page anew.
      await page.getByRole('link', { name: 'Return to the home page' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
      await expect.poll(() => page.workers().length, { message: 'the ripple worker starts' }).toBe(1);
    } else {
      const to = path.startsWith('/fr') ? homes.fr : homes.en;
      await navigateClientSide(
        page,
        () => page.getByRole('banner').getByRole('link', { name: to.label }).click(),
        to.path,
        to.heading,
      );
      await expect.poll(() => page.workers().length, { message: 'the ripple worker starts' }).toBe(1);
    }
    expect(problems).toEqual([]);
  });
}

test('the home page in use breaks no policy: ripple worker, video, form, legal pages and back', async ({ page }) => {
  const problems = await watch(page);
  const worker = page.waitForEvent('worker');
  await page.goto('/', { waitUntil: 'networkidle' });
  expect((await worker).url()).toMatch(/\/_next\/static\//);

  const video = page.locator('#story video');
  await video.scrollIntoViewIfNeeded();
  const played = page.waitForResponse(/\/media\/spring\.(webm|mp4)/);
  await video.focus();
  await page.keyboard.press('Space');
  await played;

  const form = page.getByRole('form', { name: 'Enquiry' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Interest').selectOption({ label: 'Distributor' });
  await form.getByLabel('Message').fill('A case for the office, please. csp-check');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Message sent successfully!');

  const footer = page.getByRole('contentinfo');
  for (const { path, heading } of sitePages.filter((p) => p.path !== home.path)) {
    await navigateClientSide(page, () => footer.getByRole('link', { name: heading }).click(), path, heading);
  }
  await navigateClientSide(
    page,
    () => page.getByRole('banner').getByRole('link', { name: 'Sarnia home' }).click(),
    '/',
    home.heading,
  );
  await expect.poll(() => page.workers().length, { message: 'the ripple worker starts again' }).toBe(1);
  expect(problems).toEqual([]);
});

test('a form posted before the scripts arrive is answered by a page whose scripts run under a nonce', async ({
  page,
}) => {
  const problems = await watch(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
  // Every chunk request waits until the form has been sent, however late it is made.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?.*)?$/, async (route) => {
    held++;
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held).toBeGreaterThan(0);
  const form = page.getByRole('form', { name: 'Enquiry' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Interest').selectOption({ label: 'Distributor' });
  await form.getByLabel('Message').fill('Posted before the scripts. csp-nonce-check');
  const answer = page.waitForResponse((response) => response.request().isNavigationRequest());
  await form.getByRole('button', { name: 'Send Message' }).click();
  release();

  const response = await answer;
  expect(response.request().method()).toBe('POST');
  const scriptSrc = directive(response.headers()['content-security-policy'] ?? '', 'script-src');
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  await expect(form.getByRole('status')).toContainText('Message sent successfully!');
  // The answer hydrates: its scripts run (the ripple worker starts once hydration is done), and its router
  // navigates without loading a document. The success text is the server's, there before hydration.
  await expect.poll(() => page.workers().length, { message: 'the ripple worker starts' }).toBe(1);
  await navigateClientSide(
    page,
    () => page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click(),
    '/cookie-policy',
    'Cookie Policy',
  );
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(problems.filter((text) => /content security policy|CSP violation/i.test(text))).toEqual([]);
});
