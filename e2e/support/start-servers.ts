// The servers every Playwright run needs, started together as one web server of its config: the test
// SMTP server and the shared Redis first, then the five sites at once. Playwright starts its web servers
// one after another and polls each up to a second apart, which left the cores half idle for seconds.
// Prints "servers ready" once every one answers; SIGTERM stops them all; one that stops by itself ends
// this process, with what it printed.
import { startMailServer } from '../../test-kit/mail-server';
import { startRedis } from '../../test-kit/redis-server';
import { serveSite } from '../../test-kit/site';
import { mailEnv, redis, smtp } from '../../test-kit/test-env';
import { startedSites } from './site-settings';

type Stoppable = { stop(): Promise<void> };
const running: Stoppable[] = [];
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(running.map((server) => server.stop()));
  process.exit(code);
}

/** Waits for every start; if one fails, stops the others and exits with its error. */
async function started(starts: Promise<Stoppable>[]) {
  const results = await Promise.allSettled(starts);
  for (const result of results) if (result.status === 'fulfilled') running.push(result.value);
  for (const result of results)
    if (result.status === 'rejected') {
      console.error(result.reason instanceof Error ? result.reason.message : result.reason);
      await stopAll(1);
    }
}

process.once('SIGTERM', () => void stopAll(0));
process.once('SIGINT', () => void stopAll(0));

const mail = startMailServer(smtp);
await started([mail, startRedis(redis.shared)]);
const sites = startedSites.map(([port, env]) => serveSite({ ...mailEnv, ...env }, { port, showErrors: true }));
await started(sites);
for (const server of [await mail, ...(await Promise.all(sites))])
  void server.exited.then(async (code) => {
    if (stopping) return;
    console.error(`a server of the run stopped (${code}):\n${server.output()}`);
    await stopAll(1);
  });
console.log('servers ready');
