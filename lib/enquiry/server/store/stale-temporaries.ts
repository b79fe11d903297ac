import { lstat, rm } from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS, retention } from '@/lib/site/retention';
import { countInFolder, missing } from './bounded-io';

// The name writeFileAtomically gives a record or copy while it is written: `.<id>.json.<uuid>.tmp` or `.<id>.eml.<uuid>.tmp`.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TEMPORARY = new RegExp(`^\\.${UUID}\\.(json|eml)\\.${UUID}\\.tmp$`);

/**
 * A write is renamed into place within moments; a temporary file still here after the shortest period
 * the policy states was left by a process that died mid-write, and holds part of an enquiry. It goes
 * then, within every period. Any other name is not ours, and stays. Gives how many went.
 */
export async function purgeStaleTemporaries(folder: string, now: () => number = Date.now): Promise<number> {
  const shortestDays = Math.min(retention.deliveredDays, retention.heldDays, retention.undeliveredDays);
  const leftBefore = now() - shortestDays * DAY_MS;
  const expire = async (name: string) => {
    const file = path.join(folder, name);
    try {
      const info = await lstat(file);
      if (!info.isFile() || info.mtimeMs > leftBefore) return false;
      await rm(file, { force: true });
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  };
  return countInFolder(folder, (name) => TEMPORARY.test(name), expire);
}
