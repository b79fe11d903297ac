import { expect, test } from '@playwright/test';
import { mailsContaining, token } from '../test-kit/inbox';

// Guernsey keeps the UK's clock; the expected time is worked out here with Node's own zone data.
const islandTime = (date: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
};

test('the e-mail the operators receive renders with the brand, a reply button, Guernsey time and escaped values', async ({
  page,
  request,
}, testInfo) => {
  const tag = token();
  const enquiry = {
    name: 'Zoë <script>alert("x")</script> Le Page',
    email: 'zoe.lepage@example.gg',
    interest: 'distributor',
    message: `Good morning,\nWe would like 40 cases a month.\n<img src=x onerror=alert(1)> & "quotes"\n${tag}`,
  };
  expect((await request.post('/api/contact', { data: enquiry })).status()).toBe(201);
  const [mail] = await mailsContaining(tag);
  expect(mail).toBeDefined();

  // As a mail client shows it: the parser has put the inline brand mark in place of its cid: link.
  const html = mail!.html;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setViewportSize({ width: 700, height: 900 });
  await page.setContent(html, { waitUntil: 'load' });
  await testInfo.attach('operators-email', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`New enquiry from ${enquiry.name}`);
  const mark = page.locator('img');
  await expect(mark).toHaveCount(1);
  expect(await mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('SARNIA', { exact: true })).toBeVisible();

  const reply = page.getByRole('link', { name: `Reply to ${enquiry.name}` });
  await expect(reply).toBeVisible();
  // The reply's subject carries the reference, as the operators' subject does.
  const reference = /^Website enquiry (\S+) /.exec(mail!.subject)?.[1];
  await expect(reply).toHaveAttribute(
    'href',
    `mailto:zoe.lepage@example.gg?subject=Your%20enquiry%20to%20Sarnia%2C%20reference%20${reference}`,
  );
  await expect(reply).toHaveCSS('background-color', 'rgb(11, 37, 64)');

  const received = islandTime(new Date(mail!.headers.date!));
  await expect(page.getByText(`Received ${received} (Guernsey time)`)).toBeVisible();

  for (const [label, value] of [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Interest', 'Distributor'],
  ])
    await expect(page.getByRole('row', { name: `${label} ${value}` })).toBeVisible();

  const message = page.getByText('We would like 40 cases a month.');
  expect(await message.evaluate((el) => (el as HTMLElement).innerText)).toBe(enquiry.message);
  // The footer: the reference, which a reply keeps in the subject, and the id the operators' command takes.
  await expect(page.getByText(new RegExp(`^Reference ${reference} \\(enquiry [0-9a-f-]{36}\\)$`))).toHaveCSS(
    'font-size',
    '12px',
  );
  expect(await page.locator('script').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(mail!.text).toContain(`Received ${received} (Guernsey time)`);
});
