import { expect, test, type Page } from '@playwright/test';
import { enquiryForm } from '../test-kit/form-post';
import { mailsContaining, token } from '../test-kit/inbox';
import { baseUrl, servers } from '../test-kit/test-env';
import { expectAuthFailedNote } from './support/banners';
import { bannerReference } from '../test-kit/reference';
import { noScript } from './support/contexts';
import { expectNothingTypedIn, watchUrls } from './support/typed-urls';

test.use(noScript);

// This project runs with JavaScript turned off: the browser posts the form itself.

const good = (tag: string) => ({
  name: 'Ada Lovelace',
  email: 'ada.lovelace@example.com',
  interest: 'Distributor',
  message: `Palletised crates to Alderney, please. ${tag}`,
});
type Values = ReturnType<typeof good>;

const form = (page: Page) => page.getByRole('form', { name: 'Enquiry' });

async function fill(page: Page, values: Partial<Values>) {
  if (values.name !== undefined) await form(page).getByLabel('Name').fill(values.name);
  if (values.email !== undefined) await form(page).getByLabel('Email').fill(values.email);
  if (values.interest !== undefined) await form(page).getByLabel('Interest').selectOption({ label: values.interest });
  if (values.message !== undefined) await form(page).getByLabel('Message').fill(values.message);
}

/** Sends the form and waits for the page the server answers with. */
async function send(page: Page) {
  const answer = page.waitForResponse((response) => response.request().isNavigationRequest());
  await page.getByRole('button', { name: 'Send Message' }).click();
  const response = await answer;
  const request = response.request();
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).search).toBe('');
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  await page.waitForLoadState('domcontentloaded');
  return response;
}

async function expectValuesKept(page: Page, values: Partial<Values>) {
  await expect(form(page).getByLabel('Name')).toHaveValue(values.name ?? '');
  await expect(form(page).getByLabel('Email')).toHaveValue(values.email ?? '');
  await expect(form(page).getByLabel('Interest')).toHaveValue(values.interest?.toLowerCase() ?? '');
  await expect(form(page).getByLabel('Message')).toHaveValue(values.message ?? '');
}

test('a valid enquiry is posted, arrives, and the page answers with the success text, its reference and a way back', async ({
  page,
}) => {
  const urls = watchUrls(page);
  await page.goto('/');
  const values = good(token());
  await fill(page, values);
  const response = await send(page);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/#enquiry-form$/);
  const status = form(page).getByRole('status');
  await expect(status).toContainText('Message sent successfully!');
  await expect(status).toContainText("Thank you for contacting us. We'll get back to you soon.");
  const reference = bannerReference((await status.textContent()) ?? '');
  expect(reference, 'the reference, in the page the server rendered').toBeDefined();
  await expect(status.getByRole('paragraph')).toHaveText([
    'Message sent successfully!',
    "Thank you for contacting us. We'll get back to you soon.",
    `Your reference: ${reference}`,
    'Back to the home page',
  ]);
  await expect(status.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await expect(form(page)).toBeInViewport();
  await expectValuesKept(page, {});
  const mails = await mailsContaining(values.message);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.replyTo).toEqual({ address: values.email, name: values.name });
  expect(mails[0]?.text).toContain('Interest: Distributor');
  expect(mails[0]?.subject).toBe(`Website enquiry ${reference} (Distributor) from ${values.name}`);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(form(page).getByRole('status')).toBeEmpty();
  expectNothingTypedIn(urls(), values);
});

test("an empty submission shows every field's message in the page's answer", async ({ page }) => {
  await page.goto('/');
  await send(page);
  await expect(form(page).getByRole('alert')).toContainText('Please correct the highlighted fields.');
  for (const [label, message] of [
    ['Name', 'Name is required'],
    ['Email', 'Email is required'],
    ['Interest', 'Please select your interest'],
    ['Message', 'Message is required'],
  ]) {
    await expect(form(page).getByLabel(label!)).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByLabel(label!)).toHaveAccessibleDescription(message!);
  }
  await expect(form(page).getByRole('status')).toBeEmpty();
  // The answer opens at the form (its address ends in #enquiry-form), its banner in view.
  await expect(form(page).getByRole('alert')).toBeInViewport();
});

test('an invalid submission keeps every typed value, shows the messages and sends nothing', async ({ page }) => {
  const urls = watchUrls(page);
  await page.goto('/');
  const values = { name: 'Ada Lovelace', email: 'ada.lovelace@example', message: `Crates please. ${token()}` };
  await fill(page, values);
  await send(page);
  await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(form(page).getByLabel('Interest')).toHaveAccessibleDescription('Please select your interest');
  await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'false');
  await expect(form(page).getByLabel('Message')).toHaveAttribute('aria-invalid', 'false');
  await expectValuesKept(page, values);
  // The answer is rendered once the server has decided, so anything sent would be in the inbox by now.
  expect(await mailsContaining(values.message)).toEqual([]);

  // Corrected in the answer page, the same form goes through.
  await fill(page, { email: 'ada.lovelace@example.com', interest: 'Retailer' });
  await send(page);
  await expect(form(page).getByRole('status')).toContainText('Message sent successfully!');
  expect(await mailsContaining(values.message)).toHaveLength(1);
  expectNothingTypedIn(urls(), values);
});

test('a rejected mail server login shows the error banner with its note, every value kept', async ({ page }) => {
  const urls = watchUrls(page);
  await page.goto(`${baseUrl(servers.wrongPassword)}/`);
  const values = good(token());
  await fill(page, values);
  await send(page);
  const alert = form(page).getByRole('alert');
  await expect(alert).toContainText('Error sending message:');
  await expectAuthFailedNote(alert);
  await expectValuesKept(page, values);
  expect(await mailsContaining(values.message)).toEqual([]);
  expectNothingTypedIn(urls(), values);
});

test('a mail server that never greets: the visitor is answered all the same, with the error banner, every value kept', async ({
  page,
}) => {
  await page.goto(`${baseUrl(servers.silent)}/`);
  const values = good(token());
  await fill(page, values);
  await send(page);
  const alert = form(page).getByRole('alert');
  await expect(alert).toContainText('We could not deliver your message just now. Please try again later.');
  await expect(alert).not.toContainText('configuration issue');
  await expectValuesKept(page, values);
});

test('the form posted from another site is refused with 403 and sends nothing', async ({ page, request }) => {
  const site = baseUrl(servers.main);
  const { html } = await enquiryForm(request, site);
  // The site's own form, served from a foreign origin that posts it back to the site.
  await page.route('http://foreign.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Elsewhere</title>${html.replace('action="/#enquiry-form"', `action="${site}/"`)}`,
    }),
  );
  await page.goto('http://foreign.example/');
  const values = good(token());
  await fill(page, values);
  const response = await send(page);
  expect(response.status()).toBe(403);
  expect(response.request().headers()['origin']).toBe('http://foreign.example');
  await expect(page.getByRole('heading', { name: 'Enquiry not accepted' })).toBeVisible();
  await expect(page.getByText('Enquiries can only be sent from this website.')).toBeVisible();
  expect(await mailsContaining(values.message)).toEqual([]);
});
