import { expect, test, type Page } from '@playwright/test';
import * as fr from '@/lib/i18n/fr';
import { pagePaths } from '@/lib/site/routes';
import { mailsContaining, token } from '../test-kit/inbox';
import { baseUrl as urlOf, servers, siteOrigin } from '../test-kit/test-env';
import { referencePattern } from '../test-kit/reference';
import { frenchPages, pages } from '../test-kit/routes';
import { forbiddenClaims, recycledContent } from '@/lib/i18n/fr/green-claims.fixture';

const baseUrl = urlOf(servers.main);

// The French site: its own addresses, its own words, the same facts and the same enquiry pipeline.
const NBSP = '\u00A0';
const form = (page: Page) => page.getByRole('form', { name: fr.enquiry.formLabel });
const absolute = (path: string) => new URL(path, siteOrigin).href.replace(/\/$/, '');
const field = (page: Page, label: keyof typeof fr.enquiry.labels) => form(page).getByLabel(fr.enquiry.labels[label]);

test('each page says its language, and / answers in English whatever the browser asks for', async ({
  page,
  request,
}) => {
  for (const { path } of frenchPages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  }
  for (const { path } of pages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  }
  const response = await request.get('/', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9', Cookie: 'lang=fr' } });
  expect(response.status()).toBe(200);
  expect(response.url()).toBe(`${baseUrl}/`);
  expect(await response.text()).toContain('<html lang="en-GB"');
  expect(response.headers()['set-cookie']).toBeUndefined();
  expect(response.headers()['vary'] ?? '').not.toMatch(/accept-language|cookie/i);
});

test('every page names itself, its other language and English for everyone else, as absolute addresses', async ({
  page,
}) => {
  for (const [key, paths] of Object.entries(pagePaths)) {
    for (const [language, path] of Object.entries(paths)) {
      await page.goto(path);
      const href = async (selector: string) => (await page.locator(selector).getAttribute('href'))?.replace(/\/$/, '');
      expect(await href('link[rel="canonical"]'), key).toBe(absolute(path));
      expect(await href('link[rel="alternate"][hreflang="fr"]'), key).toBe(absolute(paths.fr));
      expect(await href('link[rel="alternate"][hreflang="en-GB"]'), key).toBe(absolute(paths.en));
      expect(await href('link[rel="alternate"][hreflang="x-default"]'), key).toBe(absolute(paths.en));
      const og = (property: string) => page.locator(`meta[property="og:${property}"]`).getAttribute('content');
      expect(await og('locale')).toBe(language === 'fr' ? 'fr_FR' : 'en_GB');
      expect(await og('locale:alternate')).toBe(language === 'fr' ? 'en_GB' : 'fr_FR');
    }
  }
});

test('the sitemap lists each page with its other language and English for everyone else', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const paths of Object.values(pagePaths)) {
    for (const path of Object.values(paths)) {
      const entry = new RegExp(`<url>\\s*<loc>${absolute(path)}/?</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1];
      expect(entry, path).toBeDefined();
      for (const [hreflang, target] of [
        ['fr', paths.fr],
        ['en-GB', paths.en],
        ['x-default', paths.en],
      ] as const)
        expect(entry, `${path} ${hreflang}`).toMatch(
          new RegExp(`hreflang="${hreflang}"\\s+href="${absolute(target)}/?"`),
        );
    }
  }
});

test('the French home page describes the same organisation and offers in French, and claims no language', async ({
  page,
}) => {
  await page.goto('/fr');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  const graph = data['@graph'] as Record<string, unknown>[];
  const org = graph.find((node) => node['@type'] === 'Organization') as { contactPoint: object; '@id': string };
  expect(org['@id']).toBe(`${siteOrigin}/#organization`);
  expect(JSON.stringify(org)).not.toMatch(/availableLanguage|areaServed/);
  expect(graph.find((node) => node['@type'] === 'WebPage')).toMatchObject({
    inLanguage: 'fr',
    url: `${siteOrigin}/fr`,
  });
  const products = graph.filter((node) => node['@type'] === 'Product');
  expect(products.map((product) => product.name)).toEqual([
    `Sarnia ${fr.catalogue.items['single-bottle'].name}`,
    `Sarnia ${fr.catalogue.items['multipack-12'].name}`,
  ]);
  expect(products.map((product) => (product.offers as { price: string }).price)).toEqual(['8.95', '89.95']);
});

test('the language link leads to the same page in the other language, from the header and the footer', async ({
  page,
}) => {
  for (const paths of Object.values(pagePaths)) {
    await page.goto(paths.en);
    const toFrench = page.getByRole('banner').getByRole('link', { name: 'Français' });
    await expect(toFrench).toHaveAttribute('hreflang', 'fr');
    await expect(toFrench).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      paths.fr,
    );
    await toFrench.click();
    await expect(page).toHaveURL(`${baseUrl}${paths.fr}`);
    const toEnglish = page.getByRole('contentinfo').getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en-GB');
    await expect(toEnglish).toHaveAttribute('lang', 'en-GB');
    await toEnglish.click();
    await expect(page).toHaveURL(`${baseUrl}${paths.en}`);
  }
});

test("prices and the policies' date are written the French way, and every link stays in French", async ({ page }) => {
  await page.goto('/fr');
  const offers = page.locator('#products').getByRole('listitem');
  // As Intl writes French prices: a decimal comma, and a no-break space before the sign.
  await expect(offers.nth(0)).toContainText(`8,95${NBSP}£`);
  await expect(offers.nth(1)).toContainText(`89,95${NBSP}£`);
  // Every link but the one to the English page, which leads there on purpose.
  const hrefs = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) expect(href, 'a link of the French home page').toMatch(/^\/(fr([#/]|$)|media\/|reports\/)/);
  await expect(page.getByRole('banner').getByRole('link', { name: fr.chrome.order })).toHaveAttribute(
    'href',
    '/fr#contact',
  );
  // The sustainability report in French, not the English one.
  const report = page.locator('#sustainability').getByRole('link', { name: fr.sustainability.reportLink });
  await expect(report).toHaveAttribute('href', fr.report.file);
  const pdf = await page.request.get(fr.report.file);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.goto(pagePaths.privacy.fr);
  await expect(page.getByText('8 juin 2025')).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(fr.legalPages.translationNotice!);
});

test('the French page carries French words only: no English form text in its HTML or scripts', async ({ page }) => {
  // Every read is awaited and a failed read fails the test: a body that could not be read is not French.
  const reads: Promise<{ script: boolean; body: string }>[] = [];
  page.on('response', (response) => {
    const script = /\.js($|\?)/.test(response.url());
    if (script || response.request().resourceType() === 'document')
      reads.push(response.text().then((body) => ({ script, body })));
  });
  await page.goto('/fr', { waitUntil: 'networkidle' });
  const bodies = await Promise.all(reads);
  expect(bodies.filter(({ script }) => script).length, 'scripts read').toBeGreaterThan(0);
  expect(
    bodies.filter(({ script }) => !script),
    'the document read',
  ).toHaveLength(1);
  const all = bodies.map(({ body }) => body).join('\n');
  expect(all).toContain(fr.enquiry.submit);
  for (const english of ['Send Message', 'Name is required', 'Select your interest', 'Message sent successfully!'])
    expect(all, english).not.toContain(english);
});

test('the form in French: its labels, its messages, a sent enquiry, and the network failing', async ({ page }) => {
  await page.goto('/fr');
  await form(page).getByRole('button', { name: fr.enquiry.submit }).click();
  await expect(form(page).getByText(fr.enquiry.fields['name-required'])).toBeVisible();
  await expect(form(page).getByText(fr.enquiry.fields['interest-required'])).toBeVisible();
  await expect(field(page, 'name')).toBeFocused();

  await page.route('**/api/contact', (route) => route.abort());
  const tag = token();
  await field(page, 'name').fill('Émile Zola');
  await field(page, 'email').fill('emile@example.com');
  await field(page, 'interest').selectOption({ label: fr.enquiry.interests.retailer });
  await field(page, 'message').fill(`Une caisse pour la cave, s’il vous plaît. ${tag}`);
  await form(page).getByRole('button', { name: fr.enquiry.submit }).click();
  const alert = form(page).getByRole('alert');
  await expect(alert).toContainText(fr.enquiry.networkFailure!);
  await expect(alert).not.toContainText('Failed to fetch');
  await expect(field(page, 'name')).toHaveValue('Émile Zola');

  await page.unroute('**/api/contact');
  await form(page).getByRole('button', { name: fr.enquiry.submit }).click();
  const status = form(page).getByRole('status');
  await expect(status).toContainText(fr.enquiry.successTitle);
  await expect(status).toContainText(
    new RegExp(`${fr.enquiry.referenceLabel}\\s*${referencePattern.source.replace(/^\^|\$$/g, '')}`),
  );
  const mails = await mailsContaining(tag);
  expect(mails, 'the enquiry arrives once').toHaveLength(1);
  expect(mails[0]!.text).toContain('French');
});

test('a product button takes the visitor to the form with the offer begun, in both languages', async ({ page }) => {
  const words = {
    en: { form: 'Enquiry', message: 'Message', interest: 'Interest', price: '£8.95' },
    fr: {
      form: fr.enquiry.formLabel,
      message: fr.enquiry.labels.message,
      interest: fr.enquiry.labels.interest,
      price: `8,95${NBSP}£`,
    },
  };
  for (const locale of ['en', 'fr'] as const) {
    const { form: name, message: messageLabel, interest: interestLabel, price } = words[locale];
    await page.goto(pagePaths.home[locale], { waitUntil: 'networkidle' });
    const enquiry = page.getByRole('form', { name });
    const message = enquiry.getByLabel(messageLabel);
    await message.fill('Delivered on a Tuesday.');
    await page.locator('#products').getByRole('link').first().click();
    await expect(message).toBeFocused();
    const value = await message.inputValue();
    expect(value).toContain(price);
    expect(value.endsWith('\n\nDelivered on a Tuesday.')).toBe(true);
    // The cursor waits at the end of the offer's line, ready to complete it.
    expect(await message.evaluate((area: HTMLTextAreaElement) => area.selectionStart)).toBe(value.indexOf('\n'));
    await expect(enquiry.getByLabel(interestLabel)).toHaveValue('individual');
    await enquiry.getByLabel(interestLabel).selectOption('retailer');
    await page.locator('#products').getByRole('link').nth(1).click();
    await expect(enquiry.getByLabel(interestLabel), 'a choice already made is kept').toHaveValue('retailer');
    expect(await message.inputValue()).toMatch(/Delivered on a Tuesday\.$/);
  }
});

test('no French page, as served, makes a claim French law forbids, states a share or recycled content, or lets the English prevail', async ({
  request,
}) => {
  for (const { path } of frenchPages) {
    const html = await (await request.get(path)).text();
    // Nor draws it: the recycling arrows say recycled content as much as the word (docs/launch.md, `recycled-share`).
    expect(html, path).not.toContain('data-icon="recycle"');
    const text = html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, '’')
      .replace(/&nbsp;/g, NBSP);
    expect(text, path).toContain(path === '/fr' ? fr.hero.headline : fr.legalPages.translationNotice!);
    expect(forbiddenClaims(text), path).toEqual([]);
    expect(recycledContent(text), path).toBeUndefined();
    // The one share on a French page is the law's: the fine the terms' guarantees box quotes (D211-2's model).
    expect(text.replace(`10${NBSP}% du chiffre d’affaires moyen annuel`, ''), path).not.toMatch(/%/);
    expect(text, path).not.toMatch(/version anglaise (fait foi|prévaut)|seule la version anglaise/i);
  }
});

test('the French story’s video is captioned with what it shows, light on moving water, and no place', async ({
  page,
}) => {
  await page.goto('/fr#story');
  const figure = page.locator('#story figure');
  await expect(figure.locator('figcaption')).toHaveText('Jeux de lumière dans l’eau en mouvement');
  await expect(figure.locator('video')).toHaveAccessibleName('Jeux de lumière dans l’eau en mouvement');
});
