import http from 'node:http';
import { expect, test } from '@playwright/test';
import { enquiryForm } from '../test-kit/form-post';
import { freshClient } from './support/clients';
import { mailsContaining, token } from '../test-kit/inbox';
import { baseUrl, servers } from '../test-kit/test-env';

// The form as a browser without JavaScript posts it (multipart, to the page, naming the Server Action),
// sent from here to reach the limits a browser would not.

const fields = (message: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  interest: 'retailer',
  message,
  leave_empty: '',
});
const alertText = (html: string) => /role="alert">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
const statusText = (html: string) => /role="status">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';

test('a form post over 48 KB is refused with 413 before it reaches the action', async ({ request }) => {
  const site = baseUrl(servers.main);
  const { hidden } = await enquiryForm(request, site);
  const tag = token();
  const response = await request.post(`${site}/`, {
    multipart: { ...hidden, ...fields(`${tag} ${'x'.repeat(50 * 1024)}`) },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain('The enquiry is too large. Please shorten your message.');
  expect(await mailsContaining(tag)).toEqual([]);
});

test('a form post that does not say how long it is gets 411', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: servers.main,
        path: '/',
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Transfer-Encoding': 'chunked' },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end('--x--\r\n');
  });
  expect(status).toBe(411);
});

test('an enquiry over 16 KB is answered with the too-large message, its values kept, and not sent', async ({
  request,
}) => {
  const site = baseUrl(servers.main);
  const { hidden } = await enquiryForm(request, site);
  const tag = token();
  const message = `${tag} ${'y'.repeat(17 * 1024)}`;
  const response = await request.post(`${site}/`, { multipart: { ...hidden, ...fields(message) } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(alertText(html)).toContain('The enquiry is too large. Please shorten your message.');
  expect(html).toContain(`>${message}</textarea>`);
  expect(await mailsContaining(tag)).toEqual([]);
});

test('a filled honeypot is answered as sent, and nothing is sent', async ({ request }) => {
  const site = baseUrl(servers.main);
  const { hidden } = await enquiryForm(request, site);
  const tag = token();
  const response = await request.post(`${site}/`, {
    multipart: { ...hidden, ...fields(`Buy now ${tag}`), leave_empty: 'http://spam.example' },
  });
  expect(statusText(await response.text())).toContain('Message sent successfully!');
  expect(await mailsContaining(tag)).toEqual([]);
});

test('the form and the JSON API count against one rate limit per client', async ({ request }) => {
  // The pair sits behind one trusted proxy, played here: the client is the address it appends.
  const site = baseUrl(servers.pairA);
  const client = { 'X-Forwarded-For': freshClient() };
  for (let i = 0; i < 5; i++) {
    const response = await request.post(`${site}/api/contact`, { headers: client, data: fields(token()) });
    expect(response.status(), `enquiry ${i + 1}`).toBe(201);
  }
  const { hidden } = await enquiryForm(request, site);
  const response = await request.post(`${site}/`, { headers: client, multipart: { ...hidden, ...fields(token()) } });
  expect(alertText(await response.text())).toContain('Too many enquiries from your connection.');
});
