import path from 'node:path';
import { addressKey, hashesOf } from '../address-key';
import { DAY_MS } from '@/lib/site/retention';
import { expiresAt, LIFE, nextDueAt, statusesIn, type RecordIndex } from './record-life';
import { type EnquiryRecord, RECORD_STATUSES } from './record-schema';
import { monotonicMs, RECEIPT_SPAN_MS, STALE_CLAIM_MS } from './periods';
import { connection, DATABASE_FILE } from './sqlite';
import { type StoreOptions, readRecords } from './store-contract';

export type Row = { id: string; record: string; spilled_update: number };

export const SET = `reference = $reference, received_ms = $received, status = $status, status_ms = $statusMs,
    email_key = $emailKey, record = $record, next_ms = $next`;
export const INSERT = `INSERT INTO records (id, reference, received_ms, status, status_ms, email_key, record, next_ms,
    spilled_update) VALUES ($id, $reference, $received, $status, $statusMs, $emailKey, $record, $next, $spilled)`;
// Free: never taken, past STALE_CLAIM_MS, or taken before this machine last started (a later monotonic time).
export const FREE = '(claimed_ms IS NULL OR claimed_ms <= $stale OR claimed_ms > $mono)';

/** The rows of the statuses the indexes list (record-life.ts). */
export const listedIn = (...indexes: RecordIndex[]) =>
  `status IN (${statusesIn(...indexes)
    .map((status) => `'${status}'`)
    .join(', ')})`;

const expiry = ({ days, from }: (typeof LIFE)[keyof typeof LIFE]['kept']) =>
  `${from === 'statusAt' ? 'status_ms' : 'received_ms'} + ${days * DAY_MS}`;
/**
 * Each row's expiry (ms), by its status's period in record-life.ts, read from its columns alone: a row whose
 * record does not parse goes when its period ends too (one of no known status, after the longest).
 */
export const EXPIRES_MS = `CASE status ${RECORD_STATUSES.map((status) => `WHEN '${status}' THEN ${expiry(LIFE[status].kept)}`).join(' ')}
  ELSE received_ms + ${Math.max(...RECORD_STATUSES.map((status) => LIFE[status].kept.days)) * DAY_MS} END`;

// One of the hashes a JSON list gives (hashes, below).
export const IN = 'IN (SELECT value FROM json_each(?))';
const FIRST = 'INSERT INTO flags (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = value';

// What is kept beside the records until its expires_ms.
const EXPIRING = ['fingerprints', 'erasures', 'same_texts', 'receipt_marks'];

// Each record whole, as JSON, beside the columns the queries select by, as the store and its spill read and
// write it. The database opens on first use: one that cannot open fails the calls, not the making. Claims
// are timed on the monotonic clock.
export function recordsTable(outboxDir: string, options: StoreOptions) {
  const { now = Date.now, onCorrupt = () => {}, monotonic = monotonicMs } = options;
  const file = path.resolve(outboxDir, DATABASE_FILE);
  const db = () => connection(file);
  const sql = (text: string) => db().prepare(text);
  const rows = (where: string, ...values: unknown[]) =>
    sql(`SELECT id, record, spilled_update FROM records ${where}`).all(...values) as Row[];
  const read = (found: Row[]) => readRecords(found, onCorrupt, now()).filter((record) => expiresAt(record) > now());
  const select = (where: string, ...values: unknown[]) => read(rows(where, ...values));
  const columns = (record: EnquiryRecord) => ({
    id: record.id,
    reference: record.reference,
    received: Date.parse(record.receivedAt),
    status: record.status,
    statusMs: Date.parse(record.statusAt),
    emailKey: addressKey(record.fields.email),
    record: JSON.stringify(record),
    next: nextDueAt(record) ?? null,
  });
  const clock = () => ({ mono: monotonic(), stale: monotonic() - STALE_CLAIM_MS });
  const forgetExpired = () => {
    for (const table of EXPIRING) sql(`DELETE FROM ${table} WHERE expires_ms <= ?`).run(now());
    sql('DELETE FROM receipts_sent WHERE at_ms <= ?').run(now() - RECEIPT_SPAN_MS);
  };
  // The hashes an address may be filed under (address-key.ts), from when this database first used keyed ones.
  const since = () => sql(`${FIRST} RETURNING value`).get('keyed-hashes', String(now())) as { value: string };
  const hashes = (hash: (email: string) => string, email: string) =>
    JSON.stringify(hashesOf(hash, email, Number(since().value), now()));
  return { now, db, sql, rows, read, select, columns, clock, forgetExpired, hashes };
}

export type RecordsTable = ReturnType<typeof recordsTable>;
