// The site as Vercel builds and runs it: a clean copy built with the pinned Vercel CLI, the proxy run
// from .vercel/output/functions through its launcher, and each page's prerendered HTML checked against
// every Content-Security-Policy that reaches it there. Built with the standalone build's Server Actions
// key, in another folder and without its cache, the copy is also that build's next deployment: a page
// of one posted to the other without JavaScript.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { enquiry as words } from '@/lib/i18n/en/enquiry';
import { publicRoutes } from '@/lib/site/routes';
import { checkPage, scriptSources } from '@/scripts/vercel/csp-check';
import { routeHeaders, type OutputConfig } from '@/scripts/vercel/routes';
import { multipart, send } from '@/test-kit/client';
import { enquiryFormIn } from '@/test-kit/form-post';
import { mailsContaining, token } from '@/test-kit/inbox';
import { mailListeners, startMailServer } from '@/test-kit/mail-server';
import type { Server } from '@/test-kit/process';
import { prepareStandalone, serveSite, standaloneDir, type Site } from '@/test-kit/site';
import { baseUrl, siteOrigin, smtpEnv } from '@/test-kit/test-env';
import { deployFunction, vercelBuild } from './support/vercel-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const missing = '/no-such-page';
const browser = { accept: 'text/html' };
// A form as the page's own posts it: it names an action (the proxy refuses one that names none).
const actionForm = '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_0"\r\n\r\n\r\n--x--\r\n';
const formPost = {
  'content-type': 'multipart/form-data; boundary=x',
  'content-length': String(actionForm.length),
  origin: siteOrigin,
};

type Call = { url: string; method?: string; headers: Record<string, string>; body?: string; key?: string };
type Answer = { status: number; headers: Record<string, string> };
let copy = '';
let config: OutputConfig = {};
// Each build's Server Actions, from the manifest Next writes beside its server.
type Actions = { node: Record<string, unknown>; edge: Record<string, unknown>; encryptionKey: string };
let standaloneActions: Actions;
const actionsOf = async (folder: string) =>
  JSON.parse(await readFile(path.join(folder, '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as Actions;
let answers = new Map<string, Answer>();
// Multipart posts Next would answer with a 500 or a 400 and a stack trace: without a boundary, empty, not a
// form, or naming no action.
const badForms = [
  ['no boundary on /', '/', 'multipart/form-data', actionForm],
  ['no boundary on /fr', '/fr', 'multipart/form-data; charset=utf-8', actionForm],
  ['empty on /', '/', 'multipart/form-data; boundary=x', ''],
  ['empty on /fr', '/fr', 'multipart/form-data; boundary=x', ''],
  ['not a form on /', '/', 'multipart/form-data; boundary=x', 'garbage that is no form at all, long enough'],
  [
    'no action on /fr',
    '/fr',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  ],
] as const;

const output = (...parts: string[]) => path.join(copy, '.vercel', 'output', ...parts);
const html = (route: string) =>
  readFile(
    route === missing
      ? output('static', '404.html')
      : output('functions', `${route === '/' ? 'index' : route.slice(1)}.prerender-fallback.html`),
    'utf8',
  );

// Two `next build` passes inside `vercel build`: minutes on two busy cores, more than a test's 120 s.
before(
  async () => {
    await prepareStandalone();
    standaloneActions = await actionsOf(standaloneDir);
    copy = await vercelBuild(root, {
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: siteOrigin,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: standaloneActions.encryptionKey,
    });
    config = JSON.parse(await readFile(output('config.json'), 'utf8')) as OutputConfig;
    const launcher = await deployFunction(copy, '_middleware');
    const requests: Call[] = [
      ...[...publicRoutes.map((route) => route.path), missing].map((route) => ({
        url: `${siteOrigin}${route}`,
        headers: browser,
      })),
      { url: `${siteOrigin}/`, method: 'POST', headers: formPost, body: actionForm },
      ...badForms.map(([key, path, type, body]) => ({
        key,
        url: `${siteOrigin}${path}`,
        method: 'POST',
        headers: { 'content-type': type, 'content-length': String(body.length), origin: siteOrigin },
        body,
      })),
    ];
    const files = path.join(copy, 'requests.json');
    await writeFile(files, JSON.stringify(requests));
    execFileSync(
      process.execPath,
      [path.join(root, 'scripts/vercel/run-function.mjs'), launcher, files, `${files}.out`],
      {
        // As the platform runs it: on Vercel, in the region vercel.json names (a Vercel build refuses to
        // start anywhere else, as its policies name Vercel).
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          SITE_URL: siteOrigin,
          VERCEL: '1',
          VERCEL_REGION: 'lhr1',
        },
        stdio: 'inherit',
      },
    );
    const results = JSON.parse(await readFile(`${files}.out`, 'utf8')) as Answer[];
    answers = new Map(
      requests.map((request, index) => [
        request.key ?? `${request.method ?? 'GET'} ${new URL(request.url).pathname}`,
        results[index]!,
      ]),
    );
  },
  { timeout: 600_000 },
);

after(() => rm(copy, { recursive: true, force: true }));

for (const route of [...publicRoutes.map((page) => page.path), missing]) {
  test(`${route}: every policy that reaches it on Vercel allows exactly its inline scripts`, async () => {
    const page = await html(route);
    const fromConfig = routeHeaders(config, route, new Headers(browser), 'content-security-policy');
    const fromProxy = answers.get(`GET ${route}`)?.headers['content-security-policy'];
    assert.equal(fromConfig.length, 1, 'one static policy from the routes');
    assert.ok(fromProxy, 'the proxy answers with a policy');
    assert.deepEqual(checkPage(page, [...fromConfig, fromProxy]), []);
    assert.equal(fromProxy, fromConfig[0], 'the proxy and the routes agree');
  });
}

test('a form posted without its script gets a fresh nonce from the proxy, and no static page policy', () => {
  const answer = answers.get('POST /');
  assert.equal(answer?.status, 200);
  const policy = answer.headers['content-security-policy'] ?? '';
  const nonce = scriptSources(policy).find((source) => source.startsWith("'nonce-"));
  assert.ok(nonce, 'a nonce in the answer');
  // Next reads the nonce for the page it renders from the request the proxy passes on.
  assert.equal(answer.headers['x-middleware-request-content-security-policy'], policy);
  assert.deepEqual(routeHeaders(config, '/', new Headers(formPost), 'content-security-policy'), []);
});

test('a multipart post without its boundary, empty, not a form or naming no action is answered 400 by the proxy on Vercel too', () => {
  for (const [key] of badForms) {
    const answer = answers.get(key);
    assert.equal(answer?.status, 400, key);
    assert.match(answer.headers['content-type'] ?? '', /^text\/html/, key);
  }
});

test('files and the API get the policy that allows no inline script', () => {
  for (const route of ['/robots.txt', '/media/spring.mp4', '/_next/static/chunks/x.js', '/api/contact', '/api/cron']) {
    const policies = routeHeaders(config, route, new Headers(), 'content-security-policy');
    assert.equal(policies.length, 1, route);
    assert.deepEqual(scriptSources(policies[0]!), ["'self'"], route);
  }
});

test('the build declares the daily cron that calls /api/cron, as a Hobby project allows', () => {
  const { crons } = config as OutputConfig & { crons?: { path: string; schedule: string }[] };
  assert.deepEqual(crons, [{ path: '/api/cron', schedule: '0 6 * * *' }]);
});

test('a Vercel build’s policies name Vercel and its region, in each language, as no other build’s do', async () => {
  const text = async (route: string) => (await html(route)).replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
  assert.match(
    await text('/privacy-policy'),
    /Your enquiry is received by the servers that host this website, provided by Vercel, in London, United Kingdom\./,
  );
  assert.match(
    await text('/fr/politique-de-confidentialite'),
    /reçue par les serveurs qui hébergent ce site, fournis par Vercel et situés à Londres \(Royaume-Uni\)\./,
  );
  assert.match(await text('/cookie-policy'), /in the same region as our servers \(London, United Kingdom\)/);
  assert.match(await text('/fr/politique-cookies'), /dans la même région que nos serveurs, à Londres \(Royaume-Uni\)/);
});

test('a Vercel build’s privacy policy says Vercel keeps the logs, and keeps nothing in files, as no other build’s does', async () => {
  const text = async (route: string) => (await html(route)).replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
  const privacy = await text('/privacy-policy');
  // The days are the client's to give (launchList: vercel-logs): a placeholder stands in until then.
  assert.match(
    privacy,
    /The servers that host this website, provided by Vercel, record each request in their logs, to keep the site secure and working: its time, the page asked for and our answer, your IP address, your browser type and the page you came from\. Vercel keeps those logs for \[N\] days and then deletes them\./,
  );
  assert.match(
    privacy,
    /What this website keeps is held in Redis, a database kept for us in the same region as the website’s servers \(London, United Kingdom\)\./,
  );
  assert.doesNotMatch(
    privacy,
    /keep no log of your IP address|cannot be reached|where the site runs without such a database/,
  );
  const politique = await text('/fr/politique-de-confidentialite');
  assert.match(
    politique,
    /votre adresse IP, le type de votre navigateur et la page d’où vous venez\. Vercel conserve ces journaux pendant \[N\] jours, puis les supprime\./,
  );
  assert.doesNotMatch(
    politique,
    /ne conservent dans leurs journaux ni votre adresse IP|ne peut pas être joint|lorsque le site fonctionne sans une telle base/,
  );
});

describe('one commit deployed twice: the Vercel build’s page posted without JavaScript to the standalone server', () => {
  let mail: Server;
  let inbox: string;
  let site: Site;
  let outbox: string;

  before(async () => {
    const listeners = await mailListeners();
    mail = await startMailServer(listeners);
    inbox = baseUrl(listeners.inboxPort);
    outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-outbox-'));
    // The image's command, `node serve.mjs` beside server.js.
    site = await serveSite({ ...smtpEnv(listeners.port), OUTBOX_DIR: outbox }, { as: 'image' });
  });

  after(async () => {
    await site?.stop();
    await mail?.stop();
    if (outbox) await rm(outbox, { recursive: true, force: true });
  });

  const values = (tag: string) => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    interest: 'retailer',
    message: `Two crates for the café, please. ${tag}`,
  });

  /** The form of the Vercel build's home page, filled in and posted as a browser without JavaScript does. */
  async function postVercelForm(typed: Record<string, string>, hidden?: Record<string, string>) {
    const fields = { ...(hidden ?? enquiryFormIn(await html('/')).hidden), ...typed, leave_empty: '' };
    const { type, body } = await multipart(fields);
    const headers = { 'Content-Type': type, Origin: site.origin };
    return send({ port: site.port, method: 'POST', path: '/', headers, body });
  }

  test('two builds of one commit, in two folders, with one key and no cache between them, make the same action ids', async () => {
    assert.notEqual(path.resolve(copy), root);
    const ids = (actions: Actions) => [...Object.keys(actions.node), ...Object.keys(actions.edge)];
    assert.equal(ids(standaloneActions).length, 1, 'the enquiry form’s action');
    assert.deepEqual(ids(await actionsOf(copy)), ids(standaloneActions));
    assert.ok((await html('/')).includes(ids(standaloneActions)[0]!), 'the id the Vercel page’s form posts');
  });

  test('the enquiry is delivered, and the page answers with the success text', async () => {
    const tag = token();
    const answer = await postVercelForm(values(tag));
    assert.equal(answer.status, 200);
    assert.ok(answer.body.includes(words.successTitle), 'the success banner');
    const mails = await mailsContaining(tag, inbox);
    assert.equal(mails.length, 1);
    assert.deepEqual(mails[0]!.replyTo, { address: 'ada@example.com', name: 'Ada Lovelace' });
  });

  test('a form naming an action no build made comes back with every value and the sentence, and nothing is sent', async () => {
    const { hidden } = enquiryFormIn(await html('/'));
    const descriptor = JSON.parse(hidden['$ACTION_1:0']!) as { id: string };
    const unknown = { ...hidden, '$ACTION_1:0': JSON.stringify({ ...descriptor, id: `60${'0'.repeat(40)}` }) };
    const tag = token();
    const typed = values(tag);
    const answer = await postVercelForm(typed, unknown);
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    const alert = /role="alert">([\s\S]*?)<\/div><\/div>/.exec(answer.body)?.[1] ?? '';
    assert.ok(alert.includes(words.formOutdated), alert);
    assert.ok(answer.body.includes('value="Ada Lovelace"'));
    assert.ok(answer.body.includes('value="ada@example.com"'));
    assert.match(answer.body, /<option value="retailer" selected="">/);
    assert.ok(answer.body.includes(`>${typed.message}</textarea>`), 'the message');
    assert.deepEqual(await mailsContaining(tag, inbox), []);
  });
});
