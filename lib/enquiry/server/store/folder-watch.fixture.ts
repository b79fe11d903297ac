import fs from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { mock } from 'node:test';
import { mapLimited } from './bounded-io';
import type { EnquiryRecord } from './records';

// What a walk over the folder store costs, counted by watching node:fs/promises itself: the flood
// tests of the records (records-file-flood.test.ts) and of the reference index.

/** Files written as a store writes them, minus the fsync, so a test can fill a folder quickly. */
export async function fill(dir: string, records: EnquiryRecord[]) {
  await mkdir(path.join(dir, 'records'), { recursive: true });
  const write = (r: EnquiryRecord) => writeFile(path.join(dir, 'records', `${r.id}.json`), JSON.stringify(r));
  await mapLimited(records, 32, write);
}

/** While `work` runs: files under dir opened or read, folders listed, and the most files open at once. */
export async function watch<T>(dir: string, work: () => Promise<T>) {
  const seen = { opened: 0, listed: [] as string[], open: 0, mostOpen: 0 };
  const promises = fs.promises as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const mine = (target: unknown) => String(target).startsWith(dir);
  // Each spy is restored on its own: other test files in this process may have mocks of their own.
  const spies: { mock: { restore(): void } }[] = [];
  const opening = () => {
    seen.opened++;
    seen.mostOpen = Math.max(seen.mostOpen, ++seen.open);
  };
  for (const name of ['open', 'readFile']) {
    const original = promises[name]!;
    const spy = mock.method(promises, name, async (...args: unknown[]) => {
      if (!mine(args[0])) return original(...args);
      opening();
      const result = await original(...args).catch((error) => {
        seen.open--;
        throw error;
      });
      if (name === 'readFile') seen.open--;
      else {
        const handle = result as fs.promises.FileHandle;
        const close = handle.close.bind(handle);
        handle.close = () => (seen.open--, close());
      }
      return result;
    });
    spies.push(spy);
  }
  for (const name of ['readdir', 'opendir']) {
    const original = promises[name]!;
    const spy = mock.method(promises, name, (...args: unknown[]) => {
      if (mine(args[0])) seen.listed.push(path.relative(dir, String(args[0])));
      return original(...args);
    });
    spies.push(spy);
  }
  syncBuiltinESMExports();
  try {
    return { result: await work(), seen };
  } finally {
    spies.forEach((spy) => spy.mock.restore());
    syncBuiltinESMExports();
  }
}
