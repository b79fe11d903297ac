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

// A visitor is waiting: a Redis that is slow or gone must cost at most this much per command, after
// which the caller falls back (memory limits, the outbox folder) instead of hanging.
export const REDIS_COMMAND_TIMEOUT_MS = 300;

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

export class RedisTimeoutError extends Error {}

/**
 * Caps one Redis call. node-redis only times out commands still waiting to be written, not ones
 * waiting for a reply from a server that has stalled, so the cap is kept here.
 */
export function withTimeout<T>(work: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError(`Redis did not answer within ${ms} ms`)), ms);
  });
  work.catch(() => {}); // a late failure after the timeout has nobody left to tell
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** Resolves once the client is ready, or false after `timeoutMs`. */
export async function redisReady(client: Redis, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!client.isReady) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
