import { DAY_MS, retention } from '@/lib/site/retention';
import { ENQUIRY_ID } from '../enquiry-id';
import { parseReference } from '../reference';
import { addressHash, addressKey, mailboxHash } from '../address-key';
import { ERASURE_MARK_MS, FINGERPRINT_MS, SAME_TEXT_MS } from './periods';
import { checkpoint, transaction } from './sqlite';
import { sqliteDigest } from './sqlite-digest';
import { sqliteReceiptTurn } from './sqlite-receipt-turn';
import { EXPIRES_MS, FREE, IN, INSERT, listedIn, recordsTable, SET } from './sqlite-records';
import { indexDays } from './record-life';
import { matches, readRecords, type EnquiryStore, type Seen, type StoreOptions } from './store-contract';

// The store in the database in OUTBOX_DIR (sqlite-records.ts); its queries and periods are the record's life's.
const HELD = listedIn('held');
const CAP_HELD = `DELETE FROM records WHERE rowid IN (SELECT rowid FROM records WHERE ${HELD} AND received_ms > $since
  AND ${FREE} ORDER BY received_ms, id
  LIMIT max(0, (SELECT count(*) FROM records WHERE ${HELD} AND received_ms > $since) - $cap))`;
const MARK_ERASED = `INSERT INTO erasures (address, erased_ms, expires_ms) VALUES (?, ?, ?) ON CONFLICT (address)
  DO UPDATE SET erased_ms = excluded.erased_ms, expires_ms = excluded.expires_ms`;
// One address sending the text again starts its day again.
const NOTE_TEXT = `INSERT INTO same_texts (text, address, expires_ms) VALUES (?, ?, ?)
  ON CONFLICT (text, address) DO UPDATE SET expires_ms = excluded.expires_ms`;

export function sqliteStore(outboxDir: string, options: StoreOptions = {}) {
  const { onHeldCap = () => {}, heldCap = retention.heldCap } = options;
  const table = recordsTable(outboxDir, options);
  const { now, db, sql, rows, select, columns, clock, forgetExpired, hashes } = table;
  // The oldest held past the cap go, but not one an operator is releasing; the next digest counts them.
  const capHeld = () => {
    const { changes } = sql(CAP_HELD).run({ since: now() - indexDays('held') * DAY_MS, ...clock(), cap: heldCap });
    if (!changes) return;
    sql('UPDATE held_digest SET dropped = dropped + ?').run(changes);
    onHeldCap(changes);
  };
  return {
    kind: 'sqlite',
    async insert(record) {
      sql(`${INSERT} ON CONFLICT (id) DO NOTHING`).run({ ...columns(record), spilled: 0 });
      if (record.status === 'held') capHeld();
      return 'sqlite';
    },
    async update(record, before) {
      const written = sql(`UPDATE records SET ${SET} WHERE id = $id AND status_ms = $readMs`);
      const { changes } = written.run({ ...columns(record), readMs: Date.parse(before.statusAt) });
      return changes ? 'sqlite' : undefined;
    },
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
        sql(MARK_ERASED).run(address, at, at + ERASURE_MARK_MS);
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
    async purge() {
      forgetExpired();
      const { changes } = sql(`DELETE FROM records WHERE ${EXPIRES_MS} <= ?`).run(now());
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
    receiptTurn: sqliteReceiptTurn(table),
    ...sqliteDigest(table),
    due: async (at, limit) => select('WHERE next_ms <= ? ORDER BY next_ms, id LIMIT ?', at, limit),
    async oldestWaiting() {
      const since = now() - indexDays('waiting') * DAY_MS;
      const oldest = sql(`SELECT min(received_ms) AS ms FROM records WHERE ${listedIn('waiting')} AND received_ms > ?`);
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
    // Expired notes go first, as fingerprints do.
    async sameText(text, address) {
      forgetExpired();
      sql(NOTE_TEXT).run(text, address, now() + SAME_TEXT_MS);
      const counted = sql('SELECT count(*) AS count FROM same_texts WHERE text = ? AND expires_ms > ?');
      return (counted.get(text, now()) as { count: number }).count;
    },
    flag: async (name) => (sql('SELECT value FROM flags WHERE name = ?').get(name) as { value?: string })?.value,
    // One statement, so of two servers swapping at once one sees the other's value.
    async swapFlag(name, value) {
      const swap = sql(`INSERT INTO flags (name, value) VALUES (?, ?)
        ON CONFLICT (name) DO UPDATE SET previous = value, value = excluded.value RETURNING previous`);
      return (swap.get(name, value) as { previous: string | null }).previous ?? undefined;
    },
  } satisfies EnquiryStore;
}
