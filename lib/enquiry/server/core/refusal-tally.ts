import { otherRefusalCodes, refusalCodes, type FailureCode, type RefusalCode } from '@/lib/enquiry/failure';
import type { EnquiryLog } from '@/lib/log';

// Only types and the failure codes are imported: the proxy counts here too, and its bundle should not carry the logger.
const REFUSED: ReadonlySet<string> = new Set<string>([...refusalCodes, ...otherRefusalCodes]);

type Counted = FailureCode | RefusalCode;

export type RefusalTally = { count(code: Counted): void };

export type TallyClock = { now(): number; later(run: () => void, ms: number): unknown };

export const realClock: TallyClock = {
  now: Date.now,
  later: (run, ms) => setTimeout(run, ms).unref(),
};

/**
 * One line a period (LOG_REFUSALS_EVERY_S) after the first refusal; a refusal that finds its period over
 * writes it at once (a timer may not fire where a platform freezes an idle process).
 */
export function createRefusalTally(
  log: Pick<EnquiryLog, 'info'>,
  everyMs: number,
  clock: TallyClock = realClock,
): RefusalTally {
  let refused: Partial<Record<Counted, number>> = {};
  let since: number | undefined;
  const flush = () => {
    if (since === undefined) return;
    log.info({ event: 'enquiry.refusals', refused, since: new Date(since).toISOString() });
    refused = {};
    since = undefined;
  };
  return {
    count(code) {
      if (!REFUSED.has(code)) return;
      const now = clock.now();
      if (since !== undefined && now - since >= everyMs) flush();
      if (since === undefined) {
        const period = (since = now);
        // A timer left from a period already written must not cut the next one short.
        clock.later(() => period === since && flush(), everyMs);
      }
      refused[code] = (refused[code] ?? 0) + 1;
    },
  };
}

// The proxy, the route and the page are bundled apart: the process's one tally lives on globalThis.
const shared = globalThis as typeof globalThis & { [key: symbol]: RefusalTally | undefined };
const TALLY = Symbol.for('sarnia.enquiry.refusals');

export function tallyRefusals(log: Pick<EnquiryLog, 'info'>, everyS: number): RefusalTally {
  return (shared[TALLY] ??= createRefusalTally(log, everyS * 1000));
}

export function countRefusal(code: Counted): void {
  shared[TALLY]?.count(code);
}
