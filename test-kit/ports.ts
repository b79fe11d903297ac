import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where ports are chosen: below the range the system takes its outgoing connections' ports from (an HTTP
 * or Redis client of another test could take a port in that range between its check and its server's
 * listen), or above it where that range starts low.
 */
function candidateRange(): [number, number] {
  let [low, high] = [32768, 60999];
  try {
    const range = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    [low, high] = range.map(Number) as [number, number];
  } catch {
    // Not Linux: the defaults above are Linux's; macOS's and Windows' ranges start higher still.
  }
  return low - 10_000 >= 4_000 ? [10_000, low - 1] : [high + 1, 65_535];
}

const [min, max] = candidateRange();

// Every test process on this machine claims the ports it hands out here, so two processes running at
// once (the integration tier runs several files together, two checkouts may run side by side) never
// hand out the same one before its server listens. A claim outlives any test run, so a port let go by a
// stopped server stays its owner's to start a server on again. One folder per user, whom the system
// lets write it.
const claims = path.join(tmpdir(), `sarnia-test-ports-${process.getuid?.() ?? 'user'}`);
const claimLifeMs = 60 * 60 * 1000;

function claim(port: number): boolean {
  const file = path.join(claims, String(port));
  try {
    if (Date.now() - statSync(file).mtimeMs < claimLifeMs) return false;
    unlinkSync(file);
  } catch {
    // No claim yet, or an old one another process has just taken back.
  }
  try {
    closeSync(openSync(file, 'wx'));
    return true;
  } catch {
    return false;
  }
}

const canListen = (port: number) =>
  new Promise<net.Server | undefined>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/**
 * `count` different ports on 127.0.0.1 that nothing listens on and no other test process has been
 * given: each is held open until all are found, then let go for the server that will take it.
 */
export async function freePorts(count: number): Promise<number[]> {
  mkdirSync(claims, { recursive: true });
  const held: net.Server[] = [];
  try {
    for (let tries = 0; held.length < count; tries++) {
      if (tries > 1000) throw new Error(`no free port found between ${min} and ${max}`);
      const port = randomInt(min, max + 1);
      const server = await canListen(port);
      if (!server) continue;
      if (claim(port)) held.push(server);
      else server.close();
    }
    return held.map((server) => (server.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** One free port, claimed for this process. */
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
