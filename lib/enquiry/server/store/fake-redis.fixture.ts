import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EnquiryStore } from './store-contract';
import { sqliteStore } from './sqlite-store';

/**
 * Redis as the spill sees it, played by a database of its own: it can be taken down (each call fails as a
 * refused connection), and one call can be held where it starts until the test lets it go on.
 */
export async function fakeRedis() {
  const real = sqliteStore(await mkdtemp(path.join(os.tmpdir(), 'sarnia-fake-redis-')));
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
  ) as unknown as EnquiryStore;
  /** The next call of `name` waits where it starts: `reached` once it has, and it goes on at `release()`. */
  function hold(name: keyof EnquiryStore) {
    let release!: () => void;
    const go = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => holds.set(name, { reached: resolve, go }));
    return { reached, release };
  }
  return { redis: { ...redis, kind: 'redis' as const }, state, hold };
}
