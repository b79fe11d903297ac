import type { ServerEnv } from '@/lib/env';
import type { Redis } from '@/lib/redis';
import { recordFromCopy } from './copy-message';
import { folderCopies, redisCopies, type CopySource } from './legacy-copies';
import type { EnquiryRecords } from './records';
import type { StoreChoice } from './store-choice';

export type Migrated = { taken: number; created: number; unreadable: number };

/** Where copies may wait: the stores the choice reads, Redis's hashes and the folder's files. */
export function copySources(env: ServerEnv, redis: Redis | undefined, choice: StoreChoice): CopySource[] {
  return choice.stores.map((kind) => (kind === 'redis' ? redisCopies(redis!) : folderCopies(env.OUTBOX_DIR)));
}

/**
 * Takes every undelivered copy into records, one copy at a time. A copy whose record exists is taken in
 * by it (the record reads undelivered unless delivered); one without a record becomes one
 * (copy-message.ts). Either way the copy goes once the record is written, so running this again finds
 * nothing to do. A copy that cannot be read stays where it is, and is said to `onUnreadable`.
 */
export async function migrateCopies(
  sources: CopySource[],
  records: EnquiryRecords,
  onUnreadable: (source: CopySource, id: string) => void,
): Promise<Migrated> {
  const counts: Migrated = { taken: 0, created: 0, unreadable: 0 };
  for (const source of sources)
    for await (const ids of source.batches())
      for (const id of ids) {
        const raw = await source.read(id).catch(() => Buffer.alloc(0));
        if (!raw) continue;
        const record = await records.find(id);
        if (record) {
          if (record.status !== 'delivered' && record.status !== 'undelivered')
            await records.setStatus(id, 'undelivered');
          counts.taken++;
        } else {
          const made = recordFromCopy(id, raw);
          if (!made) {
            counts.unreadable++;
            onUnreadable(source, id);
            continue;
          }
          await records.save(made);
          counts.created++;
        }
        await source.remove(id);
      }
  return counts;
}
