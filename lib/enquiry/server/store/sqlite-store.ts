import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DAY_MS, retention } from '@/lib/site/retention';
import { ENQUIRY_ID } from '../enquiry-id';
import { parseReference } from '../reference';
import { addressHash, addressKey, hashesOf, mailboxHash } from '../address-key';
import {
  adoption,
  digestStateOf,
  ERASURE_MARK_MS,
  expiresAt,
  FINGERPRINT_MS,
  matches,
  SAME_TEXT_MS,
  monotonicMs,
  nextDueAt,
  readRecords,
  RECEIPT_SPAN_MS,
  STALE_CLAIM_MS,
} from './records';
import type { DigestClaim, EnquiryRecord, EnquiryStore, ReceiptTurn, Seen, StoreOptions } from './records';
import { checkpoint, openDatabase, transaction, type Database } from './sqlite';

export const DATABASE_FILE = 'enquiries.db';

// One connection per database and process, whichever stores (the server's, the timer's purge) use it.
const databases = new Map<string, Database>();

function connection(file: string): Database {
  const open = databases.get(file);
  // A database removed under the server (its folder replaced, a volume gone) is not written to unseen.
  if (open && existsSync(file)) return open;
  databases.delete(file);
  open?.close();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Made by us first, so the database (and SQLite's -wal and -shm files, which take its mode) is 0600.
  closeSync(openSync(file, 'a', 0o600));
  return databases.set(file, openDatabase(file)).get(file)!;
}

/** Proves the database opens and would take a write now. */
export async function checkDatabase(outboxDir: string): Promise<void> {
  transaction(connection(path.resolve(outboxDir, DATABASE_FILE)), () => {});
}

const IN = 'IN (SELECT value FROM json_each(?))';
const FIRST = 'INSERT INTO flags (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = value';
const DIGEST_STATE = 'last_sent_ms, failures, failing_ms, next_ms';
const SETTLED = 'failures = 0, failing_ms = NULL, next_ms = NULL';
type DigestRow = { last_sent_ms: number | null; failures: number; failing_ms: number | null; next_ms: number | null };
const digestState = (row: DigestRow) =>
  digestStateOf({
    lastSentMs: row.last_sent_ms,
    failures: row.failures,
    failingSinceMs: row.failing_ms,
    nextAttemptMs: row.next_ms,
  });

// Each record whole, as JSON, beside the columns the queries select by; each period is passed in from
// retention.ts. The database opens on first use: one that cannot open fails the calls, not the making. As
// a spill (store.ts) it also keeps updates of records Redis holds (`keepUpdate`), hands over what it holds
// (`spilled`) and lets each go once Redis has it (`remove`). Claims are timed on the monotonic clock.
export function sqliteStore(outboxDir: string, options: StoreOptions = {}) {
  const { now = Date.now, onCorrupt = () => {}, onHeldCap = () => {}, heldCap = retention.heldCap } = options;
  const { monotonic = monotonicMs } = options;
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
  const SET = `reference = $reference, received_ms = $received, status = $status, status_ms = $statusMs,
    email_key = $emailKey, record = $record, next_ms = $next`;
  const INSERT = `INSERT INTO records (id, reference, received_ms, status, status_ms, email_key, record, next_ms,
    spilled_update) VALUES ($id, $reference, $received, $status, $statusMs, $emailKey, $record, $next, $spilled)`;
  // Free: never taken, past STALE_CLAIM_MS, or taken before this machine last started (a later monotonic time).
  const FREE = '(claimed_ms IS NULL OR claimed_ms <= $stale OR claimed_ms > $mono)';
  const clock = () => ({ mono: monotonic(), stale: monotonic() - STALE_CLAIM_MS });
  // The hashes an address may be filed under (address-key.ts), from when this database first used keyed ones.
  const since = () => sql(`${FIRST} RETURNING value`).get('keyed-hashes', String(now())) as { value: string };
  const hashes = (hash: (email: string) => string, email: string) =>
    JSON.stringify(hashesOf(hash, email, Number(since().value), now()));
  // The oldest held past the cap go, but not one an operator is releasing; the next digest counts them.
  const capHeld = () => {
    const { changes } = sql(
      `DELETE FROM records WHERE rowid IN (SELECT rowid FROM records WHERE status = 'held' AND received_ms > $since
         AND ${FREE} ORDER BY received_ms, id
         LIMIT max(0, (SELECT count(*) FROM records WHERE status = 'held' AND received_ms > $since) - $cap))`,
    ).run({ since: now() - retention.heldDays * DAY_MS, ...clock(), cap: heldCap });
    if (!changes) return;
    sql('UPDATE held_digest SET dropped = dropped + ?').run(changes);
    onHeldCap(changes);
  };
  // The digest's claim, a conditional update as a record's is.
  const claimDigest = async (): Promise<DigestClaim | undefined> => {
    const { mono, stale } = clock();
    const turn = sql(`UPDATE held_digest SET claimed_ms = $mono WHERE ${FREE} RETURNING ${DIGEST_STATE}, dropped`).get({
      mono,
      stale,
    }) as (DigestRow & { dropped: number }) | undefined;
    if (!turn) return undefined;
    let announced: EnquiryRecord[] = [];
    const unannounced = async () =>
      (announced = select(`WHERE status IN ('held', 'refused') AND announced_ms IS NULL ORDER BY received_ms, id`));
    const sent = async (at: number) =>
      transaction(db(), () => {
        const ids = JSON.stringify(announced.map((record) => record.id));
        sql('UPDATE records SET announced_ms = ? WHERE id IN (SELECT value FROM json_each(?))').run(at, ids);
        sql(`UPDATE held_digest SET last_sent_ms = ?, dropped = max(0, dropped - ?), ${SETTLED}`).run(at, turn.dropped);
      });
    const failed = async (at: number, next: number) =>
      void sql('UPDATE held_digest SET failures = failures + 1, failing_ms = coalesce(failing_ms, ?), next_ms = ?').run(
        at,
        next,
      );
    const settled = async () => void sql(`UPDATE held_digest SET ${SETTLED}`).run();
    const release = async () => void sql('UPDATE held_digest SET claimed_ms = NULL WHERE claimed_ms = ?').run(mono);
    return { ...digestState(turn), dropped: turn.dropped, unannounced, sent, failed, settled, release };
  };
  const forgetExpired = () => {
    sql('DELETE FROM fingerprints WHERE expires_ms <= ?').run(now());
    sql('DELETE FROM erasures WHERE expires_ms <= ?').run(now());
    sql('DELETE FROM same_texts WHERE expires_ms <= ?').run(now());
    sql('DELETE FROM receipt_marks WHERE expires_ms <= ?').run(now());
    sql('DELETE FROM receipts_sent WHERE at_ms <= ?').run(now() - RECEIPT_SPAN_MS);
  };
  // In one transaction, so an erasure is wholly before it (the record is gone) or after (the mark goes too).
  const receiptTurn = (record: EnquiryRecord, ceiling: number): ReceiptTurn =>
    transaction(db(), () => {
      forgetExpired();
      const held = sql(
        `SELECT 1 FROM records WHERE id = ? AND status_ms = ? AND json_extract(record, '$.receipt.state') = ?
           AND json_extract(record, '$.receipt.attempts') = ?`,
      ).get(record.id, Date.parse(record.statusAt), record.receipt?.state ?? '', record.receipt?.attempts ?? -1);
      if (!held) return 'gone';
      const address = mailboxHash(record.fields.email);
      const mark = sql(`SELECT id FROM receipt_marks WHERE address ${IN}`).get(
        hashes(mailboxHash, record.fields.email),
      ) as { id: string } | undefined;
      if (mark) return mark.id === record.id ? 'taken' : 'address';
      const { sent } = sql('SELECT count(*) AS sent FROM receipts_sent').get() as { sent: number };
      if (sent >= ceiling) return 'site';
      sql('INSERT INTO receipt_marks (address, id, expires_ms) VALUES (?, ?, ?)').run(
        address,
        record.id,
        now() + RECEIPT_SPAN_MS,
      );
      sql('INSERT INTO receipts_sent (at_ms) VALUES (?)').run(now());
      return 'taken';
    });
  const erasedAt = (email: string) =>
    (
      sql(`SELECT max(erased_ms) AS ms FROM erasures WHERE address ${IN} AND expires_ms > ?`).get(
        hashes(addressHash, email),
        now(),
      ) as { ms: number | null }
    ).ms ?? undefined;
  const store = {
    kind: 'sqlite',
    async insert(record) {
      sql(`${INSERT} ON CONFLICT (id) DO NOTHING`).run({ ...columns(record), spilled: 0 });
      if (record.status === 'held') capHeld();
      return 'sqlite';
    },
    async update(record, before) {
      const where = 'WHERE id = $id AND status_ms = $readMs';
      const { changes } = sql(`UPDATE records SET ${SET} ${where}`).run({
        ...columns(record),
        readMs: Date.parse(before.statusAt),
      });
      return changes ? 'sqlite' : undefined;
    },
    adopt: async (record, intake) =>
      transaction(db(), () => {
        const held = sql('SELECT record FROM records WHERE id = ?').get(record.id) as { record: string } | undefined;
        const statusAt = held && (JSON.parse(held.record) as EnquiryRecord).statusAt;
        const adopted = adoption(record, intake, statusAt ? { statusAt } : undefined, erasedAt(record.fields.email));
        if (adopted === 'taken')
          sql(`${INSERT} ON CONFLICT (id) DO UPDATE SET ${SET}, spilled_update = 0`).run({
            ...columns(record),
            spilled: 0,
          });
        return adopted;
      }),
    async find(idOrReference) {
      const reference = parseReference(idOrReference);
      const by = reference ? 'reference' : ENQUIRY_ID.test(idOrReference) && 'id';
      return by ? select(`WHERE ${by} = ?`, reference ?? idOrReference)[0] : undefined;
    },
    list: async (filter = {}) => select('ORDER BY received_ms, id').filter((record) => matches(record, filter)),
    async eraseEmail(email) {
      const address = addressHash(email);
      // By its key, as list finds it: each record is read, rows kept before the key (email_key) among them.
      const { erased, changes, texts, receipts } = transaction(db(), () => {
        const at = now();
        sql(`INSERT INTO erasures (address, erased_ms, expires_ms) VALUES (?, ?, ?) ON CONFLICT (address)
          DO UPDATE SET erased_ms = excluded.erased_ms, expires_ms = excluded.expires_ms`).run(
          address,
          at,
          at + ERASURE_MARK_MS,
        );
        return {
          erased: sql(`DELETE FROM records WHERE email_key = ? OR id ${IN} RETURNING id`).all(
            addressKey(email),
            JSON.stringify(
              readRecords(rows(''), () => {}, now()).flatMap((r) => (matches(r, { email }) ? [r.id] : [])),
            ),
          ) as { id: string }[],
          changes: sql(`DELETE FROM fingerprints WHERE address ${IN}`).run(hashes(addressHash, email)).changes,
          texts: sql(`DELETE FROM same_texts WHERE address ${IN}`).run(hashes(mailboxHash, email)).changes,
          receipts: sql(`DELETE FROM receipt_marks WHERE address ${IN}`).run(hashes(mailboxHash, email)).changes,
        };
      });
      await checkpoint(db());
      return { ids: erased.map((row) => row.id), fingerprints: changes, texts, receipts };
    },
    // A row that is not JSON is kept, for an operator to look at.
    async purge() {
      forgetExpired();
      const ago = (days: number) => now() - days * DAY_MS;
      const { deliveredDays, heldDays, refusedDays, undeliveredDays } = retention;
      const { changes } = sql(
        `DELETE FROM records WHERE json_valid(record) AND ((status = 'delivered' AND status_ms <= $delivered)
           OR (status = 'held' AND received_ms <= $held)
           OR (status = 'refused' AND received_ms <= $refused)
           OR (status IN ('received', 'undelivered') AND received_ms <= $undelivered))`,
      ).run({
        delivered: ago(deliveredDays),
        held: ago(heldDays),
        refused: ago(refusedDays),
        undelivered: ago(undeliveredDays),
      });
      await checkpoint(db());
      return changes;
    },
    // A claim is a conditional update: taken when free; given back by its holder alone.
    async claim(id) {
      const { mono, stale } = clock();
      if (sql(`UPDATE records SET claimed_ms = $mono WHERE id = $id AND ${FREE}`).run({ id, mono, stale }).changes)
        return async () =>
          void sql('UPDATE records SET claimed_ms = NULL WHERE id = ? AND claimed_ms = ?').run(id, mono);
      // None to take: the caller reads the record under it, and finds it missing rather than busy.
      return sql('SELECT 1 FROM records WHERE id = ?').get(id) ? undefined : async () => {};
    },
    receiptTurn: async (record, ceiling) => receiptTurn(record, ceiling),
    claimDigest,
    digestState: async () => digestState(sql(`SELECT ${DIGEST_STATE} FROM held_digest`).get() as DigestRow),
    due: async (at, limit) => select('WHERE next_ms <= ? ORDER BY next_ms, id LIMIT ?', at, limit),
    async oldestWaiting() {
      const since = now() - retention.undeliveredDays * DAY_MS;
      const oldest = sql(
        `SELECT min(received_ms) AS ms FROM records WHERE status IN ('received', 'undelivered') AND received_ms > ?`,
      );
      return (oldest.get(since) as { ms: number | null }).ms ?? undefined;
    },
    // Expired ones go first: the policy keeps a fingerprint FINGERPRINT_MS, and the hourly purge catches the rest.
    async fingerprint(key, id) {
      forgetExpired();
      const seen = JSON.stringify({ id } satisfies Seen);
      const noted = sql(`INSERT INTO fingerprints (key, address, seen, expires_ms) VALUES (?, ?, ?, ?)
        ON CONFLICT (key) DO NOTHING`).run(key, key.split(':')[0], seen, now() + FINGERPRINT_MS);
      if (noted.changes) return undefined;
      return JSON.parse((sql('SELECT seen FROM fingerprints WHERE key = ?').get(key) as { seen: string }).seen) as Seen;
    },
    fingerprintEnded: async (key, seen) =>
      void sql('UPDATE fingerprints SET seen = ? WHERE key = ?').run(JSON.stringify(seen), key),
    // Expired notes go first, as fingerprints do; one address sending the text again starts its day again.
    async sameText(text, address) {
      forgetExpired();
      sql(`INSERT INTO same_texts (text, address, expires_ms) VALUES (?, ?, ?)
        ON CONFLICT (text, address) DO UPDATE SET expires_ms = excluded.expires_ms`).run(
        text,
        address,
        now() + SAME_TEXT_MS,
      );
      const { count } = sql('SELECT count(*) AS count FROM same_texts WHERE text = ? AND expires_ms > ?').get(
        text,
        now(),
      ) as { count: number };
      return count;
    },
    flag: async (name) => (sql('SELECT value FROM flags WHERE name = ?').get(name) as { value?: string })?.value,
    // One statement, so of two servers swapping at once one sees the other's value.
    async swapFlag(name, value) {
      const swap = sql(`INSERT INTO flags (name, value) VALUES (?, ?)
        ON CONFLICT (name) DO UPDATE SET previous = value, value = excluded.value RETURNING previous`);
      return (swap.get(name, value) as { previous: string | null }).previous ?? undefined;
    },
  } satisfies EnquiryStore;
  return {
    ...store,
    /** As a spill: an update of a record Redis holds, while Redis cannot take it; a later one replaces it. */
    async keepUpdate(record: EnquiryRecord) {
      sql(`${INSERT} ON CONFLICT (id) DO UPDATE SET ${SET} WHERE excluded.status_ms >= records.status_ms`).run({
        ...columns(record),
        spilled: 1,
      });
      return 'sqlite' as const;
    },
    /** As a spill: every record it holds, and whether it is a new enquiry (not an update of one Redis holds). */
    spilled: async () => {
      const found = rows('ORDER BY received_ms, id');
      const updates = new Set(found.filter((row) => row.spilled_update).map((row) => row.id));
      return read(found).map((record) => ({ record, intake: !updates.has(record.id) }));
    },
    /** Moves the log into the database and empties it: nothing deleted lives on in either file. */
    checkpoint: () => checkpoint(db()),
    /** As a spill: the copy of a record Redis has decided on, unless it changed since it was handed over. */
    remove: async ({ id, statusAt }: EnquiryRecord) =>
      void sql('DELETE FROM records WHERE id = ? AND status_ms = ?').run(id, Date.parse(statusAt)),
  };
}

type Row = { id: string; record: string; spilled_update: number };
