import { DAY_MS, erasureMarkDays, rateLimitWindows, receiptSpanS, sameText } from '@/lib/site/retention';

// A claim older than this was its holder's, who died: it may be taken again. A record still received this
// long after was cut off mid-delivery: it counts as undelivered. The due work purges this often.
export const STALE_CLAIM_MS = 10 * 60_000;
/**
 * On this host's monotonic clock (ms since boot, which a clock step never moves): a claim's age in the
 * database is measured on it, so a wall clock set ahead makes no claim in progress look stale.
 */
export const monotonicMs = () => Number(process.hrtime.bigint() / 1_000_000n);
export const STALE_RECEIVED_MS = 60 * 60_000;
export const PURGE_EVERY_MS = 60 * 60_000;

// The window a fingerprint is kept for, and never more than the privacy policy states.
export const FINGERPRINT_MS = rateLimitWindows.clientS * 1000;

/** How long an address's note of a text is kept and counted (the privacy policy's period). */
export const SAME_TEXT_MS = sameText.windowS * 1000;

/** A receipt's mark of its address, and the site's count of receipts, are kept this long (retention.ts). */
export const RECEIPT_SPAN_MS = receiptSpanS * 1000;

/** An erasure's mark is kept this long (retention.ts), so that no copy received before it is adopted again. */
export const ERASURE_MARK_MS = erasureMarkDays * DAY_MS;
