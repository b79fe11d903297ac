import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { codeOf } from '@/lib/error-code';
import { withTimeout, type Redis } from '@/lib/redis';
import { ENQUIRY_ID } from '../enquiry-id';
import { folderBatches, missing } from './bounded-io';
import type { StoreKind } from './records';

// Where an undelivered enquiry's whole message was kept before the enquiry's record alone kept it
// (issue 24): OUTBOX_DIR/undelivered/<id>.eml, and in Redis a hash per enquiry (raw, storedAt). Read
// only to take those copies into records (migrate-copies.ts); nothing writes them any more.

const FOLDER = 'undelivered';
const PREFIX = 'sarnia:undelivered:';
const LOCK_PREFIX = 'sarnia:undelivered-lock:';
// Far above any message the form can make: a larger file is not a copy of ours, and is not read into memory.
const MAX_COPY_BYTES = 1024 * 1024;

export type CopySource = {
  kind: StoreKind;
  /** The copy's name for an operator: its file, or its Redis key. */
  nameOf(id: string): string;
  /** The copies' ids, a batch at a time. */
  batches(): AsyncGenerator<string[]>;
  /** Undefined once it is gone; no bytes when it cannot be a copy (a folder, too large). */
  read(id: string): Promise<Buffer | undefined>;
  /** The copy and the lock a resend of it may have left. */
  remove(id: string): Promise<void>;
};

export function folderCopies(outboxDir: string): CopySource {
  const folder = path.resolve(outboxDir, FOLDER);
  const file = (id: string) => path.join(folder, `${id}.eml`);
  return {
    kind: 'outbox',
    nameOf: (id) => path.join(FOLDER, `${id}.eml`),
    async *batches() {
      for await (const names of folderBatches(folder))
        yield names
          .filter((name) => name.endsWith('.eml'))
          .map((name) => name.slice(0, -'.eml'.length))
          .filter((id) => ENQUIRY_ID.test(id));
    },
    async read(id) {
      try {
        const handle = await open(file(id), 'r');
        try {
          const info = await handle.stat();
          return info.isFile() && info.size <= MAX_COPY_BYTES ? await handle.readFile() : Buffer.alloc(0);
        } finally {
          await handle.close();
        }
      } catch (error) {
        if (missing(error)) return undefined;
        if (codeOf(error) === 'EISDIR') return Buffer.alloc(0);
        throw error;
      }
    },
    async remove(id) {
      await rm(file(id), { force: true });
      await rm(`${file(id)}.lock`, { force: true });
    },
  };
}

export function redisCopies(redis: Redis): CopySource {
  const call = <T>(work: Promise<T>) => withTimeout(work, 2_000);
  return {
    kind: 'redis',
    nameOf: (id) => `${PREFIX}${id}`,
    async *batches() {
      for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 200 }))
        yield keys.map((key) => String(key).slice(PREFIX.length)).filter((id) => ENQUIRY_ID.test(id));
    },
    async read(id) {
      // The message is 7-bit (nodemailer encodes every non-ASCII character), so text round-trips exactly.
      const raw = await call(redis.hGet(`${PREFIX}${id}`, 'raw'));
      return typeof raw === 'string' ? Buffer.from(raw, 'utf8') : undefined;
    },
    async remove(id) {
      await call(redis.del([`${PREFIX}${id}`, `${LOCK_PREFIX}${id}`]));
    },
  };
}
