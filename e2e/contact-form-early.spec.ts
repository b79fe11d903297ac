import { expect, test, type Page, type Route } from '@playwright/test';
import { mailsContaining, token } from '../test-kit/inbox';

const good = (tag: string) => ({
  name: 'Grace Hopper',
  email: 'grace.hopper@example.com',
  message: `Two pallets for the harbour café. ${tag}`,
});

async function fill(page: Page, values: ReturnType<typeof good>) {
  const form = page.getByRole('form', { name: 'Enquiry' });
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Interest').selectOption({ label: 'Retailer' });
  await form.getByLabel('Message').fill(values.message);
}

test('sent before the page’s scripts have arrived, the enquiry is posted, arrives and is answered', async ({
  page,
}) => {
  const held: Route[] = [];
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?.*)?$/, (route) => void held.push(route));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length).toBeGreaterThan(0);

  const values = good(token());
  await fill(page, values);
  const answer = page.waitForResponse((response) => response.request().isNavigationRequest());
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.unroute(/\/_next\/static\/chunks\//);
  for (const route of held) await route.continue().catch(() => undefined);

  const response = await answer;
  expect(response.request().method()).toBe('POST');
  expect(response.url()).not.toContain('?');
  expect(response.status()).toBe(200);
  await expect(page.getByRole('form', { name: 'Enquiry' }).getByRole('status')).toContainText(
    'Message sent successfully!',
  );
  const mails = await mailsContaining(values.message);
  expect(mails).toHaveLength(1);
  expect(page.url()).not.toContain('grace');
});

test('with its scripts the form sends JSON to the API once and never posts the page', async ({ page }) => {
  await page.goto('/');
  // The menu's no-script disclosure is replaced when the page hydrates.
  await expect(page.locator('header details')).toHaveCount(0);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST')
      posts.push(`${new URL(request.url()).pathname} ${request.headers()['content-type']}`);
  });
  const values = good(token());
  await fill(page, values);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('form', { name: 'Enquiry' }).getByRole('status')).toContainText(
    'Message sent successfully!',
  );
  expect(posts).toEqual(['/api/contact application/json']);
  expect(await mailsContaining(values.message)).toHaveLength(1);
});
