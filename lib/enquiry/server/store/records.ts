import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { DAY_MS, erasureMarkDays, rateLimitWindows, receiptSpanS, retention, sameText } from '@/lib/site/retention';
import { interestOptions, type EnquiryField } from '../../fields';
import { addressKey } from '../address-key';
import { ENQUIRY_ID } from '../enquiry-id';

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

// received: accepted, not yet sent; held: suspected spam, waiting for an operator to release it; refused:
// the mail server refused the message itself, so it is not tried again, and waits for an operator too.
export const RECORD_STATUSES = ['received', 'delivered', 'undelivered', 'held', 'refused'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export type StoreKind = 'sqlite' | 'redis';

// Why an enquiry is held, one code per signal: the trap (the honeypot) filled in; more links than an enquiry
// needs, or a message mostly of links; the same text sent from several addresses within a day (held/).
export const HOLD_REASONS = ['trap', 'links', 'same-text'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

// Each field's own reading: a field added to enquiryFields fails the type check here until it says how.
const recordFields = {
  name: z.string(),
  email: z.string(),
  interest: z.enum(interestOptions.map((option) => option.value) as [string, ...string[]]),
  language: z.enum(locales),
  message: z.string(),
} satisfies Record<EnquiryField, z.ZodType>;

/** Why a receipt was not sent: see receiptSchema. */
export const RECEIPT_NOT_SENT = ['address', 'site', 'refused', 'unsure', 'late', 'off'] as const;

// The visitor's receipt (issue 55), once the enquiry reached the operators: due (at nextAttemptAt, after
// `attempts` tries), sending (written before it goes: a process that dies then leaves it so, and it is never
// sent twice), sent, or not sent: the address had one within the span, the site's ceiling was reached, the
// mail server refused it, may have taken it (`unsure`), it could not go within the span (`late`), or receipts
// were turned off meanwhile.
const receiptSchema = z.object({
  state: z.enum(['due', 'sending', 'sent', 'not-sent']),
  attempts: z.number().int().min(0),
  nextAttemptAt: z.iso.datetime().optional(),
  why: z.enum(RECEIPT_NOT_SENT).optional(),
});

export type Receipt = z.infer<typeof receiptSchema>;

const recordSchema = z.object({
  id: z.string().regex(ENQUIRY_ID),
  reference: z.string(),
  receivedAt: z.iso.datetime(),
  channel: z.enum(['script', 'no-script']),
  fields: z.object(recordFields),
  status: z.enum(RECORD_STATUSES),
  statusAt: z.iso.datetime(),
  attempts: z.number().int().min(0),
  // While it waits to be sent (received or undelivered): when it is tried next, the claim permitting.
  nextAttemptAt: z.iso.datetime().optional(),
  // While refused: the mail server's codes ("SMTP 554 5.7.1"), never its words, which may quote the message.
  refusal: z.string().optional(),
  // Held, and once released: why it was held. One held before the other signals has none: the trap held it.
  heldFor: z.array(z.enum(HOLD_REASONS)).min(1).optional(),
  receipt: receiptSchema.optional(),
});

export type EnquiryRecord = z.infer<typeof recordSchema>;

/** Why it was held; none for one never held. */
export const heldForOf = (record: Pick<EnquiryRecord, 'status' | 'heldFor'>): readonly HoldReason[] =>
  record.heldFor ?? (record.status === 'held' ? ['trap'] : []);
export type RecordFilter = { status?: RecordStatus; since?: Date; email?: string };
export type Claim = () => Promise<void>;
/**
 * After an attempt: how many there have been, when the next is due (none once it is sent), and the mail
 * server's codes when it refused the message.
 */
export type Progress = { attempts: number; nextAttemptAt?: number; refusal?: string };

/**
 * The held digest's state every instance shares: when the last digest went and, while it fails, how many
 * times it has failed since, since when (the first of them), and when it is tried next.
 */
export type DigestState = { lastSentMs?: number; failures: number; failingSinceMs?: number; nextAttemptMs?: number };

/**
 * The held digest's claim, one instance's at a time: its state, the held the cap dropped since the last
 * digest, and the held and refused no digest has announced yet (oldest first), until `sent` marks them announced.
 */
export type DigestClaim = DigestState & {
  dropped: number;
  /** Read under the claim when asked (most find the digest not due); sent() marks what it gave. */
  unannounced(): Promise<EnquiryRecord[]>;
  /** The digest went at `at`: what unannounced() gave is announced, and the failures end. */
  sent(at: number): Promise<void>;
  /** One more failure, at `at`; the next attempt is not before `nextAttemptMs`. */
  failed(at: number, nextAttemptMs: number): Promise<void>;
  /** Nothing is left to announce: the failures end, and the last digest's time stays. */
  settled(): Promise<void>;
  release: Claim;
};

/** The digest's state as a store reads it (null or nothing where a field is not set), with those left out. */
export function digestStateOf(read: Record<keyof DigestState, number | null | undefined>): DigestState {
  const state: DigestState = { failures: read.failures ?? 0 };
  for (const name of ['lastSentMs', 'failingSinceMs', 'nextAttemptMs'] as const)
    if (read[name] !== null && read[name] !== undefined) state[name] = read[name];
  return state;
}

/** Since when the digest has failed, once that is longer ago than `afterMs`; undefined while it is not overdue. */
export const digestOverdueSince = ({ failingSinceMs }: DigestState, afterMs: number, now: number) =>
  failingSinceMs !== undefined && now - failingSinceMs > afterMs ? failingSinceMs : undefined;

export type ReceiptTurn = 'taken' | 'address' | 'site' | 'gone';

/** What adopt did: took it, kept its own later copy, found it gone (not an intake), or found its address erased since. */
export type Adopted = 'taken' | 'kept-newer' | 'gone' | 'erased';

/** What an erasure removed: the records' ids, and how many retry fingerprints, same-text notes and receipt marks. */
export type Erased = { ids: string[]; fingerprints: number; texts: number; receipts: number };

/** An enquiry sent again within the window: the first one's id, and how its send ended, once it has. */
export type Seen = { id: string; ended?: 'delivered' | 'refused' };

/**
 * The record of every valid enquiry, so that nothing rests on the operators' mailbox alone, with what is kept
 * beside the records: each recent enquiry's fingerprint, and the flags every instance shares. Expired records
 * are never read; a claim, or the digest's, is undefined while another process holds it.
 */
export type EnquiryStore = {
  kind: StoreKind;
  /** Intake alone: a new record written whole, where none has its id; gives the store that took it. */
  insert(record: EnquiryRecord): Promise<StoreKind>;
  /**
   * A record after a send or a release (withStatus), written only if the store still holds it as `read` was
   * read (its statusAt): erased, expired or changed since, nothing is written and undefined is given.
   */
  update(record: EnquiryRecord, read: EnquiryRecord): Promise<StoreKind | undefined>;
  /**
   * A record another store held (a spill's), taken as `adopt` says: one this store holds is replaced only
   * by a later one; one it lacks is taken only as a new enquiry (`intake`) received after the last erasure
   * of its address. Gives what it did.
   */
  adopt(record: EnquiryRecord, intake: boolean): Promise<Adopted>;
  find(idOrReference: string): Promise<EnquiryRecord | undefined>;
  /** Oldest first. */
  list(filter?: RecordFilter): Promise<EnquiryRecord[]>;
  /**
   * Every record, fingerprint and same-text note filed under the address, and its receipt's mark, and what
   * went. Its mark stays ERASURE_MARK_MS, so that no copy received before it is adopted again.
   */
  eraseEmail(email: string): Promise<Erased>;
  /** Gives how many expired records went (fingerprints go too, uncounted). */
  purge(): Promise<number>;
  claim(id: string): Promise<Claim | undefined>;
  /**
   * The receipt's turn for the record's address, in one step, taken only while the store holds the record
   * as `record` is (its statusAt, its receipt's state and attempts; `gone` otherwise: erased, or a newer copy
   * waits in a spill for the drain): `address` where another enquiry's receipt went to the
   * address within RECEIPT_SPAN_MS (this one's own, tried again, takes it again), `site` where `ceiling`
   * went from the site in that span; `taken` keeps the address's mark (its hash) and counts one receipt, for
   * RECEIPT_SPAN_MS. Redis alone where there is Redis: what is spilled waits for it.
   */
  receiptTurn(record: EnquiryRecord, ceiling: number): Promise<ReceiptTurn>;
  claimDigest(): Promise<DigestClaim | undefined>;
  /** The digest's state, read without its claim (health, the alert). */
  digestState(): Promise<DigestState>;
  /** Records whose send (while they wait to be sent), or whose receipt, is due at `at` (nextDueAt), soonest first. */
  due(at: number, limit: number): Promise<EnquiryRecord[]>;
  /** When the enquiry waiting longest to be sent was received (ms). */
  oldestWaiting(): Promise<number | undefined>;
  /** Notes an enquiry's fingerprint for FINGERPRINT_MS, or gives the one noted under it in that time. */
  fingerprint(key: string, id: string): Promise<Seen | undefined>;
  /** How the send of the enquiry noted under the fingerprint ended. */
  fingerprintEnded(key: string, seen: Seen): Promise<void>;
  /**
   * Notes that the address (its hash) sent the text (its hash) for SAME_TEXT_MS, and gives how many addresses
   * sent it in that time, this one included; each note goes by itself once its time is over.
   */
  sameText(text: string, address: string): Promise<number>;
  /** Flags every instance shares (the delivery alert's); of two swapping at once, one sees the other's value. */
  flag(name: string): Promise<string | undefined>;
  swapFlag(name: string, value: string): Promise<string | undefined>;
  /**
   * Redis's append-only log keeps what was deleted until it is rewritten: asks for that now. `no-log` where
   * Redis keeps none (a rewrite would start one), `refused` where it declines (a provider that keeps its
   * own; docs/backups.md). SQLite has no such file: it checkpoints as it deletes.
   */
  rewriteFiles?(): Promise<'asked' | 'no-log' | 'refused'>;
};

/** A value that is not a record is skipped and named to onCorrupt; onHeldCap counts the held the cap dropped. */
export type StoreOptions = {
  now?: () => number;
  /** The database's clock for claims (monotonicMs); a test's may stand still while `now` jumps. */
  monotonic?: () => number;
  onCorrupt?: (name: string) => void;
  onHeldCap?: (dropped: number) => void;
  heldCap?: number;
};

// The window a fingerprint is kept for, and never more than the privacy policy states.
export const FINGERPRINT_MS = rateLimitWindows.clientS * 1000;

/** How long an address's note of a text is kept and counted (the privacy policy's period). */
export const SAME_TEXT_MS = sameText.windowS * 1000;

/** A receipt's mark of its address, and the site's count of receipts, are kept this long (retention.ts). */
export const RECEIPT_SPAN_MS = receiptSpanS * 1000;

/** An erasure's mark is kept this long (retention.ts), so that no copy received before it is adopted again. */
export const ERASURE_MARK_MS = erasureMarkDays * DAY_MS;

/** adopt's rule, for a store that holds `held` (or none) and whose address was last erased at `erasedMs`. */
export function adoption(
  record: EnquiryRecord,
  intake: boolean,
  held?: { statusAt: string },
  erasedMs?: number,
): Adopted {
  if (held) return held.statusAt > record.statusAt ? 'kept-newer' : 'taken';
  if (!intake) return 'gone';
  return erasedMs !== undefined && erasedMs >= Date.parse(record.receivedAt) ? 'erased' : 'taken';
}

/** When a record goes by itself: delivered ones a period after delivery, the others after receipt. */
// Counted from receipt: those waiting for an operator, and (the rest) those waiting to be sent.
const keptDays: Partial<Record<RecordStatus, number>> = { held: retention.heldDays, refused: retention.refusedDays };

export function expiresAt(record: Pick<EnquiryRecord, 'status' | 'receivedAt' | 'statusAt'>): number {
  if (record.status === 'delivered') return Date.parse(record.statusAt) + retention.deliveredDays * DAY_MS;
  return Date.parse(record.receivedAt) + (keptDays[record.status] ?? retention.undeliveredDays) * DAY_MS;
}

/** What a digest announces: the held, and those whose message the mail server refused. */
export const ANNOUNCED_STATUSES: readonly RecordStatus[] = ['held', 'refused'];

/** What waits to be sent, by the due work or by a visitor sending it again. */
export const WAITING_STATUSES: readonly RecordStatus[] = ['received', 'undelivered'];

/** The record as operators and resend see it: one left received past STALE_RECEIVED_MS is undelivered. */
export function asSeen(record: EnquiryRecord, now: number): EnquiryRecord {
  const stale = record.status === 'received' && now - Date.parse(record.statusAt) > STALE_RECEIVED_MS;
  return stale ? { ...record, status: 'undelivered' } : record;
}

export function matches(record: EnquiryRecord, filter: RecordFilter = {}): boolean {
  if (filter.status && record.status !== filter.status) return false;
  if (filter.since && Date.parse(record.receivedAt) < filter.since.getTime()) return false;
  return !filter.email || addressKey(record.fields.email) === addressKey(filter.email);
}

export const byReceipt = (a: EnquiryRecord, b: EnquiryRecord) =>
  Date.parse(a.receivedAt) - Date.parse(b.receivedAt) || a.id.localeCompare(b.id);

/**
 * The records stored under their ids, as operators and senders see them (asSeen), none for a value gone
 * since; one that is not its id's record is named.
 */
export const readRecords = (stored: { id: string; record: unknown }[], onCorrupt: (id: string) => void, now: number) =>
  stored.flatMap(({ id, record }) => {
    if (typeof record !== 'string') return [];
    try {
      const parsed = recordSchema.parse(JSON.parse(record));
      if (parsed.id === id) return [asSeen(parsed, now)];
    } catch {
      // not JSON, or not a record
    }
    onCorrupt(id);
    return [];
  });

/** When a waiting (received or undelivered) record is due: its next attempt, or at once; never for the others. */
export const dueAt = ({ status, nextAttemptAt, statusAt }: EnquiryRecord): number | undefined =>
  status === 'received' || status === 'undelivered' ? Date.parse(nextAttemptAt ?? statusAt) : undefined;

/** When a due receipt is tried next; never for one in any other state. */
export const receiptDueAt = ({ receipt }: EnquiryRecord): number | undefined =>
  receipt?.state === 'due' && receipt.nextAttemptAt ? Date.parse(receipt.nextAttemptAt) : undefined;

/** When the due work takes the record next: its send while it waits, else its receipt while that is due. */
export const nextDueAt = (record: EnquiryRecord): number | undefined => dueAt(record) ?? receiptDueAt(record);

/** The record with a new status; the next attempt is kept only while it waits, the refusal while refused. */
export function withStatus(record: EnquiryRecord, status: RecordStatus, now: number, progress?: Progress) {
  const next = progress ? progress.nextAttemptAt : record.nextAttemptAt && Date.parse(record.nextAttemptAt);
  const changed = { ...record, status, statusAt: new Date(now).toISOString() };
  changed.attempts = progress?.attempts ?? record.attempts;
  delete changed.nextAttemptAt;
  if (next && dueAt(changed) !== undefined) changed.nextAttemptAt = new Date(next).toISOString();
  const refusal = progress?.refusal ?? record.refusal;
  delete changed.refusal;
  if (status === 'refused' && refusal) changed.refusal = refusal;
  return changed;
}
