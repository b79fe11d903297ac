import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a whole file or nothing: the bytes go to a temporary name in the same folder, are flushed to
 * disk, then renamed into place. A full disk or a broken folder leaves no partial file behind. What is
 * written here holds a visitor's words: the folder is made 0700 and the file 0600, whatever the umask
 * (which only ever takes bits away).
 */
export async function writeFileAtomically(folder: string, name: string, data: Uint8Array): Promise<string> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const target = path.join(folder, name);
  // Hidden while it is written, and never taken for a finished file.
  const temporary = path.join(folder, `.${name}.${randomUUID()}.tmp`);
  try {
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(data);
      await file.datasync();
    } finally {
      await file.close();
    }
    await rename(temporary, target);
    return target;
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
}

/** Proves the folder takes a whole file now, written the way real files are, then removes it. */
export async function checkWritable(folder: string): Promise<void> {
  // A name of its own per check: two processes sharing the folder never remove each other's file.
  const written = await writeFileAtomically(folder, `.write-check-${randomUUID()}`, Buffer.from('ok\n'));
  await rm(written, { force: true });
}

// writeFileAtomically's temporary names: `.<name>.<uuid>.tmp`.
const TEMPORARY = /^\..+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/**
 * The temporary files a crash left in the folder (a mail half-written holds a visitor's words): those older
 * than `olderThanMs` go, as no write takes that long. Gives how many went.
 */
export async function removeTemporaries(folder: string, now: number, olderThanMs = 60_000): Promise<number> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => TEMPORARY.test(name));
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const written = await stat(file).catch(() => undefined);
    if (!written || now - written.mtimeMs < olderThanMs) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
