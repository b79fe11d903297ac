// The one way a copy of the records' database is taken, by the due work's daily copy, the operators'
// `backup FILE` and the image's backup.mjs (plain JavaScript, so that the image runs it without a build).
// node:sqlite's backup() copies a page step at a time on libuv's threads, reading one snapshot while servers
// write (WAL), so the server's own thread only starts and ends it. One copy at a time in a folder, under a
// lock the system drops with its holder: an erasure's copy waits for the day's to be in place, then replaces
// it. The copy is flushed before it takes its name, and the folder after, so a crash leaves the last whole
// copy or the new one; a temporary copy found under the lock is an orphan of a holder that died (it holds
// personal data) and goes.
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync } from 'node:fs';
import { link, mkdir, readdir, rename, rm, utimes } from 'node:fs/promises';
import path from 'node:path';

const LOCK_WAIT_MS = 10 * 60_000;

// Built into Node 24, and taken on first use only, as sqlite.ts takes it: no bundler follows this.
const sqlite = () => /** @type {typeof import('node:sqlite')} */ (process.getBuiltinModule('node:sqlite'));

/** @param {string} file @param {string} flags */
const flush = (file, flags) => {
  const fd = openSync(file, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/** @param {string} message @param {string} code */
const failure = (message, code) => Object.assign(new Error(message), { code });

/** The temporary names copies of `name` are written under, in its folder. */
export const temporaryName = (/** @type {string} */ name) =>
  new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[\\w-]+\\.tmp$`);

/**
 * Waits, without holding the thread, for the folder's lock, and gives it back as a function.
 * @param {string} folder
 */
async function lockFolder(folder) {
  const { DatabaseSync } = sqlite();
  const lockFile = path.join(folder, '.lock');
  closeSync(openSync(lockFile, 'a', 0o600));
  const lock = new DatabaseSync(lockFile);
  lock.exec('PRAGMA busy_timeout = 0');
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    try {
      lock.exec('BEGIN EXCLUSIVE');
      return () => {
        lock.exec('COMMIT');
        lock.close();
      };
    } catch (error) {
      // SQLITE_BUSY (5): another copy holds it.
      const busy = /** @type {{ errcode?: number }} */ (error).errcode === 5;
      if (busy && Date.now() - started < LOCK_WAIT_MS) continue;
      lock.close();
      throw busy ? failure('another copy held the folder too long', 'busy') : error;
    }
  }
}

/**
 * A consistent copy of `database` at `target` (mode 0600, its folder 0700): with `replace`, in place of the copy
 * there (dated `takenMs` if given); without, only where no file is (EEXIST), as a hand-made copy never
 * replaces one. ENOENT: no database to copy.
 * @param {string} database
 * @param {string} target
 * @param {{ replace?: boolean, takenMs?: number }} [options]
 * @returns {Promise<void>}
 */
export async function copyDatabase(database, target, { replace = false, takenMs } = {}) {
  if (!existsSync(database)) throw failure('no database', 'ENOENT');
  const folder = path.dirname(path.resolve(target));
  const name = path.basename(target);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (!replace && existsSync(target)) throw failure(`${target} exists`, 'EEXIST');
  const unlock = await lockFolder(folder);
  const temporary = path.join(folder, `.${name}.${randomUUID()}.tmp`);
  try {
    const orphan = temporaryName(name);
    for (const entry of await readdir(folder))
      if (orphan.test(entry)) await rm(path.join(folder, entry), { force: true });
    const { DatabaseSync, backup } = sqlite();
    closeSync(openSync(temporary, 'wx', 0o600));
    const source = new DatabaseSync(database);
    try {
      await backup(source, temporary);
    } finally {
      source.close();
    }
    // One file, whole in itself: a copy in WAL mode would make its readers leave -wal and -shm files beside it.
    const copy = new DatabaseSync(temporary);
    try {
      copy.exec('PRAGMA journal_mode = DELETE');
    } finally {
      copy.close();
    }
    flush(temporary, 'r+');
    if (takenMs !== undefined) await utimes(temporary, takenMs / 1000, takenMs / 1000);
    if (replace) await rename(temporary, target);
    else await link(temporary, target);
    flush(folder, 'r');
  } finally {
    await rm(temporary, { force: true }).catch(() => {});
    unlock();
  }
}
