// The free ports every started server takes: never the same twice on this machine while a run lasts,
// whether asked for in this process, in another at the same moment, or, as Playwright's config asks, in
// a process of their own; free to listen on; and outside the range outgoing connections take theirs from.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { freePorts, freePortsSync } from '@/test-kit/ports';

const listenOn = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

const [ephemeralLow, ephemeralHigh] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  .trim()
  .split(/\s+/)
  .map(Number) as [number, number];

test('ports asked for together or one after another are all different, and each can be listened on', async () => {
  const first = await freePorts(20);
  const second = await freePorts(20);
  const all = [...first, ...second];
  assert.equal(new Set(all).size, all.length);
  for (const port of all) assert.ok(port > 1024 && port < 65536, String(port));
  for (const port of all) assert.ok(port < ephemeralLow || port > ephemeralHigh, String(port));
  for (const port of all) await listenOn(port);
});

test('ports asked of a process of their own, for a config read synchronously, can be listened on', async () => {
  const ports = freePortsSync(5);
  assert.equal(ports.length, 5);
  assert.equal(new Set(ports).size, 5);
  for (const port of ports) await listenOn(port);
});

test('processes asking at the same moment, as the integration files running together do, get different ports', async () => {
  const script = `import { freePorts } from ${JSON.stringify(new URL('../../test-kit/ports.ts', import.meta.url).href)};
console.log((await freePorts(300)).join(','));`;
  const ask = () =>
    promisify(execFile)(process.execPath, ['--no-warnings', '--input-type=module', '-e', script]).then(({ stdout }) =>
      stdout.trim().split(',').map(Number),
    );
  const answers = await Promise.all([ask(), ask(), ask(), freePorts(300)]);
  const all = answers.flat();
  assert.equal(all.length, 1200);
  assert.equal(new Set(all).size, all.length);
});
