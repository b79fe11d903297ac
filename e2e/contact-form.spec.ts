import { expect, test, type Page } from '@playwright/test';
import { recordRequests } from './support/requests';
import { mailsContaining, token } from '../test-kit/inbox';
import { baseUrl, servers } from '../test-kit/test-env';
import { expectAuthFailedNote } from './support/banners';
import { referencePattern } from '../test-kit/reference';

const fill = async (page: Page, values: { name?: string; email?: string; interest?: string; message?: string }) => {
  const form = page.getByRole('form', { name: 'Enquiry' });
  if (values.name !== undefined) await form.getByLabel('Name').fill(values.name);
  if (values.email !== undefined) await form.getByLabel('Email').fill(values.email);
  if (values.interest !== undefined) await form.getByLabel('Interest').selectOption({ label: values.interest });
  if (values.message !== undefined) await form.getByLabel('Message').fill(values.message);
};
const good = (tag: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  interest: 'Distributor',
  message: `A pallet to Jersey, please. ${tag}`,
});
const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();
// What the visitor typed must survive every failed send.
const expectValuesKept = async (page: Page, values: ReturnType<typeof good>) => {
  const form = page.getByRole('form', { name: 'Enquiry' });
  await expect(form.getByLabel('Name')).toHaveValue(values.name);
  await expect(form.getByLabel('Email')).toHaveValue(values.email);
  await expect(form.getByLabel('Interest')).toHaveValue('distributor');
  await expect(form.getByLabel('Message')).toHaveValue(values.message);
};
// Sends a valid enquiry that is expected to fail: returns the error banner once it shows, and what was typed.
const sendFailing = async (page: Page) => {
  const values = good(token());
  await fill(page, values);
  await send(page);
  const alert = page.getByRole('form', { name: 'Enquiry' }).getByRole('alert');
  await expect(alert).toContainText('Error sending message:', { timeout: 15_000 });
  return { alert, values };
};

test('the form has labelled fields, the interest choices and a four-row message', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Enquiry' });
  await expect(form).toHaveAttribute('novalidate', '');
  await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Interest').locator('option')).toHaveText([
    'Select your interest',
    'Retailer',
    'Distributor',
    'Individual buyer',
    'Other',
  ]);
  await expect(form.getByLabel('Interest').locator('option').first()).toHaveAttribute('value', '');
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', '4');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test("an empty submit shows every field's message, sends nothing and focuses Name", async ({ page }) => {
  await page.goto('/');
  const requests = recordRequests(page);
  await send(page);
  const form = page.getByRole('form', { name: 'Enquiry' });
  for (const [label, message] of [
    ['Name', 'Name is required'],
    ['Email', 'Email is required'],
    ['Interest', 'Please select your interest'],
    ['Message', 'Message is required'],
  ]) {
    await expect(form.getByLabel(label!)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(label!)).toHaveAccessibleDescription(message!);
  }
  await expect(form.getByLabel('Name')).toBeFocused();
  expect((await requests.settled()).filter((url) => url.endsWith('/api/contact'))).toEqual([]);
});

test("a malformed email gets its own message; editing a field clears only that field's error", async ({ page }) => {
  await page.goto('/');
  await fill(page, { email: 'ada@example' });
  await send(page);
  const form = page.getByRole('form', { name: 'Enquiry' });
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Email').fill('ada@example.com');
  await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await form.getByLabel('Interest').selectOption({ label: 'Retailer' });
  await expect(form.getByText('Please select your interest')).toHaveCount(0);
  await expect(form.getByText('Name is required')).toBeVisible();
});

test('a valid enquiry shows Sending..., arrives, clears the form and shows the success banner and reference for 10 seconds', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt(Date.now() + 60_000);
  const tag = token();
  await fill(page, good(tag));
  // Made before the route can run, so release() is never called before the route handler has set it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse('**/api/contact');
  await send(page);
  const sending = page.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();
  const { reference } = await (await answered).json();
  expect(reference).toMatch(referencePattern);
  const status = page.getByRole('form', { name: 'Enquiry' }).getByRole('status');
  await expect(status).toContainText('Message sent successfully!');
  await expect(status).toContainText("Thank you for contacting us. We'll get back to you soon.");
  // On a line of its own under the spec's two texts, inside the status region, so it is announced too.
  await expect(status.getByRole('paragraph')).toHaveText([
    'Message sent successfully!',
    "Thank you for contacting us. We'll get back to you soon.",
    `Your reference: ${reference}`,
  ]);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  const form = page.getByRole('form', { name: 'Enquiry' });
  for (const label of ['Name', 'Email', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
  await expect(form.getByLabel('Interest')).toHaveValue('');
  await expect(page.locator('#contact')).toBeInViewport();
  const mails = await mailsContaining(tag);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.replyTo?.address).toBe('ada@example.com');
  expect(mails[0]!.subject).toContain(reference);

  await page.clock.runFor(9_500);
  await expect(status).toContainText('Message sent successfully!');
  await page.clock.runFor(600);
  await expect(status).toBeEmpty();
});

// The cookie policy: "Sending an enquiry does not set a cookie either, and nothing is stored on your device."
test('sending an enquiry sets no cookie and stores nothing on the device', async ({ page, context }) => {
  await page.goto('/');
  await fill(page, good(token()));
  await send(page);
  await expect(page.getByRole('form', { name: 'Enquiry' }).getByRole('status')).toContainText(
    'Message sent successfully!',
  );
  expect(await context.cookies()).toEqual([]);
  expect(
    await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
      caches: (await caches.keys()).length,
    })),
  ).toEqual({ local: 0, session: 0, databases: 0, caches: 0 });
});

test('a real authentication failure shows the error banner with its note and keeps every value', async ({ page }) => {
  await page.goto(`${baseUrl(servers.wrongPassword)}/`);
  const { alert, values } = await sendFailing(page);
  await expectAuthFailedNote(alert);
  await expectValuesKept(page, values);
});

test('a mail server that never greets: the visitor is answered all the same, without the note, values kept', async ({
  page,
}) => {
  await page.goto(`${baseUrl(servers.silent)}/`);
  const { alert, values } = await sendFailing(page);
  await expect(alert).toContainText('We could not deliver your message just now. Please try again later.');
  await expect(alert).not.toContainText('configuration issue');
  await expectValuesKept(page, values);
});

test('submitting again clears the earlier banner and errors first', async ({ page }) => {
  await page.goto(`${baseUrl(servers.wrongPassword)}/`);
  await fill(page, good(token()));
  await send(page);
  await expect(page.getByRole('form', { name: 'Enquiry' }).getByRole('alert')).toContainText('Authentication failed');
  // Made before the route can run, so release() is never called before the route handler has set it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await send(page);
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByRole('form', { name: 'Enquiry' }).getByRole('alert')).toBeEmpty();
  release();
  await expect(page.getByRole('form', { name: 'Enquiry' }).getByRole('alert')).toContainText('Authentication failed');
});

const catalogue: {
  name: string;
  respond: Parameters<import('@playwright/test').Route['fulfill']>[0] | 'abort';
  shows: string;
}[] = [
  {
    name: 'a non-JSON answer',
    respond: { status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' },
    shows: 'Server returned an invalid response. Please try again later.',
  },
  {
    name: 'a failure without an error field',
    respond: { status: 500, contentType: 'application/json', body: '{}' },
    shows: 'Failed to send message. Please try again later.',
  },
  {
    name: 'a failure with an error field',
    respond: { status: 503, contentType: 'application/json', body: '{"error":"Mail is resting"}' },
    shows: 'Mail is resting',
  },
  { name: 'a network failure', respond: 'abort', shows: 'Failed to fetch' },
];

for (const { name, respond, shows } of catalogue) {
  test(`the form shows the catalogue text for ${name} and keeps the values`, async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/contact', (route) =>
      respond === 'abort' ? route.abort('connectionrefused') : route.fulfill(respond),
    );
    const { alert, values } = await sendFailing(page);
    await expect(alert).toContainText(shows);
    await expectValuesKept(page, values);
  });
}

test('field errors from the server show on their fields', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Please correct the highlighted fields.',
        fields: { email: 'This mailbox does not exist' },
      }),
    }),
  );
  await fill(page, good(token()));
  await send(page);
  const email = page.getByRole('form', { name: 'Enquiry' }).getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('This mailbox does not exist');
  await expect(email).toBeFocused();
  await expect(page.getByRole('form', { name: 'Enquiry' }).getByRole('alert')).toContainText(
    'Please correct the highlighted fields.',
  );
});

test('if the form cannot load its checks, Send shows the generic error and keeps the values', async ({ page }) => {
  // Everything the page needs has loaded by now; what is asked for later is the schema the form loads on first use.
  await page.goto('/', { waitUntil: 'networkidle' });
  const blocked: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    blocked.push(route.request().url());
    return route.abort('failed');
  });
  const requests = recordRequests(page);
  const { alert, values } = await sendFailing(page);
  await expect(alert).toContainText('Failed to send message. Please try again later.');
  expect(blocked.length).toBeGreaterThan(0);
  await expectValuesKept(page, values);
  expect((await requests.settled()).filter((url) => url.endsWith('/api/contact'))).toEqual([]);
});
