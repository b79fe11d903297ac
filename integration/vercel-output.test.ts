// The site as Vercel builds and runs it: a clean copy built with the pinned Vercel CLI, the proxy run
// from .vercel/output/functions through its launcher, and each page's prerendered HTML checked against
// every Content-Security-Policy that reaches it there.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { publicRoutes } from '@/lib/site/routes';
import { checkPage, scriptSources } from '@/scripts/vercel/csp-check';
import { routeHeaders, type OutputConfig } from '@/scripts/vercel/routes';
import { siteOrigin } from '@/test-kit/test-env';
import { deployFunction, vercelBuild } from './support/vercel-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const missing = '/no-such-page';
const browser = { accept: 'text/html' };
const formPost = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '20', origin: siteOrigin };

type Call = { url: string; method?: string; headers: Record<string, string>; body?: string };
type Answer = { status: number; headers: Record<string, string> };
let copy = '';
let config: OutputConfig = {};
let answers = new Map<string, Answer>();

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
    copy = await vercelBuild(root, { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteOrigin });
    config = JSON.parse(await readFile(output('config.json'), 'utf8')) as OutputConfig;
    const launcher = await deployFunction(copy, '_middleware');
    const requests: Call[] = [
      ...[...publicRoutes.map((route) => route.path), missing].map((route) => ({
        url: `${siteOrigin}${route}`,
        headers: browser,
      })),
      { url: `${siteOrigin}/`, method: 'POST', headers: formPost, body: '--x\r\n\r\n--x--\r\n' },
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
        `${request.method ?? 'GET'} ${new URL(request.url).pathname}`,
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
  assert.match(privacy, /Vercel, which provides them, keeps those logs for the time its plan for this website sets/);
  assert.match(
    privacy,
    /What this website keeps is held in Redis, a database kept for us in the same region as the website’s servers \(London, United Kingdom\)\./,
  );
  assert.doesNotMatch(privacy, /Docker Compose|cannot be reached|where the site runs without such a database/);
  const politique = await text('/fr/politique-de-confidentialite');
  assert.match(politique, /Vercel, qui fournit ces serveurs, conserve ces journaux/);
  assert.doesNotMatch(
    politique,
    /Docker Compose|ne peut pas être joint|lorsque le site fonctionne sans une telle base/,
  );
});
