// deploy/nginx/sarnia.conf.template as an owner runs it: its server as compose fills it in, and its TLS blocks
// (commented at its end) uncommented and completed as the comment says, with a certificate made for the test,
// on this machine's nginx (Debian 12's 1.22). A small server stands in for the site: what nginx passes on.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { loggedSoFar, runNginx, siteTemplate, startNginx } from '../test-kit/nginx';
import { freePort } from '../test-kit/ports';
import type { Server } from '../test-kit/process';

const host = 'www.sarnia-water.example';
const challenge = 'a-token-from-the-acme-client';

/** The template's TLS blocks as an owner writes them: uncommented, the server's own lines in place of "...". */
export function tlsServers(template: string): string {
  const lines = template.split('\n');
  const start = lines.indexOf('server {');
  const end = lines.indexOf('}', start);
  const body = lines.slice(lines.indexOf('    server_tokens off;', start), end);
  const upstream = lines.slice(lines.indexOf('upstream sarnia_site {'), start);
  const commented = lines.slice(lines.indexOf('# server {', end));
  const tls = commented
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^# ?/, ''))
    .flatMap((line) => (line.trim().startsWith('... everything from') ? body : [line]));
  return [...upstream, ...tls].join('\n');
}

/** Where the test's nginx listens and finds its files, in place of the template's real ones. */
function onLoopback(servers: string, ports: { http: number; https: number; upstream: number }) {
  const replaced = servers
    .replace('listen 80 default_server;', `listen 127.0.0.1:${ports.http} default_server;`)
    .replace('listen 443 ssl http2 default_server;', `listen 127.0.0.1:${ports.https} ssl http2 default_server;`)
    .replace(`/etc/letsencrypt/live/${host}/fullchain.pem`, 'fullchain.pem')
    .replace(`/etc/letsencrypt/live/${host}/privkey.pem`, 'privkey.pem')
    .replace('root /var/www/acme;', 'root acme;')
    .replace('${SARNIA_UPSTREAM}', `127.0.0.1:${ports.upstream}`);
  assert.doesNotMatch(
    replaced,
    /\/etc\/|\/var\/|listen (80|443) |\$\{/,
    'a line of the TLS blocks was not put on loopback',
  );
  return replaced;
}

// A throwaway certificate, made for this run and gone with nginx's folder.
async function makeCertificate(dir: string) {
  await promisify(execFile)('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
    ...['-subj', `/CN=${host}`, '-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')],
  ]);
  await mkdir(path.join(dir, 'acme/.well-known/acme-challenge'), { recursive: true });
  await writeFile(path.join(dir, 'acme/.well-known/acme-challenge', challenge), 'proof');
}

/** What the site would have been sent: the path and the headers nginx passed on. */
type Passed = { url: string; headers: Record<string, string> };

let upstream: http.Server;
let upstreamPort: number;
const running: Server[] = [];

before(async () => {
  upstream = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ url: request.url, headers: request.headers }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
});

after(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await new Promise((resolve) => upstream.close(resolve));
});

function h2Get(port: number, pathname: string, body?: Buffer) {
  return new Promise<{ status: number; alpn: string | false | undefined; text: string }>((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false, servername: host });
    session.on('error', reject);
    const stream = session.request({
      ':path': pathname,
      ':method': body ? 'POST' : 'GET',
      ':authority': host,
      ...(body ? { 'content-length': String(body.length), 'content-type': 'text/plain' } : {}),
    });
    let text = '';
    let status = 0;
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.on('data', (chunk: Buffer) => (text += chunk));
    stream.on('end', () => {
      resolve({ status, alpn: session.alpnProtocol, text });
      session.close();
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

function httpGet(port: number, pathname: string) {
  return new Promise<{ status: number; location?: string; text: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location, text }));
      })
      .on('error', reject);
  });
}

function httpPost(port: number, body: Buffer) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/contact', method: 'POST', headers: { 'content-length': body.length } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the TLS blocks as written', () => {
  let nginx: Server & { dir: string };
  let ports: { http: number; https: number; upstream: number };

  before(async () => {
    ports = { http: await freePort(), https: await freePort(), upstream: upstreamPort };
    const servers = onLoopback(tlsServers(await readFile(siteTemplate, 'utf8')), ports);
    nginx = await runNginx(
      servers,
      `http://127.0.0.1:${ports.http}/.well-known/acme-challenge/${challenge}`,
      makeCertificate,
    );
    running.push(nginx);
  });

  test('nginx starts them, and serves the site over TLS with HTTP/2', async () => {
    const answer = await h2Get(ports.https, '/robots.txt?q=1');
    assert.equal(answer.status, 200, nginx.output());
    assert.equal(answer.alpn, 'h2');
    const passed = JSON.parse(answer.text) as Passed;
    assert.equal(passed.url, '/robots.txt?q=1');
    assert.equal(passed.headers['x-forwarded-proto'], 'https');
    assert.equal(passed.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(passed.headers['host'], host);
  });

  test('port 80 answers the ACME challenge and sends everything else to https://', async () => {
    const proof = await httpGet(ports.http, `/.well-known/acme-challenge/${challenge}`);
    assert.deepEqual([proof.status, proof.text], [200, 'proof']);
    const moved = await httpGet(ports.http, '/fr/conditions-generales?q=1');
    assert.equal(moved.status, 301);
    assert.equal(moved.location, `https://${host}/fr/conditions-generales?q=1`);
  });

  test("an error a request meets leaves no line naming the client's address", async () => {
    // nginx logs a body over client_max_body_size as an error with `client: 127.0.0.1`, at any format.
    const refused = await h2Get(ports.https, '/api/contact', Buffer.alloc(60 * 1024, 'x'));
    assert.equal(refused.status, 413);
    assert.doesNotMatch(await loggedSoFar(nginx), /client:|127\.0\.0\.1/);
    assert.equal(await readFile(path.join(nginx.dir, 'access.log'), 'utf8'), '');
  });
});

describe('the server as compose runs it', () => {
  test("keeps no access or error log line naming the client's address", async () => {
    const nginx = await startNginx(upstreamPort);
    running.push(nginx);
    // A page, and a body nginx refuses, which it would log as an error with `client: 127.0.0.1`.
    assert.equal((await httpGet(nginx.port, '/?from=a-link')).status, 200);
    assert.equal(await httpPost(nginx.port, Buffer.alloc(60 * 1024, 'x')), 413);
    assert.doesNotMatch(await loggedSoFar(nginx), /client:|127\.0\.0\.1|from=a-link/);
    // The image's nginx.conf logs every request with its address, browser and referrer; the site file's
    // server turns that off.
    assert.equal(await readFile(path.join(nginx.dir, 'access.log'), 'utf8'), '');
  });
});
