import path from 'node:path';
import { codeOf } from '@/lib/error-code';
import { sendEnquiry } from '../core/send-enquiry';
import type { Services } from '../core/services';
import { sendHeldDigest } from '../held/held-digest';
import { removeTemporaries } from '../mail/atomic-file';
import { sendReceipt } from '../receipt/send-receipt';
import { BACKUP_EVERY_MS, backupDue, backupState, removeLeftBackup, takeBackup, takesBackups } from '../store/backup';
import { monotonicMs, PURGE_EVERY_MS } from '../store/periods';
import { WAITING_STATUSES } from '../store/record-life';
import { moveSpilled } from '../store/store';

// Called by the in-process timer, GET /api/cron and a successful send (after the answer): a run is safe to
// repeat and to overlap with another instance's, since every enquiry is sent under its claim.
export type DueWorkServices = Pick<Services, 'env' | 'log' | 'mailer' | 'store' | 'backoff' | 'alert' | 'later'>;

/** Enquiries sent at most, and no new one taken after `ms`. */
export type DueWorkBudget = { sends: number; ms: number };

/** `monotonic`: this host's monotonic clock (monotonicMs), which a test moves with `now`. */
export type DueWorkOptions = {
  now?: () => number;
  monotonic?: () => number;
  budget: DueWorkBudget;
  signal?: AbortSignal;
};

/** Each job's counts by name, or the code of what stopped it. */
export type DueWorkReport = Record<string, Record<string, number | string>>;

type JobContext = {
  now: () => number;
  monotonic: () => number;
  until: number;
  budget: DueWorkBudget;
  signal?: AbortSignal;
};
type DueJob = (services: DueWorkServices, context: JobContext) => Promise<Record<string, number>>;

// When this process last purged, and last tried a backup (on the monotonic clock), by store: hourly is often
// enough, whichever way the runs come.
const purged = new WeakMap<object, number>();
const backupTried = new WeakMap<object, number>();
const REWRITTEN = 'files-rewritten';

// How each send went, as the report counts it: refused, for good (a 5xx, every message); message-refused,
// this one message, not tried again; not-due, sent or rescheduled by another process since it was read.
const counted = (sent: Awaited<ReturnType<typeof sendEnquiry>>) => {
  if (sent.outcome !== 'failed') return sent.outcome === 'sent' || sent.outcome === 'busy' ? sent.outcome : 'not-due';
  if (sent.delivery.code === 'message-refused') return 'message-refused';
  return sent.delivery.permanent ? 'refused' : 'failed';
};

/** In order, each run whatever the one before it came to. */
const dueJobs: Record<string, DueJob> = {
  // What Redis could not take while it was down, given to it now it answers, but what an erasure marked (store.ts).
  spill: async ({ store }) => moveSpilled(store),
  // What is due, in the order it fell due: enquiries to send, and receipts (counted as `receipt-…`), each
  // receipt sent as soon as its enquiry goes.
  redelivery: async (services, { now, until, budget, signal }) => {
    if (!services.store) return {};
    const report: Record<string, number> = {
      sent: 0,
      failed: 0,
      refused: 0,
      'message-refused': 0,
      busy: 0,
      'not-due': 0,
    };
    const timed = { ...services, now };
    const receipt = async (id: string) => {
      const outcome = `receipt-${await sendReceipt({ id, dueBy: now() }, timed)}`;
      report[outcome] = (report[outcome] ?? 0) + 1;
    };
    for (const { id, status } of await services.store.due(now(), budget.sends)) {
      if (signal?.aborted || now() >= until) break;
      if (!WAITING_STATUSES.includes(status)) {
        await receipt(id);
        continue;
      }
      const sent = await sendEnquiry({ id, from: WAITING_STATUSES, dueBy: now() }, timed);
      report[counted(sent)]!++;
      if (sent.outcome === 'sent' && sent.record.receipt?.state === 'due') await receipt(id);
    }
    return report;
  },
  delivery: async ({ alert }, { now }) => {
    await alert?.check(now());
    return {};
  },
  purge: async ({ store, log }, { now }): Promise<Record<string, number>> => {
    if (!store || now() - (purged.get(store) ?? -Infinity) < PURGE_EVERY_MS) return {};
    purged.set(store, now());
    const removed = await store.purge();
    if (removed) log.info({ event: 'enquiry.purge', outcome: 'purged', store: 'records', count: removed });
    return { removed };
  },
  // What a crash left half-written in OUTBOX_DIR (a mail, under its temporary name) holds a visitor's words.
  temporaries: async ({ env }, { now }): Promise<Record<string, number>> => {
    if (env.VERCEL) return {};
    const removed = await removeTemporaries(path.resolve(env.OUTBOX_DIR), now());
    return removed ? { removed } : {};
  },
  // At most one every HELD_DIGEST_EVERY_H across every instance; most runs find it not due.
  heldDigest: async (services, { now }) => {
    const outcome = await sendHeldDigest(services, now());
    return { sent: outcome === 'sent' ? 1 : 0 };
  },
  // Redis's files on disk rewritten once a day across every instance, so that none keeps for more than a day
  // what expired or was erased (a provider may decline: its own copies are its own; README).
  rewrite: async ({ store }, { now }): Promise<Record<string, number>> => {
    if (!store?.rewriteFiles || now() - (Number(await store.flag(REWRITTEN)) || -Infinity) < BACKUP_EVERY_MS) return {};
    await store.swapFlag(REWRITTEN, String(now()));
    return { [await store.rewriteFiles()]: 1 };
  },
  // The day's copy where records are on disk (store/backup.ts), after the purge so that it holds none expired;
  // where they are in Redis, a copy left from before goes (no erasure would reach it).
  backup: async ({ env, store, log }, { now, monotonic }): Promise<Record<string, number>> => {
    if (env.VERCEL) return {};
    if (!takesBackups(env)) {
      const removed = await removeLeftBackup(env);
      if (removed) log.info({ event: 'enquiry.backup', outcome: 'left-copy-removed', count: removed });
      return removed ? { removed } : {};
    }
    if (store?.kind !== 'sqlite') return {};
    const { ageMs } = await backupState(env, { now, monotonic });
    const tried = monotonic() - (backupTried.get(store) ?? -Infinity);
    if ((ageMs ?? Infinity) < BACKUP_EVERY_MS || tried < PURGE_EVERY_MS) return {};
    backupTried.set(store, monotonic());
    try {
      const { ms } = await takeBackup(env, { now, monotonic });
      return { taken: 1, ms };
    } catch (error) {
      // No database yet: nothing to copy, and nothing due.
      if (codeOf(error) === 'ENOENT') {
        backupTried.delete(store);
        return {};
      }
      backupDue(now());
      throw error;
    }
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

async function runJobs(
  services: DueWorkServices,
  { now = Date.now, monotonic = monotonicMs, budget, signal }: DueWorkOptions,
) {
  const context = { now, monotonic, until: now() + budget.ms, budget, signal };
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
