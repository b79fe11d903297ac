import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { DAY_MS } from '@/lib/site/retention';
import { DATABASE_FILE } from './sqlite-store';

/** The day's copy of the records, in BACKUP_DIR. */
export const BACKUP_FILE = DATABASE_FILE;
/** A copy a day, as the privacy policy says; health is degraded once the one in place is older than OVERDUE_MS. */
export const BACKUP_EVERY_MS = DAY_MS;
export const OVERDUE_MS = 1.5 * DAY_MS;
const TEMPORARY = /^\.enquiries\.db\.[\w-]+\.tmp$/;
// The copy is its own process's work: VACUUM INTO reads the whole database, which would hold the server's
// thread. One copy at a time in a folder, under a lock the system drops with its holder: an erasure's copy
// waits for the day's to be in place, then replaces it. With the lock held, any temporary copy is an
// orphan of a holder that died (it holds personal data). The copy is flushed before the rename, and the
// folder after it, so a crash leaves yesterday's copy or today's, whole.
const COPY = `
const fs = require('node:fs'), path = require('node:path'), { DatabaseSync } = require('node:sqlite');
const [, database, folder, temporary, takenMs] = process.argv;
const flush = (file, flags) => { const fd = fs.openSync(file, flags); fs.fsyncSync(fd); fs.closeSync(fd); };
try {
  const lockFile = path.join(folder, '.lock');
  fs.closeSync(fs.openSync(lockFile, 'a', 0o600));
  const lock = new DatabaseSync(lockFile);
  lock.exec('PRAGMA busy_timeout = 600000; BEGIN EXCLUSIVE');
  for (const name of fs.readdirSync(folder))
    if (${TEMPORARY}.test(name)) fs.rmSync(path.join(folder, name), { force: true });
  if (!fs.existsSync(database)) throw Object.assign(new Error('no database'), { code: 'ENOENT' });
  fs.closeSync(fs.openSync(temporary, 'wx', 0o600));
  const db = new DatabaseSync(database);
  db.exec('PRAGMA busy_timeout = 5000');
  db.prepare('VACUUM INTO ?').run(temporary);
  db.close();
  flush(temporary, 'r+');
  fs.utimesSync(temporary, Number(takenMs) / 1000, Number(takenMs) / 1000);
  fs.renameSync(temporary, path.join(folder, ${JSON.stringify(BACKUP_FILE)}));
  flush(folder, 'r');
  lock.exec('COMMIT');
} catch (error) {
  fs.rmSync(temporary, { force: true });
  process.stderr.write(String(error.code ?? 'failed'));
  process.exit(1);
}`;

/** BACKUP_DIR, or OUTBOX_DIR/backup. */
export const backupDir = (env: Pick<ServerEnv, 'BACKUP_DIR' | 'OUTBOX_DIR'>) =>
  path.resolve(env.BACKUP_DIR ?? path.join(env.OUTBOX_DIR, 'backup'));

/** Where the site takes the daily copy: records on disk, not in Redis, not on Vercel. */
export const takesBackups = (env: Pick<ServerEnv, 'VERCEL' | 'REDIS_URL'>) => !env.VERCEL && !env.REDIS_URL;

export type Backup = { file: string; ms: number };
type BackupOptions = { now?: () => number; timeoutMs?: number };

/**
 * A consistent copy of OUTBOX_DIR/enquiries.db put in place of BACKUP_DIR/enquiries.db at once (mode 0600,
 * dated `now`), or an error with a code (ENOENT: no database yet; killed: the copy did not end).
 */
export async function takeBackup(env: ServerEnv, { now = Date.now, timeoutMs = 600_000 }: BackupOptions = {}) {
  const started = performance.now();
  const database = path.resolve(env.OUTBOX_DIR, DATABASE_FILE);
  const folder = backupDir(env);
  if (!existsSync(database)) throw Object.assign(new Error('no database'), { code: 'ENOENT' });
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temporary = path.join(folder, `.${BACKUP_FILE}.${randomUUID()}.tmp`);
  await new Promise<void>((resolve, reject) => {
    const argv = ['-e', COPY, database, folder, temporary, String(now())];
    execFile(process.execPath, argv, { timeout: timeoutMs, killSignal: 'SIGKILL' }, (error, _out, stderr) => {
      if (!error) return resolve();
      const code = error.killed || error.signal ? 'killed' : stderr.trim() || 'failed';
      rm(temporary, { force: true }).finally(() => reject(Object.assign(new Error('backup failed'), { code })));
    });
  });
  return { file: path.join(folder, BACKUP_FILE), ms: Math.round(performance.now() - started) } satisfies Backup;
}

// When this process first found a copy due (the first due work on a database), for health before any copy.
const shared = globalThis as typeof globalThis & { [key: symbol]: number | undefined };
const FIRST_DUE = Symbol.for('sarnia.backup.first-due');
export const backupDue = (now: number) => void (shared[FIRST_DUE] ??= now);

export type BackupState = {
  /** When this process first found a copy due, if it has. */
  firstDue?: number;
  /** When the copy in place was taken (ms), if there is one. */
  takenAt?: number;
  /** BACKUP_DIR is on the disk the database is on, so a failed disk would take both. */
  sameDevice?: boolean;
};

export async function backupState(env: ServerEnv): Promise<BackupState> {
  const folder = backupDir(env);
  const [copy, records, backups] = await Promise.all(
    [path.join(folder, BACKUP_FILE), path.resolve(env.OUTBOX_DIR), folder].map((file) =>
      stat(file).catch(() => undefined),
    ),
  );
  return {
    ...(shared[FIRST_DUE] !== undefined && { firstDue: shared[FIRST_DUE] }),
    ...(copy && { takenAt: copy.mtimeMs }),
    ...(records && backups && { sameDevice: records.dev === backups.dev }),
  };
}
