import { rm } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { enquiry as words } from '@/lib/i18n/en/enquiry';
import { enquiryForm } from '../test-kit/form-post';
import { jsonLines, markedEnquiry, markersIn, markerToken } from './support/log-check';
import { smtp, storeDir } from '../test-kit/test-env';
import { bannerReference, referencePattern } from '../test-kit/reference';
import { launchSite } from '../test-kit/site';

// No line the server prints about an enquiry may hold the visitor's name, address or message, whichever
// way the enquiry came and whatever became of it. The servers are started here, so all they print is read.

const smtpEnv = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_USER: smtp.user };
const common = {
  CONTACT_TO: 'operators@sarnia-water.example',
  CONTACT_FROM: 'Sarnia website <website@sarnia-water.example>',
  CONTACT_RATE_LIMIT_MAX: '1000',
  CONTACT_RATE_LIMIT_SHARED_MAX: '100000',
};

async function serve(name: string, env: Record<string, string>) {
  await rm(storeDir(name), { recursive: true, force: true });
  const site = await launchSite({ ...common, ...smtpEnv, OUTBOX_DIR: storeDir(name), ...env });
  // Registered at once, so the end of its output cannot pass unseen.
  const closed = new Promise<void>((resolve) => site.child.once('close', () => resolve()));
  await expect
    .poll(async () => (await fetch(`${site.origin}/robots.txt`).catch(() => undefined))?.status, { timeout: 40_000 })
    .toBe(200);
  return {
    url: site.origin,
    /** Stops the server and returns all it printed, to the last line. */
    stop: async () => {
      site.child.kill('SIGTERM');
      await closed;
      return site.output();
    },
  };
}

// A string is sent as it is (a body that is not JSON), an object as JSON.
const postJson = (request: APIRequestContext, url: string, data: object | string) =>
  request.post(`${url}/api/contact`, {
    data: typeof data === 'string' ? Buffer.from(data) : data,
    headers: { 'Content-Type': 'application/json' },
    timeout: 20_000,
  });

/** The form as a browser without JavaScript posts it; the page's answer is returned as HTML. */
async function postForm(request: APIRequestContext, url: string, fields: Record<string, string>) {
  const { hidden } = await enquiryForm(request, url);
  const response = await request.post(`${url}/`, { multipart: { ...hidden, ...fields }, timeout: 20_000 });
  expect(response.status()).toBe(200);
  return response.text();
}

test('the check finds a marker however a line carries it, and a JSON line without its fields', () => {
  const token = markerToken();
  const { name, email, message } = markedEnquiry(token);
  const clean =
    '{"level":"info","time":"2026-01-01T09:00:00.000Z","event":"enquiry.delivered","reference":"K7MQ-3XWA"}';
  const output = [
    clean,
    `[contact] enquiry 0f8f: sent for ${email}`,
    JSON.stringify({ level: 'error', time: 'now', event: 'enquiry.failed', err: `Unexpected token in "${name}"` }),
    `MARKER-MESSAGE-${token.toUpperCase()}`,
    `raw ${Buffer.from(`Subject: hi\n\n${message}`).toString('base64')}`,
  ].join('\n');
  expect(markersIn(output, { json: token }).map(({ line }) => line)).toEqual(output.split('\n').slice(1));
  expect(markersIn(clean, { json: token })).toEqual([]);

  const { entries, problems } = jsonLines(`${clean}\n{"level":"info","time":"now"}\n{ id: 'x' }\n▲ Next.js`);
  expect(entries).toHaveLength(1);
  expect(problems).toEqual([`no event: {"level":"info","time":"now"}`, `not JSON: { id: 'x' }`]);
});

test('no server line holds a marker, by JSON, without JavaScript, with SMTP failing, or held', async ({ request }) => {
  test.setTimeout(150_000);
  const [delivering, failing] = await Promise.all([
    serve('logs-delivering', { SMTP_PASS: smtp.pass }),
    serve('logs-failing', { SMTP_PASS: 'not the password' }),
  ]);
  const tokens: Record<string, string> = {};
  const marked = (path: string) => markedEnquiry((tokens[path] = markerToken()));
  const references: Record<string, string | undefined> = {};
  let output = '';
  try {
    const json = marked('json');
    const sent = await postJson(request, delivering.url, json);
    expect(sent.status()).toBe(201);
    references.json = (await sent.json()).reference;
    // The same enquiry again: answered as before, with its reference, and not sent twice.
    const again = await postJson(request, delivering.url, json);
    expect(await again.json()).toEqual({ ok: true, reference: references.json });

    references.noScript = bannerReference(await postForm(request, delivering.url, { ...marked('no-script') }));
    const heldJson = await postJson(request, delivering.url, { ...marked('held'), leave_empty: 'http://spam.example' });
    expect(heldJson.status()).toBe(201);
    references.held = (await heldJson.json()).reference;
    const heldForm = await postForm(request, delivering.url, { ...marked('held-form'), leave_empty: 'x' });
    references.heldForm = bannerReference(heldForm);

    // Refused: an address that is not one, a body that is not JSON (whose parser quotes it), a form.
    const invalid = await postJson(request, delivering.url, { ...marked('invalid'), email: `${tokens.invalid}@` });
    expect(invalid.status()).toBe(400);
    const broken = await postJson(request, delivering.url, JSON.stringify(marked('broken')).slice(0, 40));
    expect(broken.status()).toBe(400);
    const invalidForm = await postForm(request, delivering.url, { ...marked('invalid-form'), interest: '' });
    expect(invalidForm).toContain('Please correct the highlighted fields.');
    // A form an earlier build rendered, naming an action id this one did not make: it comes back filled in.
    const { hidden } = await enquiryForm(request, delivering.url);
    const earlier = hidden['$ACTION_1:0']!.replace(/("id":"[0-9a-f]{2})[0-9a-f]{40}/, `$1${'0'.repeat(40)}`);
    const outdated = await postForm(request, delivering.url, { ...marked('outdated-form'), '$ACTION_1:0': earlier });
    expect(outdated).toContain(words.formOutdated);

    // The mail server refuses the site's login: kept undelivered, then the visitor's retry.
    const refused = marked('smtp-failure');
    expect((await postJson(request, failing.url, refused)).status()).toBe(502);
    expect((await postJson(request, failing.url, refused)).status()).toBe(502);
    const refusedForm = await postForm(request, failing.url, { ...marked('smtp-failure-form') });
    expect(refusedForm).toContain('Authentication failed');
  } finally {
    output = (await Promise.all([delivering.stop(), failing.stop()])).join('\n');
  }

  expect(markersIn(output, tokens)).toEqual([]);
  const { entries, problems } = jsonLines(output);
  expect(problems).toEqual([]);
  // Each enquiry answered as sent has its lines, by its reference: so the output read here is the log.
  for (const [path, reference] of Object.entries(references)) {
    expect(reference, path).toMatch(referencePattern);
    expect(
      entries.filter((entry) => entry.reference === reference && entry.event.startsWith('enquiry.')),
      path,
    ).not.toEqual([]);
  }
  const failed = entries.filter((entry) => entry.event.startsWith('enquiry.') && entry.level !== 'info');
  expect(failed.length, 'the refused login is logged').toBeGreaterThan(0);
  expect(entries.filter((entry) => entry.event === 'enquiry.form-outdated')).toHaveLength(1);
});
