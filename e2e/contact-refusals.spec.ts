import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { contact } from '../lib/site/facts';
import { enquiryForm } from '../test-kit/form-post';
import { jsonLines, markedEnquiry, markersIn, markerToken } from './support/log-check';
import { serveSite } from '../test-kit/site';
import { mailEnv, smtp, smtpEnv, storeDir } from '../test-kit/test-env';

// No trusted proxy, no start command (node server.js, as `next start` serves: addresses cannot be verified)
// and a shared allowance of ten enquiries a day, so one an address. The server is started here and all it
// prints is read: the start-up note, a line per refused enquiry, the one warning when the allowance is spent,
// the period's sums of refused requests, and the health check while the allowance is spent.

// Each in a /24 of its own: a network, too, takes a tenth of the allowance a day.
const forged = (i: number) => ({ 'X-Forwarded-For': `203.0.${i}.1` });
const anyForged = /203\.0\.\d+\.1/;
const busy = `The enquiry form has taken all the enquiries it can today. Please email us at ${contact.email}.`;

// A string is sent as it is (a body that is not JSON), an object as JSON.
const postJson = (request: APIRequestContext, origin: string, data: object | string, headers: Record<string, string>) =>
  request.post(`${origin}/api/contact`, {
    data: typeof data === 'string' ? Buffer.from(data) : data,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

test('spending the shared allowance: one warn line with its reopening, health degraded, and every refusal logged without an address', async ({
  request,
}) => {
  test.setTimeout(180_000);
  await rm(storeDir('refusals'), { recursive: true, force: true });
  const settings = {
    ...mailEnv,
    ...smtpEnv(smtp.port),
    OUTBOX_DIR: path.resolve(storeDir('refusals')),
    CONTACT_RATE_LIMIT_MAX: '1000',
    CONTACT_RATE_LIMIT_SHARED_MAX: '10',
    // The sum is written a period after the first refusal: five seconds here, a minute by default.
    LOG_REFUSALS_EVERY_S: '5',
  };
  const site = await serveSite(settings, { as: 'server.js' });
  const tokens: Record<string, string> = {};
  const marked = (path: string) => markedEnquiry((tokens[path] = markerToken()));
  const post = (data: object | string, headers: Record<string, string>) =>
    postJson(request, site.origin, data, headers);
  let until = '';
  let output = '';
  try {
    const crossSite = await request.post(`${site.origin}/`, {
      headers: { Origin: 'https://evil.example', ...forged(201) },
      multipart: marked('cross-site'),
    });
    expect(crossSite.status()).toBe(403);
    expect((await post(JSON.stringify(marked('broken')).slice(0, 40), forged(202))).status()).toBe(400);

    // One address, its one enquiry a day (a tenth of the shared ten), then refused by its own limit.
    const own = [await post(marked('own-1'), forged(100)), await post(marked('own-2'), forged(100))];
    expect(own.map((response) => response.status())).toEqual([201, 429]);

    const spending: number[] = [];
    for (let i = 1; i <= 11; i++) spending.push((await post(marked(`forged-${i}`), forged(i))).status());
    expect(spending).toEqual([...Array(9).fill(201), 429, 429]);

    // Without JavaScript the form is refused the same way, and says so on the page.
    const { hidden } = await enquiryForm(request, site.origin);
    const page = await request.post(`${site.origin}/`, {
      headers: forged(12),
      multipart: { ...hidden, ...marked('no-script'), leave_empty: '' },
    });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(busy);

    const health = await request.get(`${site.origin}/api/health`);
    expect(health.status()).toBe(200);
    const body = await health.json();
    expect(body.status).toBe('degraded');
    expect(body.checks.limits).toEqual({ status: 'down', code: 'shared-spent', until: expect.any(String) });
    until = body.checks.limits.until;
    const reopens = Date.parse(until) - Date.now();
    expect(reopens).toBeGreaterThan(86_000_000);
    expect(reopens).toBeLessThanOrEqual(86_400_000);
    expect(JSON.stringify(body)).not.toMatch(anyForged);

    // The refused requests, summed by code in one line a period after the first of them.
    const summed = () => {
      const sums: Record<string, number> = {};
      for (const entry of jsonLines(site.output()).entries.filter((line) => line.event === 'enquiry.refusals'))
        for (const [code, count] of Object.entries(entry.refused as Record<string, number>))
          sums[code] = (sums[code] ?? 0) + count;
      return sums;
    };
    await expect
      .poll(summed, { timeout: 30_000, intervals: [1_000] })
      .toEqual({ 'foreign-origin': 1, 'invalid-json': 1, 'rate-limited': 1, 'form-busy': 3 });
  } finally {
    output = site.output();
    await site.stop();
  }

  expect(output).toMatch(
    /the server was not started by its start command .*, so forged X-Forwarded-For addresses are not dropped/,
  );
  expect(output).toMatch(
    /CONTACT_RATE_LIMIT_MAX is 1000, but a client, and each network .*, may send at most 1 enquiry a day .*: 1 is the limit that holds/,
  );
  expect(markersIn(output, tokens)).toEqual([]);
  expect(output).not.toMatch(anyForged);
  const { entries, problems } = jsonLines(output);
  expect(problems).toEqual([]);

  const spent = entries.filter((entry) => entry.event === 'enquiry.shared-spent');
  expect(spent).toEqual([
    expect.objectContaining({ level: 'warn', limit: 'shared', budget: 'enquiries', reopensAt: expect.any(String) }),
  ]);
  expect(Math.abs(Date.parse(spent[0]!.reopensAt as string) - Date.parse(until))).toBeLessThan(2_000);

  const refused = entries
    .filter((entry) => entry.event === 'enquiry.refused')
    .map(({ level, code, limit, channel }) => ({ level, code, limit, channel }));
  expect(refused).toEqual([
    { level: 'info', code: 'rate-limited', limit: 'client', channel: 'script' },
    { level: 'info', code: 'form-busy', limit: 'shared', channel: 'script' },
    { level: 'info', code: 'form-busy', limit: 'shared', channel: 'script' },
    { level: 'info', code: 'form-busy', limit: 'shared', channel: 'no-script' },
  ]);
});
