// The free ports every started server takes: chosen by the system, never the same twice in one process,
// and free to listen on, whether asked for in this process or, as Playwright's config asks, in another.
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { freePorts, freePortsSync } from '@/test-kit/ports';

const listenOn = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

test('ports asked for together or one after another are all different, and each can be listened on', async () => {
  const first = await freePorts(20);
  const second = await freePorts(20);
  const all = [...first, ...second];
  assert.equal(new Set(all).size, all.length);
  for (const port of all) assert.ok(port > 1024 && port < 65536, String(port));
  for (const port of all) await listenOn(port);
});

test('ports asked of a process of their own, for a config read synchronously, can be listened on', async () => {
  const ports = freePortsSync(5);
  assert.equal(ports.length, 5);
  assert.equal(new Set(ports).size, 5);
  for (const port of ports) await listenOn(port);
});
