import assert from 'node:assert/strict';
import { test } from 'node:test';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { parseServerEnv } from '@/lib/env';
import { composeEnquiry, createMailer } from './mailer';
import { referenceFor } from '../reference';
import { mailtoHref } from './enquiry-view';
import { enquirySchema, type Enquiry } from '../../schema';

const envelope = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  from: 'Sarnia website <website@sarnia-water.example>',
  to: 'operators@sarnia-water.example',
  receivedAt: new Date('2025-06-08T09:30:00Z'),
};
const enquiry: Enquiry = {
  name: 'Zoë Le Page',
  email: 'zoe@example.gg',
  interest: 'retailer',
  message: 'Two cases, please.',
};

/** The message as it would leave for the SMTP server: its header block (unfolded) and the whole source. */
async function render(input: Enquiry) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(await composeEnquiry(input, envelope));
  const raw = (info.message as Buffer).toString('utf8');
  const headers = raw
    .split('\n\n')[0]!
    .replace(/\n[ \t]+/g, ' ')
    .split('\n');
  const header = (name: string) =>
    headers
      .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}: `))
      .map((line) => line.slice(name.length + 2));
  return { raw, headers, header, envelope: info.envelope };
}

test('the mail goes from the website to the operators, with the visitor as Reply-To', async () => {
  const mail = await composeEnquiry(enquiry, envelope);
  assert.equal(mail.from, envelope.from);
  assert.equal(mail.to, envelope.to);
  assert.deepEqual(mail.replyTo, { name: 'Zoë Le Page', address: 'zoe@example.gg' });
  assert.equal(mail.subject, 'Website enquiry 9QGR-MTQG (Retailer) from Zoë Le Page');
  assert.deepEqual(mail.headers, { 'X-Enquiry-Id': envelope.id });
  assert.equal(mail.date, envelope.receivedAt);
  const { envelope: smtp } = await render(enquiry);
  assert.deepEqual(smtp, { from: 'website@sarnia-water.example', to: ['operators@sarnia-water.example'] });
});

test('the plain text names every field with the interest as the visitor saw it, the reference and the id', async () => {
  const { text } = await composeEnquiry(
    { ...enquiry, interest: 'individual', message: 'Line one\nLine two' },
    envelope,
  );
  assert.match(String(text), /^Name: Zoë Le Page$/m);
  assert.match(String(text), /^Email: zoe@example.gg$/m);
  assert.match(String(text), /^Interest: Individual buyer$/m);
  assert.match(String(text), /^Message:\nLine one\nLine two$/m);
  assert.match(String(text), /^Received Sunday 8 June 2025 at 10:30 BST \(Guernsey time\)$/m);
  assert.match(String(text), /^Reference 9QGR-MTQG \(enquiry 0f8fad5b-d9cb-469f-a165-70867728950e\)$/m);
});

test('the mail, in English, says which language the visitor wrote in and from which page', async () => {
  const english = String((await composeEnquiry(enquiry, envelope)).text);
  assert.match(english, /^Language: English, from \/$/m);
  const { text, html } = await composeEnquiry({ ...enquiry, language: 'fr' }, envelope);
  assert.match(String(text), /^Language: French, from \/fr$/m);
  assert.match(String(html), /French, from \/fr/);
});

test('the reference is the one the visitor was given for this id, in the subject and both footers', async () => {
  const mail = await composeEnquiry(enquiry, envelope);
  const reference = referenceFor(envelope.id);
  assert.equal(reference, '9QGR-MTQG');
  assert.ok(String(mail.subject).includes(reference));
  assert.ok(String(mail.text).split('\n--\n')[1]!.includes(reference));
  assert.match(String(mail.html).split('Sent by the contact form')[1]!, new RegExp(`>${reference}</strong>`));
});

test('every visitor value is escaped in the HTML part', async () => {
  const { html } = await composeEnquiry(
    {
      name: 'Zoë <script>alert("x")</script>',
      email: "o'brien&co@example.com",
      interest: 'other',
      message: '<img src=x onerror=alert(1)> & "quotes"',
    },
    envelope,
  );
  const body = String(html);
  assert.ok(body.includes('Zoë &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'));
  assert.ok(body.includes('o&#x27;brien&amp;co@example.com'));
  assert.ok(body.includes('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;'));
  assert.ok(!body.includes('<script'));
  // The one image is the brand mark, an inline part of the message.
  assert.deepEqual(body.match(/<img\b[^>]*>/g)?.length, 1);
  assert.match(body, /<img[^>]+src="cid:brand-mark@sarnia"/);
});

test('the mail leaves with the expected headers and both parts', async () => {
  const { header, raw } = await render(enquiry);
  assert.deepEqual(header('Reply-To'), ['=?UTF-8?Q?Zo=C3=AB_Le_Page?= <zoe@example.gg>']);
  assert.deepEqual(header('X-Enquiry-Id'), ['0f8fad5b-d9cb-469f-a165-70867728950e']);
  assert.deepEqual(header('Date'), ['Sun, 08 Jun 2025 09:30:00 +0000']);
  assert.match(header('Content-Type')[0] ?? '', /^multipart\/alternative;/);
  assert.match(raw, /Content-Type: text\/plain/);
  assert.match(raw, /Content-Type: text\/html/);
});

test('no field can add a header line, even one that never passed the schema', async () => {
  const injection = '\r\nBcc: victim@example.net\r\nX-Injected: yes';
  for (const field of ['name', 'email', 'message'] as const) {
    const { headers, envelope: smtp } = await render({ ...enquiry, [field]: `${enquiry[field]}${injection}` });
    const names = headers.map((line) => line.split(':')[0]!.toLowerCase());
    assert.ok(!names.includes('bcc'), `${field}: ${headers.join('\n')}`);
    assert.ok(!names.includes('x-injected'), `${field}: ${headers.join('\n')}`);
    assert.deepEqual(smtp.to, ['operators@sarnia-water.example'], field);
  }
});

// A winter enquiry with hostile values, for the HTML's and the plain text's content.
const winter = {
  ...envelope,
  id: '0b9c5a52-3f7e-4c1e-9a43-5d2f1e0c7b11',
  receivedAt: new Date('2025-01-14T09:30:00Z'),
};

const hostile = enquirySchema.parse({
  name: 'Zoë <script>alert("x")</script> Le Page',
  email: 'zoe.lepage@example.gg',
  interest: 'retailer',
  message: 'First line\r\nBcc: victim@example.net\r\n\r\n<img src=x onerror=alert(1)> & "quotes"',
});

// The message as nodemailer sends it and a mail client reads it back, so headers are checked as they arrive.
async function sent(message: Awaited<ReturnType<typeof composeEnquiry>>) {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const raw = (info.message as Buffer).toString('utf8');
  return { rawHeaders: raw.split(/\r?\n\r?\n/)[0]!, parsed: await simpleParser(raw) };
}

test('the reply link keeps a strange address whole and carries a subject', () => {
  assert.equal(
    mailtoHref('zoe.lepage@example.gg', 'Your enquiry to Sarnia'),
    'mailto:zoe.lepage@example.gg?subject=Your%20enquiry%20to%20Sarnia',
  );
  assert.equal(
    mailtoHref('a&b?c%d@example.com', 'Hi & bye'),
    'mailto:a%26b%3Fc%25d@example.com?subject=Hi%20%26%20bye',
  );
});

test('the HTML escapes every visitor value and keeps the message line breaks', async () => {
  const { html } = await composeEnquiry(hostile, winter);
  assert.ok(typeof html === 'string');
  assert.ok(html.includes('Zoë &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Le Page'));
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;'));
  assert.ok(!html.includes('<script'));
  assert.deepEqual(html.match(/<img\b[^>]*>/g)?.length, 1, 'only the brand mark is an image');
  assert.match(html, /<img[^>]+src="cid:brand-mark@sarnia"/);
  assert.ok(!/onerror=alert\(1\)>/.test(html.replace(/&lt;img src=x onerror=alert\(1\)&gt;/, '')));
  assert.match(html, /First line<br\/>Bcc: victim@example.net<br\/><br\/>&lt;img/);
});

test('the HTML shows the brand, the fields as a table, a reply button, local time, the reference and the id', async () => {
  const { html } = await composeEnquiry(hostile, winter);
  const page = String(html);
  assert.match(page, /SARNIA/);
  for (const label of ['Name', 'Email', 'Interest'])
    assert.match(page, new RegExp(`<th[^>]*>${label}</th>\\s*<td[^>]*>`));
  assert.match(page, /<td[^>]*>Retailer<\/td>/);
  assert.match(
    page,
    /<a href="mailto:zoe.lepage@example.gg\?subject=Your%20enquiry%20to%20Sarnia%2C%20reference%20AJ4E-W7W4"[^>]*>.*Reply to Zoë &lt;script&gt;/s,
  );
  assert.ok(page.includes('Tuesday 14 January 2025 at 09:30 GMT'));
  assert.match(page, /Reference <strong[^>]*>AJ4E-W7W4<\/strong>/);
  assert.ok(page.includes(`(enquiry ${winter.id})`));
});

test('the plain-text part says the same', async () => {
  const { text } = await composeEnquiry(hostile, winter);
  const body = String(text);
  for (const part of [
    'New enquiry from Zoë <script>alert("x")</script> Le Page',
    'Received Tuesday 14 January 2025 at 09:30 GMT (Guernsey time)',
    'Email: zoe.lepage@example.gg',
    'Interest: Retailer',
    'First line\nBcc: victim@example.net\n\n<img src=x onerror=alert(1)> & "quotes"',
    'Reply to Zoë <script>alert("x")</script> Le Page: reply to this e-mail',
    `Reference AJ4E-W7W4 (enquiry ${winter.id})`,
  ])
    assert.ok(body.includes(part), part);
});

test('the visitor is the Reply-To and nothing they type becomes a header', async () => {
  const { rawHeaders, parsed } = await sent(await composeEnquiry(hostile, winter));
  assert.deepEqual(parsed.replyTo?.value, [{ name: hostile.name, address: 'zoe.lepage@example.gg' }]);
  assert.equal(parsed.subject, 'Website enquiry AJ4E-W7W4 (Retailer) from Zoë <script>alert("x")</script> Le Page');
  assert.equal(parsed.headers.get('x-enquiry-id'), winter.id);
  assert.equal(parsed.date?.toISOString(), '2025-01-14T09:30:00.000Z');
  assert.deepEqual(parsed.to && 'text' in parsed.to ? parsed.to.text : null, 'operators@sarnia-water.example');
  assert.equal(parsed.headers.has('bcc'), false);
  assert.doesNotMatch(rawHeaders, /^Bcc:/im);
  assert.ok(!rawHeaders.includes('victim@example.net'));
  assert.deepEqual(
    parsed.attachments.map((file) => [file.cid, file.contentType, file.contentDisposition]),
    [['brand-mark@sarnia', 'image/png', 'inline']],
  );
});

test('a late mail says so first, in both parts: when it was received and after how many attempts; its Message-ID and Date are the first attempt’s', async () => {
  const late = await composeEnquiry(enquiry, { ...envelope, late: { attempts: 3 } });
  const notice =
    'Delivered late. This enquiry was received Sunday 8 June 2025 at 10:30 BST (Guernsey time) and reaches you after 3 attempts: please answer it first.';
  assert.ok(String(late.text).startsWith(`${notice}\n`));
  const parsed = await simpleParser(
    (await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(late)).message as Buffer,
  );
  assert.ok(String(parsed.html).includes(notice));
  const first = await composeEnquiry(enquiry, envelope);
  assert.equal(late.messageId, first.messageId);
  assert.equal(late.date, first.date);
  assert.ok(!String(first.text).includes('Delivered late'));
  assert.ok(!String(first.html).includes('Delivered late'));
  const once = await composeEnquiry(enquiry, { ...envelope, late: { attempts: 1 } });
  assert.match(String(once.text), /after 1 attempt: please/);
});

test('an enquiry whose text came from several addresses is delivered marked, in both parts; a held one says it by what held it', async () => {
  const parsed = parseServerEnv({
    OUTBOX_DIR: '/tmp/sarnia-unused',
    CONTACT_TO: envelope.to,
    CONTACT_FROM: envelope.from,
  });
  assert.ok(parsed.ok);
  const mailer = createMailer(parsed.env);
  const mail = await simpleParser((await mailer.render(enquiry, envelope.id, { sameText: 4 })).raw);
  assert.match(mail.subject ?? '', /^Website enquiry /);
  const note = 'The same text came from 4 email addresses within a day (case and spacing aside), this one’s included';
  for (const part of [mail.text ?? '', String(mail.html)]) assert.ok(part.replace(/\s+/g, ' ').includes(note), part);
  const heldBy = 'The hidden field only automated senders fill in (the honeypot); its text, sent from 3 or more …';
  const held = await simpleParser(
    (await mailer.render(enquiry, envelope.id, { suspectedSpam: true, heldBy, sameText: 4 })).raw,
  );
  assert.ok(!held.text?.includes('The same text came from'));
  assert.ok(!(await simpleParser((await mailer.render(enquiry, envelope.id)).raw)).text?.includes('same text'));
});

test('a held enquiry mailed because no store could hold it is marked, and says what held it, in both parts', async () => {
  const parsed = parseServerEnv({
    OUTBOX_DIR: '/tmp/sarnia-unused',
    CONTACT_TO: envelope.to,
    CONTACT_FROM: envelope.from,
  });
  assert.ok(parsed.ok);
  const heldBy = 'Its 8 links, more than an enquiry needs (we hold any with more than 5)';
  const rendered = await createMailer(parsed.env).render(enquiry, envelope.id, { suspectedSpam: true, heldBy });
  const mail = await simpleParser(rendered.raw);
  assert.match(mail.subject ?? '', /^\[Suspected spam\] Website enquiry /);
  const note = `Held as suspected spam by: ${heldBy}. It could not be kept on record for an operator to read first`;
  for (const part of [mail.text ?? '', String(mail.html)]) assert.ok(part.replace(/\s+/g, ' ').includes(note), part);
});
