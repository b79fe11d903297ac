import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { DAY_MS } from '@/lib/site/retention';
import { copyDatabase, temporaryName } from './copy-database.mjs';
import { monotonicMs } from './periods';
import { DATABASE_FILE } from './sqlite';

/** The day's copy of the records, in BACKUP_DIR. */
export const BACKUP_FILE = DATABASE_FILE;
/** A copy a day, as the privacy policy says; health is degraded once the one in place is older than OVERDUE_MS. */
export const BACKUP_EVERY_MS = DAY_MS;
export const OVERDUE_MS = 1.5 * DAY_MS;
// Every path here is the settings' (OUTBOX_DIR, BACKUP_DIR), never the project's: the bundler is told not to
// trace them, or it would put every file of the project beside the server, the outbox and test results too.
const settingsPath = (...parts: string[]) => path.resolve(/*turbopackIgnore: true*/ ...parts);

/** BACKUP_DIR, or OUTBOX_DIR/backup. */
export const backupDir = (env: Pick<ServerEnv, 'BACKUP_DIR' | 'OUTBOX_DIR'>) =>
  settingsPath(env.BACKUP_DIR ?? path.join(env.OUTBOX_DIR, 'backup'));

/** Where the site takes the daily copy: records on disk, not in Redis, not on Vercel. */
export const takesBackups = (env: Pick<ServerEnv, 'VERCEL' | 'REDIS_URL'>) => !env.VERCEL && !env.REDIS_URL;

export type Backup = { file: string; ms: number };
/** The wall clock, and this host's monotonic one (monotonicMs): tests may move both. */
export type Clocks = { now?: () => number; monotonic?: () => number };

// The copy this process last took, on the monotonic clock as well: its age is read there, whatever the
// wall clock did since (a file's time is the wall clock's, and a clock set back leaves it in the future).
const shared = globalThis as typeof globalThis & { [key: symbol]: number | { wall: number; mono: number } | undefined };
const TAKEN = Symbol.for('sarnia.backup.taken');

/**
 * A consistent copy of OUTBOX_DIR/enquiries.db put in place of BACKUP_DIR/enquiries.db at once (mode 0600,
 * dated `now`), or an error with a code (ENOENT: no database yet).
 */
export async function takeBackup(env: ServerEnv, { now = Date.now, monotonic = monotonicMs }: Clocks = {}) {
  const started = performance.now();
  const file = settingsPath(backupDir(env), BACKUP_FILE);
  const wall = now();
  await copyDatabase(settingsPath(env.OUTBOX_DIR, DATABASE_FILE), file, { replace: true, takenMs: wall });
  shared[TAKEN] = { wall, mono: monotonic() };
  return { file, ms: Math.round(performance.now() - started) } satisfies Backup;
}

/**
 * A copy left in BACKUP_DIR where the site takes none (records in Redis): gone, with what a reader left beside
 * it (-wal, -shm, -journal) and its temporary copies.
 */
export async function removeLeftBackup(env: ServerEnv): Promise<number> {
  const folder = backupDir(env);
  const names = await readdir(folder).catch(() => [] as string[]);
  const left = names.filter(
    (name) => name === BACKUP_FILE || name.startsWith(`${BACKUP_FILE}-`) || temporaryName(BACKUP_FILE).test(name),
  );
  await Promise.all(left.map((name) => rm(settingsPath(folder, name), { force: true })));
  return left.length;
}

// When this process first found a copy due (the first due work on a database), for health before any copy.
const FIRST_DUE = Symbol.for('sarnia.backup.first-due');
export const backupDue = (now: number) => void (shared[FIRST_DUE] ??= now);

export type BackupState = {
  /** When this process first found a copy due, if it has. */
  firstDue?: number;
  /** When the copy in place was taken (ms), if there is one. */
  takenAt?: number;
  /**
   * How long ago it was taken: on the monotonic clock where this process took it; else by the wall clock, and
   * none where the copy is dated in the future (the clock was set back since): its age is unknown, so it is due.
   */
  ageMs?: number;
  /** BACKUP_DIR is on the disk the database is on, so a failed disk would take both. */
  sameDevice?: boolean;
};

export async function backupState(
  env: ServerEnv,
  { now = Date.now, monotonic = monotonicMs }: Clocks = {},
): Promise<BackupState> {
  const folder = backupDir(env);
  const [copy, records, backups] = await Promise.all(
    [settingsPath(folder, BACKUP_FILE), settingsPath(env.OUTBOX_DIR), folder].map((file) =>
      stat(file).catch(() => undefined),
    ),
  );
  const firstDue = shared[FIRST_DUE] as number | undefined;
  const taken = shared[TAKEN] as { wall: number; mono: number } | undefined;
  const ageMs = !copy
    ? undefined
    : taken && Math.abs(taken.wall - copy.mtimeMs) < 1000
      ? monotonic() - taken.mono
      : now() - copy.mtimeMs;
  return {
    ...(firstDue !== undefined && { firstDue }),
    ...(copy && { takenAt: copy.mtimeMs }),
    ...(ageMs !== undefined && ageMs >= 0 && { ageMs }),
    ...(records && backups && { sameDevice: records.dev === backups.dev }),
  };
}
