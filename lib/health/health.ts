import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { OVERDUE_MS, takesBackups, type BackupState, type Clocks } from '@/lib/enquiry/server/store/backup';
import { digestOverdueSince, type DigestState } from '@/lib/enquiry/server/store/digest-claim';
import { codeOf as errorCode } from '@/lib/error-code';
import { hosting as builtHosting, hostingMismatch, type Hosting } from '@/lib/site/hosting';
import { revalidated } from './revalidated';

/** "off": not configured here, so nothing to check; "pending": its first run has not ended yet. */
export type Check = { status: 'ok' | 'down' | 'off' | 'pending'; code?: string };
export type MailCheck = Check & { via: 'smtp' | 'outbox' | 'none' };
/**
 * Whether the form takes enquiries from each client by its own limit: down while the site's ceiling, or the
 * requests self-reported clients share, is spent (`until` it opens again, ISO 8601), or behind a proxy nobody
 * declared, where every client shares the proxy's.
 */
export type LimitsCheck = Check & { until?: string };
/** Enquiries waiting to be sent: down once one has waited past DELIVERY_ALERT_AFTER_S, received `since` then (ISO 8601). */
export type DeliveryCheck = Check & { since?: string };
/** The held digest: down once it has failed for longer than DELIVERY_ALERT_AFTER_S, failing `since` then (ISO 8601). */
export type DigestCheck = Check & { since?: string };
/**
 * The day's copy of the records, where they are on disk: down once the copy in place was `takenAt` more than
 * OVERDUE_MS ago (or is dated in the future), or none was taken that long after the first was due. `sameDevice`
 * (BACKUP_DIR on the database's disk, so one failed disk takes both) is information, not a fault. With records
 * in Redis, down (`left-behind`) while a copy from before is still in BACKUP_DIR.
 */
export type BackupCheck = Check & { takenAt?: string; sameDevice?: boolean };
export type HealthStatus = 'ok' | 'degraded' | 'down';
export type Health = {
  status: HealthStatus;
  checks: {
    mail: MailCheck;
    redis: Check;
    outbox: Check;
    limits: LimitsCheck;
    delivery: DeliveryCheck;
    digest: DigestCheck;
    /** Where the server runs, against where its policies say it does (lib/site/hosting.ts). */
    hosting: Check;
    backup: BackupCheck;
  };
};

/** What the checks do to the world; the site's own in site-health.ts, fakes in the tests. */
export type HealthIo = {
  verifySmtp(env: ServerEnv & { SMTP_HOST: string }): Promise<unknown>;
  pingRedis(url: string): Promise<unknown>;
  checkWritable(folder: string): Promise<unknown>;
  /** The record database in this folder opens and would take a write. */
  checkRecords(outboxDir: string): Promise<unknown>;
  /** When the shared allowance opens again (ms since 1970), or undefined while it is open. */
  sharedSpentUntil(): Promise<number | undefined>;
  /** X-Forwarded-For came from a loopback or private address with no proxy declared (start-command.ts). */
  undeclaredProxy(): boolean;
  /** When the enquiry waiting longest to be sent was received (ms), undefined when none waits; null without a store. */
  oldestWaiting(): Promise<number | undefined | null>;
  /** The held digest's state every instance shares; null without a store. */
  digestState(): Promise<DigestState | null>;
  backupState(env: ServerEnv, clocks: Clocks): Promise<BackupState>;
};

export type HealthOptions = {
  answerWaitMs?: number;
  boundMs?: number;
  now?: () => number;
  /** This host's monotonic clock, which a test moves with `now` (the backup's age). */
  monotonic?: () => number;
  built?: Hosting;
};

// Each check runs behind the answer (revalidated.ts): an answer waits this long for a run under way, then
// gives the last result, so it comes within a second whatever hangs behind it.
export const ANSWER_WAIT_MS = 800;
// A run going longer than this has failed ("timeout"): room for a remote relay's STARTTLS and AUTH on a slow
// day, and a busy machine's, which took 800 ms and more here and made a healthy site look down.
export const CHECK_BOUND_MS = 5_000;
// A verification opens a session with the mail server: once a minute at most while it works.
export const SMTP_OK_KEEP_MS = 60_000;
export const SMTP_FAILED_KEEP_MS = 10_000;
// A write check flushes a file to disk: a flood of probes must not become a flood of writes.
export const FOLDER_OK_KEEP_MS = 10_000;
export const FOLDER_FAILED_KEEP_MS = 2_000;

// Only these short words ever leave the server: an error's message or an unknown code might carry a
// host name, an address or a password.
const codes: Record<string, string> = {
  timeout: 'timeout',
  unavailable: 'unavailable',
  ETIMEDOUT: 'timeout',
  EAUTH: 'auth',
  ETLS: 'tls',
  ECONNECTION: 'unreachable',
  ECONNREFUSED: 'unreachable',
  ESOCKET: 'unreachable',
  EDNS: 'unreachable',
  ENOTFOUND: 'unreachable',
  EACCES: 'permission',
  EPERM: 'permission',
  EROFS: 'read-only',
  ENOSPC: 'full',
  EDQUOT: 'full',
  ENOTDIR: 'not-a-folder',
  EEXIST: 'not-a-folder',
  SQLITE_PERM: 'permission',
  SQLITE_CANTOPEN: 'permission',
  SQLITE_READONLY: 'read-only',
  SQLITE_FULL: 'full',
  SQLITE_BUSY: 'busy',
  SQLITE_LOCKED: 'busy',
  SQLITE_IOERR: 'io',
  SQLITE_CORRUPT: 'not-a-database',
  SQLITE_NOTADB: 'not-a-database',
};

export function codeOf(error: unknown): string {
  const code = error === null || typeof error !== 'object' ? undefined : errorCode(error);
  return (typeof code === 'string' && Object.hasOwn(codes, code) && codes[code]) || 'failed';
}

async function attempt(work: () => Promise<unknown>): Promise<Check> {
  try {
    await work();
    return { status: 'ok' };
  } catch (error) {
    return { status: 'down', code: codeOf(error) };
  }
}

/**
 * ok: mail goes out and an enquiry that could not be sent would be kept. down: an enquiry could be
 * neither sent nor kept. degraded: the site answers, and something needs an operator (mail failing
 * while enquiries are kept, Redis gone so counts fall back to memory, nowhere to keep failures, or the
 * shared allowance spent so the form refuses everyone, an enquiry or the held digest waiting too long to be
 * sent, or a function running where the policies do not say it does); still 200, as restarting would mend none of it.
 */
export function overall(checks: Health['checks']): HealthStatus {
  const { mail, redis, outbox, limits, delivery, digest, hosting, backup } = checks;
  // A check whose first run is still under way is taken to be as it will most likely be.
  const good = (check: Check) => check.status === 'ok' || check.status === 'pending';
  const sends = good(mail);
  const keeps = good(redis) || good(outbox);
  if (!sends && !keeps) return 'down';
  const others = [redis, limits, delivery, digest, hosting, backup].every((check) => check.status !== 'down');
  return sends && keeps && others ? 'ok' : 'degraded';
}

export type HealthProbe = (() => Promise<Health>) & {
  /** Starts every check: at start-up, so the first probe finds results. */
  start(): void;
};

const off = (code: string): Check => ({ status: 'off', code });

/** The site's health probe for these settings: call it per request; each check runs behind the answers. */
export function healthProbe(env: ServerEnv, io: HealthIo, options: HealthOptions = {}): HealthProbe {
  const { answerWaitMs = ANSWER_WAIT_MS, boundMs = CHECK_BOUND_MS, now = Date.now, built = builtHosting } = options;
  const { monotonic } = options;
  // A server of one's own that does not match refused to start (startup.ts): this is Vercel's case.
  const mismatch = hostingMismatch(env, built);
  const hosting: Check = mismatch ? { status: 'down', code: mismatch } : { status: 'ok' };
  const check = (work: () => Promise<Check>, okMs = 0, failedMs = okMs) =>
    revalidated(work, (result) => (result.status === 'ok' ? okMs : failedMs), { boundMs, now });
  const smtpHost = env.SMTP_HOST;
  const smtp = smtpHost
    ? check(() => attempt(() => io.verifySmtp({ ...env, SMTP_HOST: smtpHost })), SMTP_OK_KEEP_MS, SMTP_FAILED_KEEP_MS)
    : undefined;
  const redisUrl = env.REDIS_URL;
  const redis = redisUrl ? check(() => attempt(() => io.pingRedis(redisUrl))) : undefined;
  // Vercel does not keep files: there the outbox is no store, and no way to deliver.
  const disk = !env.VERCEL;
  const outboxDir = path.resolve(env.OUTBOX_DIR);
  const outboxRoot = disk
    ? check(() => attempt(() => io.checkWritable(outboxDir)), FOLDER_OK_KEEP_MS, FOLDER_FAILED_KEEP_MS)
    : undefined;
  // Where records are written: the database without Redis, and its fallback with it (Redis's check is the
  // ping). It needs the folder to take files (SQLite's -wal and -shm beside it) and itself to open and lock.
  const records = disk
    ? check(
        () =>
          attempt(async () => {
            await io.checkWritable(outboxDir);
            await io.checkRecords(outboxDir);
          }),
        FOLDER_OK_KEEP_MS,
        FOLDER_FAILED_KEEP_MS,
      )
    : undefined;
  const limits = check(async (): Promise<LimitsCheck> => {
    if (io.undeclaredProxy()) return { status: 'down', code: 'undeclared-proxy' };
    let until: number | undefined;
    const read = await attempt(async () => (until = await io.sharedSpentUntil()));
    if (read.status !== 'ok' || until === undefined) return read;
    return { status: 'down', code: 'shared-spent', until: new Date(until).toISOString() };
  });
  const alertAfterMs = env.DELIVERY_ALERT_AFTER_S * 1000;
  const delivery = check(async (): Promise<DeliveryCheck> => {
    let oldest: number | undefined | null;
    const read = await attempt(async () => (oldest = await io.oldestWaiting()));
    if (read.status !== 'ok') return read;
    if (oldest === null) return off('no-store');
    if (oldest === undefined || now() - oldest <= alertAfterMs) return { status: 'ok' };
    return { status: 'down', code: 'waiting', since: new Date(oldest).toISOString() };
  });
  const digest = check(async (): Promise<DigestCheck> => {
    let state: DigestState | null = null;
    const read = await attempt(async () => (state = await io.digestState()));
    if (read.status !== 'ok') return read;
    if (state === null) return off('no-store');
    const since = digestOverdueSince(state, alertAfterMs, now());
    return since === undefined
      ? { status: 'ok' }
      : { status: 'down', code: 'overdue', since: new Date(since).toISOString() };
  });
  const backup = takesBackups(env)
    ? check(async (): Promise<BackupCheck> => {
        let state: BackupState = {};
        const read = await attempt(async () => (state = await io.backupState(env, { now, monotonic })));
        if (read.status !== 'ok') return read;
        const { takenAt, ageMs, firstDue, sameDevice } = state;
        const facts = {
          ...(takenAt !== undefined && { takenAt: new Date(takenAt).toISOString() }),
          ...(sameDevice !== undefined && { sameDevice }),
        };
        // A copy dated in the future (the clock set back since) is of no known age: overdue until taken again.
        const age = takenAt !== undefined ? ageMs : firstDue !== undefined ? now() - firstDue : 0;
        if (age !== undefined && age <= OVERDUE_MS) return { status: 'ok', ...facts };
        return { status: 'down', code: takenAt === undefined ? 'missing' : 'overdue', ...facts };
      }, FOLDER_OK_KEEP_MS)
    : undefined;
  // With records in Redis the site takes no copy: one left in BACKUP_DIR from before is reported until the
  // due work has removed it (no erasure would reach it).
  const leftBackup =
    !backup && !env.VERCEL
      ? check(async (): Promise<BackupCheck> => {
          let state: BackupState = {};
          const read = await attempt(async () => (state = await io.backupState(env, { now, monotonic })));
          if (read.status !== 'ok') return read;
          if (state.takenAt === undefined) return { status: 'off', code: 'redis' };
          return { status: 'down', code: 'left-behind', takenAt: new Date(state.takenAt).toISOString() };
        }, FOLDER_OK_KEEP_MS)
      : undefined;
  const answer = async (cell: ReturnType<typeof check>): Promise<Check> => {
    const reading = await cell.read(answerWaitMs);
    if ('value' in reading) return reading.value;
    return 'pending' in reading ? { status: 'pending' } : { status: 'down', code: 'timeout' };
  };
  const mail = async (): Promise<MailCheck> => {
    if (smtp) return { ...(await answer(smtp)), via: 'smtp' };
    if (outboxRoot) return { ...(await answer(outboxRoot)), via: 'outbox' };
    return { status: 'down', code: 'not-configured', via: 'none' };
  };
  const probe = async () => {
    const [mailCheck, redisCheck, outboxCheck, limitsCheck, deliveryCheck, backupCheck, digestCheck] =
      await Promise.all([
        mail(),
        redis ? answer(redis) : off('not-configured'),
        records ? answer(records) : off('vercel'),
        answer(limits),
        answer(delivery),
        backup ? answer(backup) : leftBackup ? answer(leftBackup) : off('vercel'),
        answer(digest),
      ]);
    const checks = {
      mail: mailCheck,
      redis: redisCheck,
      outbox: outboxCheck,
      limits: limitsCheck,
      delivery: deliveryCheck,
      digest: digestCheck,
      hosting,
      backup: backupCheck,
    };
    return { status: overall(checks), checks };
  };
  const cells = [smtp, redis, outboxRoot, records, limits, delivery, backup, leftBackup, digest];
  return Object.assign(probe, { start: () => cells.forEach((cell) => cell?.refresh()) });
}
