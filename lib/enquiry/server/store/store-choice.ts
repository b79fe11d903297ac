import type { ServerEnv } from '@/lib/env';
import type { StoreKind } from './undelivered-store';

// Apart from stores.ts, which makes the stores, so the health probe can ask without opening one.

/** Which stores hold what: the one records are written to, those undelivered copies go to, in order. */
export type StoreChoice = { records?: StoreKind; undelivered: StoreKind[]; outbox: boolean };

/**
 * Redis when it is configured, the outbox folder wherever the disk is kept (not on Vercel): records go
 * to the first, undelivered copies to the first that takes them. `only` narrows both to one store, for
 * an operator whose own folder has nothing to do with the server's.
 */
export function chooseStores(env: ServerEnv, redis: boolean, only?: StoreKind): StoreChoice {
  const usable: StoreKind[] = [];
  if (redis && only !== 'outbox') usable.push('redis');
  if (!env.VERCEL && only !== 'redis') usable.push('outbox');
  return { records: usable[0], undelivered: usable, outbox: usable.includes('outbox') };
}
