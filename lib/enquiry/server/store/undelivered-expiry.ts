import { lstat, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS, retention } from '@/lib/site/retention';
import { countInFolder, missing } from './bounded-io';
import { ENQUIRY_ID } from '../core/enquiry-id';

// Far above any message the form can make: a larger file is not ours, and is not read into memory.
const MAX_COPY_BYTES = 1024 * 1024;

/**
 * Whether the bytes are the whole message the server kept for this enquiry: its X-Enquiry-Id in the
 * headers, and a multipart body that reaches its closing boundary (a copy cut short does not).
 */
function isWholeCopy(id: string, raw: string): boolean {
  const end = raw.search(/\r?\n\r?\n/);
  if (end < 0 || !ENQUIRY_ID.test(id)) return false;
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  if (!new RegExp(`^X-Enquiry-Id:[ \\t]*${id}[ \\t]*$`, 'im').test(head)) return false;
  const boundary = /^Content-Type:.*;\s*boundary="?([^";\s]+)"?/im.exec(head)?.[1];
  return !boundary || raw.includes(`\n--${boundary}--`);
}

export type CopyPurgeOptions = {
  now?: () => number;
  /** A file left in place because it is not a whole copy of ours: its name, for the operators. */
  onSkipped?: (name: string) => void;
};

/**
 * OUTBOX_DIR/undelivered: each copy goes when the period for an undelivered enquiry has passed since it
 * was kept. A file that is not a whole copy of ours (a stranger's, a corrupt or truncated one) is never
 * removed: it is said to onSkipped. Gives how many copies went.
 */
export async function purgeUndeliveredFolder(outboxDir: string, options: CopyPurgeOptions = {}): Promise<number> {
  const { now = Date.now, onSkipped = () => {} } = options;
  const folder = path.resolve(outboxDir, 'undelivered');
  const keptBefore = now() - retention.undeliveredDays * DAY_MS;
  const skip = (name: string) => {
    onSkipped(name);
    return false;
  };
  const expire = async (name: string): Promise<boolean> => {
    const id = name.slice(0, -'.eml'.length);
    if (!ENQUIRY_ID.test(id)) return skip(name);
    const file = path.join(folder, name);
    try {
      const info = await lstat(file);
      if (!info.isFile() || info.size > MAX_COPY_BYTES) return skip(name);
      if (info.mtimeMs > keptBefore) return false;
      if (!isWholeCopy(id, await readFile(file, 'utf8'))) return skip(name);
      await rm(file, { force: true });
      return true;
    } catch (error) {
      // Resent and removed by an operator since the folder was read.
      if (missing(error)) return false;
      throw error;
    }
  };
  return countInFolder(folder, (name) => name.endsWith('.eml'), expire);
}
