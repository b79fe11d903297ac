import type { ServerEnv } from '@/lib/env';
import type { StoreKind } from './records';

// Apart from stores.ts, which makes the stores, so the health probe can ask without opening one.

/** Where records go: `records` the store they are written to, `stores` those read, in the order tried. */
export type StoreChoice = { records?: StoreKind; stores: StoreKind[]; outbox: boolean };

/**
 * Redis when it is configured, the database in the outbox folder wherever the disk is kept (not on Vercel): records go
 * to the first that takes them (records-fallback.ts), and are read from both. `only` narrows them to
 * one store, for an operator whose own folder has nothing to do with the server's.
 */
export function chooseStores(env: ServerEnv, redis: boolean, only?: StoreKind): StoreChoice {
  const usable: StoreKind[] = [];
  if (redis && only !== 'outbox') usable.push('redis');
  if (!env.VERCEL && only !== 'redis') usable.push('outbox');
  return { records: usable[0], stores: usable, outbox: usable.includes('outbox') };
}
