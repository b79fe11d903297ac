// The policies promise what the site keeps, where and for how long. Each period and place is looked for
// here as the facts the stores, the rate limiter and lib/env.ts's defaults read, so a page that types a
// number of its own, or a fact changed without its page, fails.
import { expect, test, type Locator } from '@playwright/test';
import { contact, hosting } from '../lib/site/facts';
import { keptIn, rateLimitWindows, retention, secondsInWords } from '../lib/site/retention';

const clientWindow = secondsInWords(rateLimitWindows.clientS);
const sharedWindow = secondsInWords(rateLimitWindows.sharedS);
const region = `${hosting.region.city}, ${hosting.region.country}`;

const item = (main: Locator, lead: string) => main.getByRole('listitem').filter({ hasText: lead });

test('the privacy policy states each period and place the site keeps enquiries for and in', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 2, name: 'What we keep, where, and for how long' })).toBeVisible();
  await expect(main).toContainText(
    `What this website keeps is held in ${keptIn.sharedStore}, a database kept for us in ${region}, the same region as the website’s servers.`,
  );
  await expect(main).toContainText('Where the site runs without such a database, it is held in files on the server');

  const record = item(main, 'Your enquiry.');
  await expect(record).toContainText('an id, the short reference we show you');
  await expect(record).toContainText('with or without JavaScript');
  await expect(record).toContainText('your name, email address, the kind of customer you are and your message');
  await expect(record).toContainText(
    `The record of an enquiry we have delivered is deleted after ${retention.deliveredDays} days.`,
  );

  const pending = item(main, 'Enquiries not yet delivered.');
  await expect(pending).toContainText(
    `kept until we send it on, and for no more than ${retention.undeliveredDays} days.`,
  );
  await expect(pending).toContainText(
    `suspect to be spam is held instead of delivered until one of us has read and released it, and for no more than ${retention.heldDays} days.`,
  );
  await expect(pending).toContainText(
    `An enquiry whose message our mail server refuses, for what it contains, is not sent again by itself: it is kept so that one of us can read it and deal with it, and for no more than ${retention.refusedDays} days.`,
  );
  await expect(pending).toContainText(
    `held enquiries are shown to us in a digest sent by email, giving for each the time it arrived, the name, email address and kind of customer entered, and the beginning of its message (for one our mail server refused, only the time it arrived and the kind of customer); that email is kept in ${keptIn.mailbox}, as described below.`,
  );

  const mail = item(main, 'The email we receive.');
  await expect(mail).toContainText(`A delivered enquiry arrives as an email in ${keptIn.mailbox}.`);
  await expect(mail).toContainText('That mailbox is outside this website, and the periods above do not apply to it.');
  await expect(mail).toContainText(
    `the email is written instead to a file in ${keptIn.mailFiles}, which serves as that mailbox: the site never deletes those files by itself`,
  );

  await expect(item(main, 'Backups.')).toContainText(
    'Each copy replaces the one before, which we then delete, so a record stays in a backup no more than a day beyond the period stated for it above.',
  );

  const fingerprint = item(main, 'A fingerprint of a recent enquiry.');
  await expect(fingerprint).toContainText(`For ${clientWindow} after you send an enquiry`);
  await expect(fingerprint).toContainText('filed under a scrambled (hashed) form of your email address');
  await expect(fingerprint).toContainText(`kept in ${keptIn.sharedStore} when the site has it`);

  const counts = item(main, 'Counts per network address.');
  await expect(counts).toContainText('never by your name or email address');
  await expect(counts).toContainText(`Each count lasts ${clientWindow} and then expires by itself.`);
  await expect(counts).toContainText(
    `Where the address cannot be verified, as when the site is run with neither a proxy it trusts nor its own start-up program (which ignores any address a request claims for itself), each address is also counted for ${sharedWindow}.`,
  );
  await expect(counts).toContainText(`kept in ${keptIn.sharedStore} when the site has it`);

  await expect(item(main, 'Server logs.')).toContainText('They never contain your name, email address or message.');
  await expect(main).toContainText(`receives your enquiry on servers in ${region}.`);
  // The period the code never held.
  await expect(main).not.toContainText('24 months');
});

test('the privacy policy says how to ask for a copy or erasure, and what erasure cannot reach', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  const rights = main.getByRole('paragraph').filter({ hasText: 'To ask for a copy' });
  await expect(rights.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  await expect(rights).toContainText('or for it to be erased, write from the email address you used, or name it');
  await expect(rights).toContainText('We will answer within one month.');
  const limits = main.getByRole('paragraph').filter({ hasText: 'Erasing your data' });
  await expect(limits).toContainText(
    `does not reach an email already delivered to ${keptIn.mailbox}: we delete that by hand`,
  );
  await expect(limits).toContainText(`a count per network address, which is filed under the address`);
  await expect(limits).toContainText(`expires by itself within ${sharedWindow}.`);
});

test('the cookie policy says the enquiry counts are kept on the server, where and for how long', async ({ page }) => {
  await page.goto('/cookie-policy');
  const main = page.getByRole('main');
  const counts = main.getByRole('paragraph').filter({ hasText: 'Sending an enquiry' });
  await expect(counts).toContainText('does not set a cookie either, and nothing is stored on your device.');
  await expect(counts).toContainText(
    `Each count lasts ${clientWindow}, or ${sharedWindow} where the address cannot be verified, and then expires by itself.`,
  );
  await expect(counts).toContainText(
    `The counts are kept in ${keptIn.sharedStore}, a database kept for us in ${region}, the same region as our servers, or in the server’s memory`,
  );
  await expect(main).not.toContainText('in memory only');
  await counts.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
});
