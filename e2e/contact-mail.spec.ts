import { expect, test } from '@playwright/test';
import { mailsContaining, token } from '../test-kit/inbox';

test("the operators' mail carries every field, the visitor as Reply-To, escaped HTML and no injected header", async ({
  request,
}) => {
  const tag = token();
  const enquiry = {
    name: 'Zoë <script>alert("x")</script> Le Page',
    email: 'zoe.lepage@example.gg',
    interest: 'retailer',
    message: `Hello from St Peter Port ☀️\r\nBcc: victim@example.net\r\n<img src=x onerror=alert(1)> & "quotes" ${tag}`,
    admin: true,
  };
  const response = await request.post('/api/contact', { data: enquiry });
  expect(response.status()).toBe(201);
  const { reference } = await response.json();

  const mails = await mailsContaining(tag);
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.envelope.to).toEqual(['operators@sarnia-water.example']);
  expect(mail.from).toContain('website@sarnia-water.example');
  expect(mail.to).toBe('operators@sarnia-water.example');
  expect(mail.replyTo).toEqual({ address: 'zoe.lepage@example.gg', name: enquiry.name });
  expect(mail.subject).toBe(`Website enquiry ${reference} (Retailer) from ${enquiry.name}`);
  expect(mail.headers['x-enquiry-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(Object.keys(mail.headers)).not.toContain('bcc');
  const rawHeaders = mail.raw.split(/\r?\n\r?\n/)[0]!;
  expect(rawHeaders).not.toMatch(/^Bcc:/im);
  expect(rawHeaders).not.toContain('victim@example.net');

  for (const value of [enquiry.name, enquiry.email, 'Retailer', 'Hello from St Peter Port ☀️', tag])
    expect(mail.text).toContain(value);
  expect(mail.text).not.toContain('admin');

  expect(mail.html).toContain('Zoë &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Le Page');
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  expect(mail.html).not.toContain('<script>');
  // The one image is the brand mark, carried in the message itself (the parser inlines it as a data: URL).
  expect(mail.html.match(/<img\b[^>]*>/g)).toEqual([expect.stringContaining('src="data:image/png;base64,')]);
  expect(mail.raw).toMatch(/^Content-ID: <brand-mark@sarnia>$/m);
});

test('trimmed values are what the operators receive', async ({ request }) => {
  const tag = token();
  const response = await request.post('/api/contact', {
    data: { name: '   Ada   ', email: '  ada@example.com ', interest: 'individual', message: `  ${tag}  ` },
  });
  expect(response.status()).toBe(201);
  const { reference } = await response.json();
  const [mail] = await mailsContaining(tag);
  expect(mail?.replyTo).toEqual({ address: 'ada@example.com', name: 'Ada' });
  expect(mail?.subject).toBe(`Website enquiry ${reference} (Individual buyer) from Ada`);
});
