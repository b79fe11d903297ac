import 'server-only';
import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import { codeOf } from '@/lib/error-code';
import { loggedOptions } from './record-keeping';
import { PURGE_EVERY_MS } from './records';
import { fileRecords } from './records-file';
import { purgeStaleTemporaries } from './stale-temporaries';

type FolderPurge = { records: number };

type Options = { now?: () => number; log?: EnquiryLog };

/**
 * Drops what has outlived its period (lib/site/retention.ts) from OUTBOX_DIR/records, with what a write
 * that died left there. With Redis it holds its fallback, so it is purged all the same; Redis expires
 * its own keys. The mail written to OUTBOX_DIR itself without SMTP is the operators' mailbox,
 * which the privacy policy leaves to them, and stays. Never rejects: a failure is logged by its code.
 */
export async function purgeFolders(env: ServerEnv, { now = Date.now, log = enquiryLog() }: Options = {}) {
  const purged: FolderPurge = { records: 0 };
  if (env.VERCEL) return purged;
  const run = async (store: keyof FolderPurge, purge: (onSkipped: () => void) => Promise<number>) => {
    let skipped = 0;
    try {
      purged[store] = await purge(() => skipped++);
      if (purged[store]) log.info({ event: 'enquiry.purge', outcome: 'purged', store, count: purged[store] });
    } catch (error) {
      log.warn({ event: 'enquiry.purge', outcome: 'failed', store, code: codeOf(error) });
    }
    // Named by count alone: a stranger's file name may say anything.
    if (skipped) log.warn({ event: 'enquiry.purge', outcome: 'skipped-unreadable', store, count: skipped });
  };
  const folder = (name: string) => path.resolve(env.OUTBOX_DIR, name);
  await run('records', async (onCorrupt) => {
    const records = await fileRecords(env.OUTBOX_DIR, { ...loggedOptions(log), now, onCorrupt }).purge();
    return records + (await purgeStaleTemporaries(folder('records'), now));
  });
  return purged;
}

/**
 * Purges the folders every `everyMs` from now on, one purge at a time, on a timer that never holds the
 * process open; gives the timer, to stop it.
 */
export function keepPurging(
  env: ServerEnv,
  { everyMs = PURGE_EVERY_MS, ...options }: Options & { everyMs?: number } = {},
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void purgeFolders(env, options).finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return timer;
}
