import { expect, test, type Page } from '@playwright/test';
import * as fr from '@/lib/i18n/fr';
import { mailsContaining, token } from '../test-kit/inbox';
import { baseUrl as urlOf, servers } from '../test-kit/test-env';
import { noScript } from './support/contexts';

test.use(noScript);

const baseUrl = urlOf(servers.main);

// This project runs with JavaScript turned off: the French page works as the English one does.
const form = (page: Page) => page.getByRole('form', { name: fr.enquiry.formLabel });
const label = fr.enquiry.labels;

async function send(page: Page) {
  const answer = page.waitForResponse((response) => response.request().isNavigationRequest());
  await form(page).getByRole('button', { name: fr.enquiry.submit }).click();
  const response = await answer;
  expect(response.request().method()).toBe('POST');
  await page.waitForLoadState('domcontentloaded');
  return response;
}

test('a form posted from /fr comes back to /fr, in French, with every value kept', async ({ page }) => {
  await page.goto('/fr');
  await form(page).getByLabel(label.name).fill('Émile Zola');
  await form(page).getByLabel(label.email).fill('emile@');
  await form(page).getByLabel(label.interest).selectOption({ label: fr.enquiry.interests.distributor });
  await form(page).getByLabel(label.message).fill('Une palette pour Saint-Malo.');
  const response = await send(page);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(`${baseUrl}/fr#enquiry-form`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(form(page).getByRole('alert')).toContainText(fr.enquiry.failures.validation);
  await expect(form(page).getByText(fr.enquiry.fields['email-invalid'])).toBeVisible();
  await expect(form(page).getByLabel(label.name)).toHaveValue('Émile Zola');
  await expect(form(page).getByLabel(label.email)).toHaveValue('emile@');
  await expect(form(page).getByLabel(label.interest)).toHaveValue('distributor');
  await expect(form(page).getByLabel(label.message)).toHaveValue('Une palette pour Saint-Malo.');

  const tag = token();
  await form(page).getByLabel(label.email).fill('emile@example.com');
  await form(page).getByLabel(label.message).fill(`Une palette pour Saint-Malo. ${tag}`);
  await send(page);
  await expect(form(page).getByRole('status')).toContainText(fr.enquiry.successTitle);
  await expect(form(page).getByRole('link', { name: fr.enquiry.backHome })).toHaveAttribute('href', '/fr');
  const [mail] = await mailsContaining(tag);
  expect(mail, 'the enquiry arrives').toBeDefined();
  expect(mail!.text).toContain('French');
});

test('a refused post from /fr is answered in French', async ({ request }) => {
  const response = await request.post('/fr', {
    headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: 'https://elsewhere.example' },
    data: '--x--\r\n',
  });
  expect(response.status()).toBe(403);
  const html = await response.text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain(fr.enquiry.refused.title);
  expect(html).toContain('href="/fr#enquiry-form"');
});

test('without JavaScript the product buttons are links to the form, and the menu offers English', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/fr');
  const offers = page.locator('#products').getByRole('link');
  await expect(offers).toHaveCount(2);
  for (const offer of await offers.all()) await expect(offer).toHaveAttribute('href', '/fr#contact');
  await offers.first().click();
  await expect(page).toHaveURL(`${baseUrl}/fr#contact`);
  await expect(form(page).getByLabel(label.message)).toHaveValue('');

  await page.getByRole('banner').getByLabel(fr.chrome.menu, { exact: true }).click();
  const english = page.getByRole('navigation', { name: fr.chrome.mobileNav }).getByRole('link', { name: 'English' });
  await english.click();
  await expect(page).toHaveURL(`${baseUrl}/`);
});
