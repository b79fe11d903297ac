// The image's HEALTHCHECK command (deploy/healthcheck.mjs) against servers that answer /api/health in
// each way the site can, and in ways it should not.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';

const servers: http.Server[] = [];
after(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server on a free loopback port; every request is handed to `handle`. */
async function serve(handle: http.RequestListener): Promise<number> {
  const server = http.createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Runs the healthcheck as the image does (PORT names the site's port) and gives its exit code. */
function healthcheck(port: number) {
  const child = spawn(process.execPath, ['deploy/healthcheck.mjs'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port) },
    stdio: 'ignore',
  });
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
}

const health = (status: number, state: string) =>
  serve((request, response) => {
    const found = request.url === '/api/health' && request.method === 'GET';
    response.writeHead(found ? status : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(found ? { status: state, checks: {} } : { error: 'not found' }));
  });

test('healthy (200, ok or degraded) passes', async () => {
  assert.equal(await healthcheck(await health(200, 'ok')), 0);
  assert.equal(await healthcheck(await health(200, 'degraded')), 0);
});

test('down (503), any other status, and a missing endpoint fail', async () => {
  assert.equal(await healthcheck(await health(503, 'down')), 1);
  assert.equal(await healthcheck(await health(500, 'ok')), 1);
  assert.equal(await healthcheck(await serve((_, response) => response.writeHead(404).end())), 1);
});

test('a refused connection fails', async () => {
  const port = await serve(() => {});
  await new Promise((resolve) => servers.pop()!.close(resolve));
  assert.equal(await healthcheck(port), 1);
});

// The command's own 4 s limit (inside the 5 s Docker gives it) is its source; the runner's timeout is the
// test's only bound: nothing but the command's own limit can end a request the server never answers.
test(
  'a server that never answers: the command gives up by itself, drops the connection and fails',
  { timeout: 30_000 },
  async () => {
    let dropped!: Promise<void>;
    const port = await serve((request) => {
      dropped = new Promise((resolve) => request.socket.once('close', () => resolve()));
    });
    assert.equal(await healthcheck(port), 1);
    await dropped;
  },
);
