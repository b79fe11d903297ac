import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addressKey } from '../address-key';
import { withStatus } from './record-life';
import type { EnquiryRecord } from './record-schema';
import type { Adopted, RedisStore } from './redis-store';
import { sampleRecord } from './sample-record.fixture';
import { sqliteStore } from './sqlite-store';

/** adopt's rule (redis-store.ts), for a store that holds `held` (or none) and whose address was last erased at `erasedMs`. */
export function adoption(
  record: EnquiryRecord,
  intake: boolean,
  held?: { statusAt: string },
  erasedMs?: number,
): Adopted {
  if (held) return held.statusAt > record.statusAt ? 'kept-newer' : 'taken';
  if (!intake) return 'gone';
  return erasedMs !== undefined && erasedMs >= Date.parse(record.receivedAt) ? 'erased' : 'taken';
}

/**
 * Redis as the spill sees it, played by a database of its own that adopts as Redis does (adoption, with the
 * erasures' times): it can be taken down (each call fails as a refused connection), and one call can be held
 * where it starts until the test lets it go on.
 */
export async function fakeRedis() {
  const store = sqliteStore(await mkdtemp(path.join(os.tmpdir(), 'sarnia-fake-redis-')));
  const erased = new Map<string, number>();
  const real: Omit<RedisStore, 'kind'> = {
    ...store,
    eraseEmail: (email) => (erased.set(addressKey(email), Date.now()), store.eraseEmail(email)),
    async adopt(record, intake) {
      const held = await store.find(record.id);
      const adopted = adoption(record, intake, held, erased.get(addressKey(record.fields.email)));
      if (adopted === 'taken') await (held ? store.update(record, held) : store.insert(record));
      return adopted;
    },
  };
  const state = { down: false };
  const holds = new Map<string, { reached: () => void; go: Promise<void> }>();
  const gate =
    (name: string, work: (...args: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]) => {
      const hold = holds.get(name);
      if (hold) {
        holds.delete(name);
        hold.reached();
        await hold.go;
      }
      if (state.down) throw Object.assign(new Error('Redis did not answer'), { code: 'ECONNREFUSED' });
      return work(...args);
    };
  const redis = Object.fromEntries(
    Object.entries(real).map(([name, value]) => [
      name,
      typeof value === 'function' ? gate(name, value as (...args: unknown[]) => Promise<unknown>) : value,
    ]),
  ) as unknown as RedisStore;
  /** The next call of `name` waits where it starts: `reached` once it has, and it goes on at `release()`. */
  function hold(name: keyof RedisStore) {
    let release!: () => void;
    const go = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => holds.set(name, { reached: resolve, go }));
    return { reached, release };
  }
  return { redis: { ...redis, kind: 'redis' as const }, state, hold };
}

/**
 * A copy from another store (a spill) is adopted as Redis's adopt says: a new enquiry received before its address
 * was erased is not, one received after is; an update of a record no longer held is not; of two copies, the
 * one changed last stays.
 */
export async function adoptsAsErasuresAllow(records: RedisStore) {
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const before = sampleRecord({ status: 'undelivered', email: 'bo@example.gg', receivedAt: at(-60_000) });
  await records.eraseEmail('Bo@example.gg');
  const after = sampleRecord({ status: 'received', email: 'bo@example.gg', receivedAt: at(1000) });
  assert.equal(await records.adopt(before, true), 'erased');
  assert.equal(await records.adopt(after, true), 'taken');
  assert.equal(await records.adopt(sampleRecord({ email: 'cy@example.gg' }), false), 'gone');
  assert.deepEqual(
    (await records.list({ email: 'bo@example.gg' })).map((record) => record.id),
    [after.id],
  );
  const older = withStatus(after, 'undelivered', Date.now() + 2000, { attempts: 1 });
  const newer = withStatus(after, 'delivered', Date.now() + 3000, { attempts: 2 });
  assert.equal(await records.adopt(newer, false), 'taken');
  assert.equal(await records.adopt(older, false), 'kept-newer');
  assert.equal((await records.find(after.id))?.status, 'delivered');
}
