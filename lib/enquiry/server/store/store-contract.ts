import { addressKey } from '../address-key';
import type { DigestClaim, DigestState } from './digest-claim';
import { asSeen } from './record-life';
import { recordSchema, type EnquiryRecord, type RecordStatus } from './record-schema';

export type StoreKind = 'sqlite' | 'redis';
export type RecordFilter = { status?: RecordStatus; since?: Date; email?: string };
export type Claim = () => Promise<void>;
export type ReceiptTurn = 'taken' | 'address' | 'site' | 'gone';

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
