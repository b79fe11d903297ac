import assert from 'node:assert/strict';
import { test } from 'node:test';
import nodemailer from 'nodemailer';
import { composeEnquiry } from './compose';
import type { Enquiry } from '../schema';

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
  const info = await transport.sendMail(composeEnquiry(input, envelope));
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
  const mail = composeEnquiry(enquiry, envelope);
  assert.equal(mail.from, envelope.from);
  assert.equal(mail.to, envelope.to);
  assert.deepEqual(mail.replyTo, { name: 'Zoë Le Page', address: 'zoe@example.gg' });
  assert.equal(mail.subject, 'Website enquiry (Retailer) from Zoë Le Page');
  assert.deepEqual(mail.headers, { 'X-Enquiry-Id': envelope.id });
  assert.equal(mail.date, envelope.receivedAt);
  const { envelope: smtp } = await render(enquiry);
  assert.deepEqual(smtp, { from: 'website@sarnia-water.example', to: ['operators@sarnia-water.example'] });
});

test('the plain text names every field with the interest as the visitor saw it, and the enquiry id', () => {
  const { text } = composeEnquiry({ ...enquiry, interest: 'individual', message: 'Line one\nLine two' }, envelope);
  assert.match(String(text), /^Name: Zoë Le Page$/m);
  assert.match(String(text), /^Email: zoe@example.gg$/m);
  assert.match(String(text), /^Interest: Individual buyer$/m);
  assert.match(String(text), /^Message:\nLine one\nLine two$/m);
  assert.match(String(text), /Enquiry 0f8fad5b-d9cb-469f-a165-70867728950e, received 2025-06-08T09:30:00\.000Z\./);
});

test('every visitor value is escaped in the HTML part', () => {
  const { html } = composeEnquiry(
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
  assert.ok(body.includes('o&#39;brien&amp;co@example.com'));
  assert.ok(body.includes('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;'));
  assert.ok(!body.includes('<script'));
  assert.ok(!body.includes('<img'));
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
