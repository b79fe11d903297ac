import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { codeOf as errorCode } from '@/lib/error-code';
import { sharedResult } from './shared-result';

/** "off": not configured here, so nothing to check. */
export type Check = { status: 'ok' | 'down' | 'off'; code?: string };
export type MailCheck = Check & { via: 'smtp' | 'outbox' | 'none' };
/** The allowance self-reported clients share: down while it is spent, `until` it opens again (ISO 8601). */
export type LimitsCheck = Check & { until?: string };
/** Enquiries waiting to be sent: down once one has waited past DELIVERY_ALERT_AFTER_S, received `since` then (ISO 8601). */
export type DeliveryCheck = Check & { since?: string };
export type HealthStatus = 'ok' | 'degraded' | 'down';
export type Health = {
  status: HealthStatus;
  checks: { mail: MailCheck; redis: Check; outbox: Check; limits: LimitsCheck; delivery: DeliveryCheck };
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
  /** When the enquiry waiting longest to be sent was received (ms), undefined when none waits; null without a store. */
  oldestWaiting(): Promise<number | undefined | null>;
};

export type HealthOptions = { checkTimeoutMs?: number; now?: () => number };

// Every check gives up after this, so the answer comes within a second whatever hangs behind it.
export const CHECK_TIMEOUT_MS = 800;
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

function bounded(check: Promise<Check>, ms: number): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'down', code: 'timeout' }), ms);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * ok: mail goes out and an enquiry that could not be sent would be kept. down: an enquiry could be
 * neither sent nor kept. degraded: the site answers, and something needs an operator (mail failing
 * while enquiries are kept, Redis gone so counts fall back to memory, nowhere to keep failures, or the
 * shared allowance spent so the form refuses everyone, or an enquiry waiting too long to be sent); still
 * 200, as restarting would mend none of it.
 */
export function overall({ mail, redis, outbox, limits, delivery }: Health['checks']): HealthStatus {
  const sends = mail.status === 'ok';
  const keeps = redis.status === 'ok' || outbox.status === 'ok';
  if (!sends && !keeps) return 'down';
  const others = [redis, limits, delivery].every((check) => check.status !== 'down');
  return sends && keeps && others ? 'ok' : 'degraded';
}

/** The site's health probe for these settings: call it per request; it shares and caches the slow parts. */
export function healthProbe(env: ServerEnv, io: HealthIo, options: HealthOptions = {}): () => Promise<Health> {
  const { checkTimeoutMs = CHECK_TIMEOUT_MS, now = Date.now } = options;
  const keptCheck = (work: () => Promise<unknown>) =>
    sharedResult(
      () => attempt(work),
      (result) => (result.status === 'ok' ? FOLDER_OK_KEEP_MS : FOLDER_FAILED_KEEP_MS),
      now,
    );
  const smtpHost = env.SMTP_HOST;
  const smtp = smtpHost
    ? sharedResult(
        () => attempt(() => io.verifySmtp({ ...env, SMTP_HOST: smtpHost })),
        (result) => (result.status === 'ok' ? SMTP_OK_KEEP_MS : SMTP_FAILED_KEEP_MS),
        now,
      )
    : undefined;
  const redisUrl = env.REDIS_URL;
  // Vercel does not keep files: there the outbox is no store, and no way to deliver.
  const disk = !env.VERCEL;
  const outboxDir = path.resolve(env.OUTBOX_DIR);
  const outboxRoot = disk ? keptCheck(() => io.checkWritable(outboxDir)) : undefined;
  // Where records are written: the database without Redis, and its fallback with it (Redis's check is the
  // ping). It needs the folder to take files (SQLite's -wal and -shm beside it) and itself to open and lock.
  const records = disk
    ? keptCheck(async () => {
        await io.checkWritable(outboxDir);
        await io.checkRecords(outboxDir);
      })
    : undefined;
  const within = (check: () => Promise<Check>) => bounded(check(), checkTimeoutMs);

  const mail = async (): Promise<MailCheck> => {
    if (smtp) return { ...(await within(smtp)), via: 'smtp' };
    if (outboxRoot) return { ...(await within(outboxRoot)), via: 'outbox' };
    return { status: 'down', code: 'not-configured', via: 'none' };
  };
  const redis = (): Promise<Check> =>
    redisUrl
      ? within(() => attempt(() => io.pingRedis(redisUrl)))
      : Promise.resolve({ status: 'off', code: 'not-configured' });
  const outbox = async (): Promise<Check> => {
    if (!records) return { status: 'off', code: 'vercel' };
    return within(records);
  };
  const limits = (): Promise<LimitsCheck> =>
    within(async () => {
      let until: number | undefined;
      const read = await attempt(async () => (until = await io.sharedSpentUntil()));
      if (read.status !== 'ok' || until === undefined) return read;
      return { status: 'down', code: 'shared-spent', until: new Date(until).toISOString() };
    });

  const alertAfterMs = env.DELIVERY_ALERT_AFTER_S * 1000;
  const delivery = (): Promise<DeliveryCheck> =>
    within(async () => {
      let oldest: number | undefined | null;
      const read = await attempt(async () => (oldest = await io.oldestWaiting()));
      if (read.status !== 'ok') return read;
      if (oldest === null) return { status: 'off', code: 'no-store' };
      if (oldest === undefined || now() - oldest <= alertAfterMs) return { status: 'ok' };
      return { status: 'down', code: 'waiting', since: new Date(oldest).toISOString() };
    });

  return async () => {
    const [mailCheck, redisCheck, outboxCheck, limitsCheck, deliveryCheck] = await Promise.all([
      mail(),
      redis(),
      outbox(),
      limits(),
      delivery(),
    ]);
    const checks = {
      mail: mailCheck,
      redis: redisCheck,
      outbox: outboxCheck,
      limits: limitsCheck,
      delivery: deliveryCheck,
    };
    return { status: overall(checks), checks };
  };
}
