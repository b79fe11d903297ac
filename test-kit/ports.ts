import { execFileSync } from 'node:child_process';
import net from 'node:net';

const listening = () =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

// Ports this process has handed out: the system may offer one again once its listener is closed.
const given = new Set<number>();

/**
 * `count` ports on 127.0.0.1 that nothing listens on, chosen by the system: each is held open until all
 * are found, so none repeats, then let go for the server that will take it.
 */
export async function freePorts(count: number): Promise<number[]> {
  const held: net.Server[] = [];
  const ports: number[] = [];
  try {
    while (ports.length < count) {
      const server = await listening();
      held.push(server);
      const { port } = server.address() as net.AddressInfo;
      if (!given.has(port)) ports.push(port);
    }
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
  for (const port of ports) given.add(port);
  return ports;
}

/** One port nothing listens on, chosen by the system. */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;

/**
 * freePorts for code that cannot wait, as Playwright's config, which names its web servers' ports when
 * it is read: asked of a node process of its own, which runs this module.
 */
export function freePortsSync(count: number): number[] {
  const script = `import { freePorts } from ${JSON.stringify(import.meta.url)};
console.log((await freePorts(${count})).join(','));`;
  const printed = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return printed.trim().split(',').map(Number);
}
