import 'server-only';
import { createClient } from 'redis';

/** A client that fails commands at once while disconnected (no offline queue) and keeps reconnecting. */
export function newRedisClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3_000),
    },
  });
}

export type Redis = ReturnType<typeof newRedisClient>;

// On globalThis, because Next bundles instrumentation.ts apart from the routes: one connection per process.
const shared = globalThis as typeof globalThis & { sarniaRedisClients?: Map<string, Redis> };
const clients = (shared.sarniaRedisClients ??= new Map<string, Redis>());

/** One client per URL for the whole process; the log says when Redis is lost and when it is back. */
export function redisClient(url: string, log: (text: string) => void = console.warn): Redis {
  const known = clients.get(url);
  if (known) return known;
  let down = false;
  const client = newRedisClient(url);
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(`[redis] unavailable (${error.message || error.name}); falling back until it returns`);
  });
  client.on('ready', () => {
    if (down) log('[redis] connected again');
    down = false;
  });
  client.connect().catch(() => {
    // The 'error' listener has logged it; the reconnect strategy keeps trying.
  });
  clients.set(url, client);
  return client;
}
