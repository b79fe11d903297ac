import 'server-only';
import type { ServerEnv } from '@/lib/env';
import type { Redis } from '@/lib/redis';
import { fileStore } from './undelivered-file';
import { redisStore } from './undelivered-redis';

export type KeptEnquiry = { id: string; storedAt: Date };

/** Where undelivered enquiries wait, as the complete message, until an operator resends them. */
export type UndeliveredStore = {
  /** "Redis" or the folder, for the log and the operators' listing. */
  where: string;
  save(id: string, raw: Buffer): Promise<void>;
  list(): Promise<KeptEnquiry[]>;
  read(id: string): Promise<Buffer | undefined>;
  remove(id: string): Promise<void>;
  /** Marks one enquiry as being resent, so two operators never send it twice; undefined when taken. */
  lock(id: string): Promise<(() => Promise<void>) | undefined>;
};

export type StoreKind = 'redis' | 'outbox';

/**
 * Redis when it is configured, the outbox folder wherever the disk is kept (not on Vercel); `only`
 * narrows that to one of them, for an operator whose own folder has nothing to do with the server's.
 */
export function undeliveredStores(env: ServerEnv, redis: Redis | undefined, only?: StoreKind): UndeliveredStore[] {
  const stores: UndeliveredStore[] = [];
  if (redis && only !== 'outbox') stores.push(redisStore(redis));
  if (!env.VERCEL && only !== 'redis') stores.push(fileStore(env.OUTBOX_DIR));
  return stores;
}

/** Keeps the message in the first store that takes it; says where, or why none did. */
export async function keepUndelivered(
  stores: UndeliveredStore[],
  id: string,
  raw: Buffer,
): Promise<{ ok: true; where: string } | { ok: false; detail: string }> {
  const failures: string[] = [];
  for (const store of stores) {
    try {
      await store.save(id, raw);
      return { ok: true, where: store.where };
    } catch (error) {
      failures.push(`${store.where}: ${(error as Error).message}`);
    }
  }
  return { ok: false, detail: failures.length ? failures.join('; ') : 'no store is configured' };
}
