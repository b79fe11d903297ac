import assert from 'node:assert/strict';
import { test } from 'node:test';
import { simpleParser } from 'mailparser';
import { sampleRecord } from '../store/sample-record.fixture';
import { composeReceipt, renderReceipt } from './receipt-mail';
import { receiptFactsOf } from './receipt-view';

// The receipt as it leaves for the mail server, read back as a mail client reads it.
const envelope = {
  CONTACT_FROM: 'Sarnia website <website@sarnia-water.example>',
  CONTACT_TO: 'operators@sarnia-water.example',
  at: new Date('2025-06-01T08:06:00Z'),
};
// Every field a visitor typed, made to be found: none of it may reach the receipt, but the address it goes to.
const typed = { name: 'Zoë Typed-Name', message: 'Typed-Message <b>bold</b> https://typed.example/link' };
const record = (language: 'en' | 'fr') =>
  sampleRecord({
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    receivedAt: '2025-06-01T08:05:00.000Z',
    interest: 'retailer',
    email: 'zoe.typed@example.gg',
    language,
    ...typed,
  });

async function receipt(language: 'en' | 'fr') {
  const mail = await renderReceipt(receiptFactsOf(record(language)), { ...envelope, to: 'zoe.typed@example.gg' });
  return { mail, raw: mail.raw.toString('utf8'), parsed: await simpleParser(mail.raw) };
}

test('the receipt goes from the site’s sender to the visitor’s address alone, the operators its Reply-To', async () => {
  const { mail, parsed, raw } = await receipt('en');
  assert.deepEqual(mail.envelope, { from: 'website@sarnia-water.example', to: ['zoe.typed@example.gg'] });
  assert.equal(parsed.from?.text, '"Sarnia website" <website@sarnia-water.example>');
  assert.deepEqual(parsed.to && 'value' in parsed.to ? parsed.to.value : [], [
    { address: 'zoe.typed@example.gg', name: '' },
  ]);
  assert.deepEqual(parsed.replyTo?.value, [{ address: 'operators@sarnia-water.example', name: '' }]);
  assert.equal(parsed.headers.get('auto-submitted'), 'auto-generated');
  assert.equal(parsed.messageId, '<receipt-0f8fad5b-d9cb-469f-a165-70867728950e@sarnia-water.example>');
  assert.equal(parsed.date?.toISOString(), envelope.at.toISOString());
  assert.doesNotMatch(raw, /X-Enquiry-Id/i);
});

for (const language of ['en', 'fr'] as const)
  test(`no field the visitor typed is in the ${language} receipt, in any part or header, raw or decoded`, async () => {
    const { raw, parsed } = await receipt(language);
    const everything = [raw, parsed.text, parsed.html, JSON.stringify([...parsed.headers.values()])].join('\n');
    for (const value of ['Typed-Name', 'Zoë', 'Typed-Message', 'typed.example', 'bold'])
      assert.ok(!everything.includes(value), `${language}: ${value}`);
    // The address appears where it is sent to, and nowhere in what the receipt says.
    assert.ok(!`${parsed.text}${parsed.html}`.includes('zoe.typed'), language);
  });

test('the English receipt: the reference, Guernsey time and the interest, in both parts, word for word', async () => {
  const { parsed } = await receipt('en');
  assert.equal(parsed.subject, 'Your enquiry to Sarnia, reference 9QGR-MTQG');
  assert.equal(
    parsed.text,
    [
      'Thank you for your enquiry',
      '',
      'It has reached us safely, and we will reply to you at this address.',
      '',
      'Reference: 9QGR-MTQG',
      'Received: Sunday 1 June 2025 at 09:05 BST (Guernsey time)',
      'Interest: Retailer',
      '',
      'Should you wish to add anything, simply reply to this email: it will come straight to us.',
      '',
      'Not expecting this email? Someone may have entered your address by mistake: simply reply to let us know.',
      '',
      '--',
      'Sent by the Sarnia website to the address given with this enquiry.',
    ].join('\n'),
  );
  const html = String(parsed.html);
  assert.match(html, /<html dir="ltr" lang="en-GB"/);
  for (const words of ['Thank you for your enquiry', 'Sunday 1 June 2025 at 09:05 BST (Guernsey time)', 'Retailer'])
    assert.ok(html.includes(words), words);
  assert.match(html, /<th[^>]*>Reference<\/th>\s*<td[^>]*>9QGR-MTQG<\/td>/);
});

test('the French receipt: in French, with French typography, the date as French writes it and the form’s words', async () => {
  const { parsed } = await receipt('fr');
  assert.equal(parsed.subject, 'Votre demande auprès de Sarnia, référence 9QGR-MTQG');
  assert.equal(
    parsed.text,
    [
      'Merci pour votre demande',
      '',
      'Elle nous est bien parvenue, et nous vous répondrons à cette adresse.',
      '',
      'Référence\u00A0: 9QGR-MTQG',
      'Date de réception\u00A0: dimanche 1er juin 2025 à 9\u00A0h\u00A005, heure de Guernesey',
      'Profil\u00A0: Détaillant',
      '',
      'Pour compléter votre demande, il vous suffit de répondre à cet e-mail\u00A0: votre message nous parviendra directement.',
      '',
      'Vous n’attendiez pas cet e-mail\u202F? Quelqu’un a peut-être saisi votre adresse par erreur\u00A0: il vous suffit de nous le signaler en répondant à ce message.',
      '',
      '--',
      'Envoyé par le site Sarnia à l’adresse indiquée avec cette demande.',
    ].join('\n'),
  );
  const html = String(parsed.html);
  assert.match(html, /<html dir="ltr" lang="fr"/);
  assert.match(html, /<time dateTime="2025-06-01T08:05:00.000Z">dimanche 1er juin 2025/);
});

test('drawn as the operators’ mail is: one image, the brand mark inside the message, nothing fetched, light only', async () => {
  for (const language of ['en', 'fr'] as const) {
    const facts = receiptFactsOf(record(language));
    const { html, text } = await composeReceipt(facts, { ...envelope, to: 'zoe.typed@example.gg' });
    const page = String(html);
    assert.ok(String(text).length > 200, `${language}: a plain-text part that says it all`);
    assert.deepEqual(page.match(/<img\b[^>]*>/g)?.length, 1, language);
    assert.match(page, /<img[^>]+src="cid:brand-mark@sarnia"/);
    // Every address in it is the brand mark's (React preloads the image it names), none of another site.
    const addresses = [...page.matchAll(/(?:src|href)="([^"]*)"/g)].map(([, address]) => address);
    assert.deepEqual([...new Set(addresses)], ['cid:brand-mark@sarnia'], language);
    assert.doesNotMatch(page, /url\(|@import|<a\b/i, language);
    assert.match(page, /<meta name="color-scheme" content="light only"\/>/);
    const { parsed } = await receipt(language);
    assert.deepEqual(
      parsed.attachments.map((file) => [file.cid, file.contentType, file.contentDisposition]),
      [['brand-mark@sarnia', 'image/png', 'inline']],
    );
  }
});
