// The policies promise what the site keeps, where and for how long. Each period and place is looked for
// here as the facts the stores, the rate limiter and lib/env.ts's defaults read, so a page that types a
// number of its own, or a fact changed without its page, fails.
import { expect, test, type Locator } from '@playwright/test';
import { contact } from '../lib/site/facts';
import { keptIn, rateLimitWindows, receiptSpanS, retention, secondsInWords } from '../lib/site/retention';

const clientWindow = secondsInWords(rateLimitWindows.clientS);
const sharedWindow = secondsInWords(rateLimitWindows.sharedS);

const item = (main: Locator, lead: string) => main.getByRole('listitem').filter({ hasText: lead });

test('the privacy policy states each period and place the site keeps enquiries for and in', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 2, name: 'What we keep, where, and for how long' })).toBeVisible();
  // The tests' build was told no host (docs/launch.md), so the policy names none: true wherever it runs.
  await expect(main).toContainText(
    `What this website keeps is held in ${keptIn.sharedStore}, a database kept for us in the same region as the website’s servers, or, where the site runs without such a database, in files on the server that runs the site.`,
  );
  // A build for a server of one's own (not Vercel's, integration/vercel-output.test.ts) says where Redis's
  // failures go: REDIS_URL is read when the server starts, after the page was written.
  await expect(main).toContainText(
    `While ${keptIn.sharedStore} cannot be reached, what the website could not write to it is written to those files instead, for the periods stated below, and moved into ${keptIn.sharedStore} once it answers again.`,
  );

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
    `held enquiries are shown to us in a digest sent by email, giving for each the time it arrived, the name, email address and kind of customer entered, and the beginning of its message (for one our mail server refused, only the time it arrived, the kind of customer, the language of the page and the enquiry’s reference); that email is kept in ${keptIn.mailbox}, as described below.`,
  );

  const mail = item(main, 'The email we receive.');
  await expect(mail).toContainText(`A delivered enquiry arrives as an email in ${keptIn.mailbox}.`);
  await expect(mail).toContainText('That mailbox is outside this website, and the periods above do not apply to it.');
  await expect(mail).toContainText(
    `the email is written instead to a file in ${keptIn.mailFiles}, which serves as that mailbox: the site never deletes those files by itself, so we delete them by hand when the same period ends.`,
  );
  // The periods are the client's to give (launchList: mailbox-period, customer-records): placeholders until then.
  await expect(mail).toContainText(
    'We keep it there as our business correspondence for [N] days after our last exchange about it, and then delete it; if you become a customer, it is kept with the records of your order instead, for [N] years after the order, to meet our legal, tax and accounting duties.',
  );

  await expect(item(main, 'Backups.')).toContainText(
    'Each copy replaces the one before, which is then deleted, so a record stays in a copy no more than a day beyond the period stated for it above. A copy one of us takes by hand, before moving the site to another server for example, is never replaced: it is ours to delete, and we delete it within a day as well. Where Redis keeps its data in files on disk, the website asks it each day to rewrite them, and where its provider allows that, a record stays in those files no more than a day beyond that period either.',
  );

  const fingerprint = item(main, 'A fingerprint of a recent enquiry.');
  await expect(fingerprint).toContainText(`For ${clientWindow} after you send an enquiry`);
  await expect(fingerprint).toContainText('filed under a pseudonymised form of your email address');
  await expect(fingerprint).toContainText(
    `kept where the records above are, and deleted within the hour after those ${clientWindow}.`,
  );

  const counts = item(main, 'Counts per network address.');
  await expect(counts).toContainText('never by your name or email address');
  await expect(counts).toContainText(`Each count lasts ${clientWindow} and then expires by itself.`);
  await expect(counts).toContainText(
    `The enquiries from each address, and from each network, are also counted for ${sharedWindow}, so that no single visitor or network can close the form to everyone else.`,
  );
  await expect(counts).toContainText(
    `Where the address cannot be verified, as when the site is run with neither a proxy it trusts nor its own start-up program (which ignores any address a request claims for itself), its other requests are counted for ${sharedWindow} too.`,
  );
  await expect(counts).toContainText(`kept in ${keptIn.sharedStore} when the site has it`);

  const receipt = item(main, 'Your receipt.');
  await expect(receipt).toContainText('and nothing else you entered');
  await expect(receipt).toContainText(
    'None is sent for an enquiry held as suspected spam, and no mailbox receives more than one a day, however its address is written.',
  );
  await expect(receipt).toContainText(
    `we keep a pseudonymised form of the address, with the id of the enquiry it was for, for ${secondsInWords(receiptSpanS)} after we first try to send it, where the records above are, and delete it within the hour after`,
  );

  await expect(item(main, 'Server logs.')).toContainText('They never contain your name, email address or message.');
  await expect(main).toContainText(
    'Your enquiry is received by the servers that host this website. Where the website keeps what is set out above with a database provider, that provider keeps it in the same region as those servers; where it sends email through an email provider, that provider delivers the enquiry to us, and any receipt of it to you.',
  );
  await expect(main).not.toContainText(/Vercel|London/);
  // The period the code never held, and the notice on the home page nothing wrote.
  await expect(main).not.toContainText('24 months');
  await expect(main).not.toContainText('home page');
});

test('the privacy policy names the GDPR beside Guernsey’s law, and each visitor’s own authority', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'We process it under the Data Protection (Bailiwick of Guernsey) Law, 2017 and, where they apply to you, the EU General Data Protection Regulation (GDPR), the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
  );
  await expect(main).toContainText(
    'or to the data protection authority of the country where you live or work: in the United Kingdom, the Information Commissioner’s Office (ICO); in France, the Commission nationale de l’informatique et des libertés (CNIL).',
  );
  await page.goto('/fr/politique-de-confidentialite');
  await expect(page.getByRole('main')).toContainText(
    'au règlement (UE) 2016/679, dit règlement général sur la protection des données (RGPD)',
  );
  await expect(page.getByRole('main')).toContainText(
    'ou auprès de l’autorité de protection des données du pays où vous résidez ou travaillez\u00A0: au Royaume-Uni, l’Information Commissioner’s Office (ICO)\u202F; en France, la Commission nationale de l’informatique et des libertés (CNIL).',
  );
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
    `The counts are kept in ${keptIn.sharedStore}, a database kept for us in the same region as our servers, or in the server’s memory`,
  );
  await expect(main).not.toContainText('in memory only');
  await counts.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
});

test('the privacy policy says the servers’ logs keep no address, and that giving data is up to the visitor', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  // The tests' build is not Vercel's: nginx's site file keeps no access log and no request's errors
  // (integration/nginx-tls.test.ts), and the site logs no address.
  await expect(item(main, 'Technical data.')).toHaveText(
    'Technical data. The servers that run this website keep no log of your IP address, your browser type or the page you came from: their logs note only the website’s own events, described below (Server logs).',
  );
  await expect(main).not.toContainText('short-lived');
  await expect(main).toContainText(
    'Giving us these details is up to you: no law or contract requires it. The form asks for your name, email address, the kind of customer you are and a message because we need them to answer you, and it sends no enquiry without them.',
  );
  await expect(main).toContainText(
    'To answer your enquiry (our legitimate interest in answering those who write to us)',
  );
  // One cookie sentence everywhere: the cookie policy's, never "none that need your consent".
  await expect(main).toContainText(
    'This website does not set any cookies, and it stores nothing in your browser’s local storage.',
  );
  await expect(main).not.toContainText('need your consent');
  await page.goto('/cookie-policy');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'What cookies are, and why the Sarnia website sets none.',
  );
  await page.goto('/fr/politique-de-confidentialite');
  const fr = page.getByRole('main');
  await expect(item(fr, 'Données techniques.')).toHaveText(
    'Données techniques. Les serveurs qui font fonctionner ce site ne conservent dans leurs journaux ni votre adresse IP, ni le type de votre navigateur, ni la page d’où vous venez\u00A0: ces journaux ne consignent que les événements propres au site, décrits plus bas (Journaux du serveur).',
  );
  await expect(fr).toContainText(
    'Nous communiquer ces informations est facultatif\u00A0: aucune loi ni aucun contrat ne vous y oblige.',
  );
  await expect(fr).toContainText(
    'Tant que la base Redis ne peut pas être jointe, ce que le site n’a pas pu y écrire est enregistré dans ces fichiers',
  );
  await expect(fr).not.toContainText('profil');
});
