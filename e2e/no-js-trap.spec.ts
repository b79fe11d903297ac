import { expect, test } from '@playwright/test';
import { mailsContaining, token } from '../test-kit/inbox';
import { noScript } from './support/contexts';

test.use(noScript);

// The trap (the honeypot) as the server renders it, which is what autofill reads when the page loads: a
// name and label no autofill heuristic matches, and the password managers' opt-outs. A person's form,
// with the trap left as it is, still arrives without JavaScript.

// The words Chromium's and the password managers' heuristics match a field by.
const autofillWords = /website|url|company|organi[sz]ation|name|e-?mail|phone|tel|address|street|city|zip|postal/i;

test('the trap carries no autofill word, opts out of each password manager, and is hidden from people', async ({
  page,
}) => {
  await page.goto('/');
  const trap = page.locator('#enquiry-leave-empty');
  await expect(trap).toHaveCount(1);
  const expected: [string, string][] = [
    ['name', 'leave_empty'],
    ['type', 'text'],
    ['autocomplete', 'off'],
    ['tabindex', '-1'],
    ['data-1p-ignore', ''],
    ['data-lpignore', 'true'],
    ['data-form-type', 'other'],
  ];
  for (const [name, value] of expected) await expect(trap, name).toHaveAttribute(name, value);
  const label = page.locator('label[for="enquiry-leave-empty"]');
  await expect(label).toHaveText('Leave this field empty');
  for (const text of [
    (await trap.getAttribute('name')) ?? '',
    (await trap.getAttribute('id')) ?? '',
    (await label.textContent()) ?? '',
  ])
    expect(text).not.toMatch(autofillWords);
  await expect(page.locator('[aria-hidden="true"]:has(#enquiry-leave-empty)')).toHaveCount(1);
  await expect(trap).not.toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
});

test('a person’s form, the trap untouched, is posted without JavaScript and arrives', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Enquiry' });
  const message = `Six cases for the hotel bar, please. ${token()}`;
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada.lovelace@example.com');
  await form.getByLabel('Interest').selectOption({ label: 'Retailer' });
  await form.getByLabel('Message').fill(message);
  const answer = page.waitForResponse((response) => response.request().isNavigationRequest());
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(200);
  await expect(form.getByRole('status')).toContainText('Message sent successfully!');
  const mails = await mailsContaining(message);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).not.toMatch(/Suspected spam|Released from held/);
});
