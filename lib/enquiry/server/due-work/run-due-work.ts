import type { ServerEnv } from '@/lib/env';
import { codeOf } from '@/lib/error-code';
import type { EnquiryLog } from '@/lib/log';
import { backoffOf } from '../core/backoff';
import { redeliverDue } from '../core/redeliver';
import { sendHeldDigest } from '../held/held-digest';
import type { Mailer } from '../mail/mailer';
import { PURGE_EVERY_MS, type EnquiryRecords } from '../store/records';
import type { DeliveryAlert } from './delivery-alert';

// Called by the in-process timer, GET /api/cron and a successful send (after the answer): a run is safe to
// repeat and to overlap with another instance's, since every enquiry is sent under its claim.
export type DueWorkServices = {
  env: ServerEnv;
  log: EnquiryLog;
  mailer: Mailer;
  /** None on Vercel without Redis, where nothing waits. */
  store?: EnquiryRecords;
  alert: DeliveryAlert;
};

/** Enquiries sent at most, and no new one taken after `ms`. */
export type DueWorkBudget = { sends: number; ms: number };

export type DueWorkOptions = { now?: () => number; budget: DueWorkBudget; signal?: AbortSignal };

/** Each job's counts by name, or the code of what stopped it. */
export type DueWorkReport = Record<string, Record<string, number | string>>;

type JobContext = { now: () => number; until: number; budget: DueWorkBudget; signal?: AbortSignal };
type DueJob = (services: DueWorkServices, context: JobContext) => Promise<Record<string, number>>;

// When this process last purged, by store: hourly is often enough, whichever way the runs come.
const purged = new WeakMap<object, number>();

/** In order, each run whatever the one before it came to. */
const dueJobs: Record<string, DueJob> = {
  redelivery: async ({ env, log, mailer, store, alert }, { now, until, budget, signal }) => {
    if (!store) return {};
    const ports = { records: store, mailer, log, now, backoff: backoffOf(env), alert };
    const report = await redeliverDue(ports, { limit: budget.sends, until, signal });
    // Refused for good (a 5xx): the operators hear of it at once, not after DELIVERY_ALERT_AFTER_S.
    if (report.refused) await alert.failing();
    return report;
  },
  delivery: async ({ alert }, { now }) => {
    await alert.check(now());
    return {};
  },
  purge: async ({ store, log }, { now }): Promise<Record<string, number>> => {
    if (!store || now() - (purged.get(store) ?? -Infinity) < PURGE_EVERY_MS) return {};
    purged.set(store, now());
    const removed = await store.purge();
    if (removed) log.info({ event: 'enquiry.purge', outcome: 'purged', store: 'records', count: removed });
    return { removed };
  },
  // At most one every HELD_DIGEST_EVERY_H across every instance; most runs find it not due.
  heldDigest: async ({ env, log, mailer, store }, { now }) => {
    const outcome = await sendHeldDigest({ records: store, env, mailer, log }, now());
    return { sent: outcome === 'sent' ? 1 : 0 };
  },
};

const shared = globalThis as typeof globalThis & { [key: symbol]: Promise<DueWorkReport> | undefined };
const RUNNING = Symbol.for('sarnia.enquiry.due-work');

/** One run at a time in a process: a call while one runs joins it. */
export function runDueWork(services: DueWorkServices, options: DueWorkOptions): Promise<DueWorkReport> {
  const running = shared[RUNNING];
  if (running) return running;
  const run = runJobs(services, options).finally(() => (shared[RUNNING] = undefined));
  return (shared[RUNNING] = run);
}

async function runJobs(services: DueWorkServices, { now = Date.now, budget, signal }: DueWorkOptions) {
  const context = { now, until: now() + budget.ms, budget, signal };
  const report: DueWorkReport = {};
  for (const [name, job] of Object.entries(dueJobs)) {
    if (signal?.aborted) break;
    try {
      report[name] = await job(services, context);
    } catch (error) {
      const code = codeOf(error) ?? 'failed';
      services.log.warn({ event: 'enquiry.due-work', outcome: `${name}-failed`, code });
      report[name] = { error: code };
    }
  }
  return report;
}
