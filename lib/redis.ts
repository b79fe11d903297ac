import 'server-only';
import type { Redis } from './redis-client';

// What works with a Redis client without loading the client library (lib/redis-client.ts), which is most
// of the operators' command's start-up when it runs without Redis.
export type { Redis };

// A visitor is waiting: a Redis that is slow or gone must cost at most this much per command, after
// which the caller falls back (memory limits, the outbox folder) instead of hanging.
export const REDIS_COMMAND_TIMEOUT_MS = 300;

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
