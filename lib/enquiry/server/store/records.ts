import { z } from 'zod';
import { DAY_MS, retention } from '@/lib/site/retention';
import { interestOptions, type EnquiryField } from '../../fields';
import { ENQUIRY_ID } from '../enquiry-id';
import { locales } from '@/lib/i18n/locales';

// The record of every valid enquiry, kept by the operators so that nothing rests on their mailbox alone:
// what was sent, when, which way, and what became of it. Redis or SQLite behind one small interface.

/** A claim (release's or resend's) older than this belongs to one that died: the enquiry may be taken again. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** A record still received this long after was cut off mid-delivery (its process died): it counts as undelivered. */
export const STALE_RECEIVED_MS = 60 * 60_000;
/** The database is purged on a timer of this period, and at most this often as records are written. */
export const PURGE_EVERY_MS = 60 * 60_000;

export const RECORD_STATUSES = ['received', 'delivered', 'undelivered', 'held'] as const;
/** received: accepted, not yet sent; held: suspected spam, waiting for an operator to release it. */
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export const CHANNELS = ['script', 'no-script'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Which store: the name an operator passes to `--only`, and the one the log gives. */
export type StoreKind = 'redis' | 'outbox';

const interests = interestOptions.map((option) => option.value) as [string, ...string[]];

// How a record's fields read back, each field's own: one added to enquiryFields fails the type check here
// until it says how, records kept before it existed included.
const recordFields = {
  name: z.string(),
  email: z.string(),
  interest: z.enum(interests),
  // The language of the page the visitor wrote from.
  language: z.enum(locales),
  message: z.string(),
} satisfies Record<EnquiryField, z.ZodType>;

const recordSchema = z.object({
  id: z.string().regex(ENQUIRY_ID),
  reference: z.string(),
  receivedAt: z.iso.datetime(),
  channel: z.enum(CHANNELS),
  fields: z.object(recordFields),
  status: z.enum(RECORD_STATUSES),
  statusAt: z.iso.datetime(),
  /** Times the mail server was tried with it. */
  attempts: z.number().int().min(0).default(0),
  /** While it waits to be sent (received or undelivered): when it is tried next, the claim permitting. */
  nextAttemptAt: z.iso.datetime().optional(),
});

export type EnquiryRecord = z.infer<typeof recordSchema>;

export type RecordFilter = { status?: RecordStatus; since?: Date; email?: string };

/** Gives a claim back; a record is sent (released or resent) by one operator at a time. */
export type Claim = () => Promise<void>;

/**
 * The held digest's turn, taken by one instance at a time across every instance sharing the store: what
 * the next digest announces, read under the turn, and its marks, written once the digest went.
 */
export type DigestTurn = {
  /** When the last digest went (ms since 1970), if one ever did. */
  lastSentMs?: number;
  /** Held enquiries the cap dropped since the last digest. */
  dropped: number;
  /** Held enquiries no digest has announced yet, oldest first. */
  held: EnquiryRecord[];
  /** The digest went at `at`: those held are announced, and the dropped it counted are spent. */
  sent(at: number): Promise<void>;
  /** Gives the turn back, whether a digest went or not. */
  release: Claim;
};
/** After an attempt: how many there have been, and when the next is due (none once it is sent). */
export type Progress = { attempts: number; nextAttemptAt?: number };

export type EnquiryRecords = {
  kind: StoreKind;
  /** "Redis" or the database file, for the operators. */
  where: string;
  /** Gives the store that took it. */
  save(record: EnquiryRecord): Promise<StoreKind>;
  /** False when there is no such record (erased, expired). */
  setStatus(id: string, status: RecordStatus, progress?: Progress): Promise<boolean>;
  /** By id or by reference (as parseReference writes it). */
  find(idOrReference: string): Promise<EnquiryRecord | undefined>;
  /** Oldest first; expired records are left out. */
  list(filter?: RecordFilter): Promise<EnquiryRecord[]>;
  /** Removes every record holding the address; gives their ids. */
  eraseEmail(email: string): Promise<string[]>;
  /** Drops what has expired; gives how many records went. */
  purge(): Promise<number>;
  /** Undefined when another operator holds the claim. */
  claim(id: string): Promise<Claim | undefined>;
  /** Undefined while another instance holds the digest's turn. */
  digestTurn(): Promise<DigestTurn | undefined>;
  /** Records waiting to be sent whose next attempt is due at `at`, soonest first, `limit` at most. */
  due(at: number, limit: number): Promise<EnquiryRecord[]>;
  /** When the enquiry waiting longest to be sent was received (ms), or undefined when none waits. */
  oldestWaiting(): Promise<number | undefined>;
  /** A mark every instance shares (the delivery alert's state), undefined until one is set. */
  mark(name: string): Promise<string | undefined>;
  /** Sets a shared mark, giving the value it replaced: of two instances setting it at once, one sees the other's. */
  swapMark(name: string, value: string): Promise<string | undefined>;
};

export type RecordOptions = {
  now?: () => number;
  /** A record that cannot be read (not JSON, not a record): skipped, and said here. */
  onCorrupt?: (name: string) => void;
  /** The held cap was reached and this many of the oldest held records went. */
  onHeldCap?: (dropped: number) => void;
  heldCap?: number;
  /** A purge the store ran by itself, in the background, as records were written. */
  onPurge?: (outcome: PurgeOutcome) => void;
};

export type PurgeOutcome = { ok: true; removed: number } | { ok: false; code?: string };

/** When a record goes by itself: delivered ones a period after delivery, the others after receipt. */
export function expiresAt(record: Pick<EnquiryRecord, 'status' | 'receivedAt' | 'statusAt'>): number {
  if (record.status === 'delivered') return Date.parse(record.statusAt) + retention.deliveredDays * DAY_MS;
  const days = record.status === 'held' ? retention.heldDays : retention.undeliveredDays;
  return Date.parse(record.receivedAt) + days * DAY_MS;
}

/** The record as operators and resend see it: one left received past STALE_RECEIVED_MS is undelivered. */
export function asSeen(record: EnquiryRecord, now: number): EnquiryRecord {
  const stale = record.status === 'received' && now - Date.parse(record.statusAt) > STALE_RECEIVED_MS;
  return stale ? { ...record, status: 'undelivered' } : record;
}

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function matches(record: EnquiryRecord, filter: RecordFilter = {}): boolean {
  if (filter.status && record.status !== filter.status) return false;
  if (filter.since && Date.parse(record.receivedAt) < filter.since.getTime()) return false;
  if (filter.email && !sameAddress(record.fields.email, filter.email)) return false;
  return true;
}

export const byReceipt = (a: EnquiryRecord, b: EnquiryRecord) =>
  Date.parse(a.receivedAt) - Date.parse(b.receivedAt) || a.id.localeCompare(b.id);

/** The record as read back, or undefined when it is not one. */
export function parseRecord(text: string): EnquiryRecord | undefined {
  try {
    const parsed = recordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Received or undelivered: waiting to be sent, and so due at its next attempt. */
export const isWaiting = (status: RecordStatus) => status === 'received' || status === 'undelivered';

/** When a waiting record is due (ms): its next attempt, or at once when none is set; undefined for the others. */
export const dueAt = (record: EnquiryRecord): number | undefined =>
  isWaiting(record.status) ? Date.parse(record.nextAttemptAt ?? record.statusAt) : undefined;

/** The record with a new status; the next attempt is kept only while it waits. */
export function withStatus(
  record: EnquiryRecord,
  status: RecordStatus,
  now: number,
  progress?: Progress,
): EnquiryRecord {
  const next = progress ? progress.nextAttemptAt : record.nextAttemptAt && Date.parse(record.nextAttemptAt);
  const changed = { ...record, status, statusAt: new Date(now).toISOString() };
  changed.attempts = progress?.attempts ?? record.attempts;
  delete changed.nextAttemptAt;
  if (isWaiting(status) && next) changed.nextAttemptAt = new Date(next).toISOString();
  return changed;
}
