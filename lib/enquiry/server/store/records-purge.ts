import 'server-only';
import type { ServerEnv } from '@/lib/env';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import { codeOf } from '@/lib/error-code';
import { loggedOptions } from './record-keeping';
import { sqliteRecords } from './records-sqlite';

type Options = { now?: () => number; log?: EnquiryLog };

/**
 * Drops what has outlived its period (lib/site/retention.ts) from the database in OUTBOX_DIR. With Redis
 * it holds Redis's fallback, so it is purged all the same; Redis expires its own keys. The mail written
 * to OUTBOX_DIR without SMTP is the operators' mailbox, which the privacy policy leaves to them, and
 * stays. Gives how many records went; never rejects: a failure is logged by its code.
 */
export async function purgeRecords(env: ServerEnv, { now = Date.now, log = enquiryLog() }: Options = {}) {
  if (env.VERCEL) return 0;
  try {
    const removed = await sqliteRecords(env.OUTBOX_DIR, { ...loggedOptions(log), now }).purge();
    if (removed) log.info({ event: 'enquiry.purge', outcome: 'purged', store: 'records', count: removed });
    return removed;
  } catch (error) {
    log.warn({ event: 'enquiry.purge', outcome: 'failed', store: 'records', code: codeOf(error) });
    return 0;
  }
}
