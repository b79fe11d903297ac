import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { codeOf } from '@/lib/error-code';
import path from 'node:path';
import { DAY_MS, retention } from '@/lib/site/retention';
import { ENQUIRY_ID } from '../enquiry-id';
import { parseReference } from '../reference';
import {
  byReceipt,
  dueAt,
  expiresAt,
  matches,
  parseRecord,
  PURGE_EVERY_MS,
  STALE_CLAIM_MS,
  withStatus,
  type DigestTurn,
  type EnquiryRecord,
  type EnquiryRecords,
  type RecordOptions,
} from './records';
import { openDatabase, type Database } from './sqlite';

/** The database's name in OUTBOX_DIR. */
export const DATABASE_FILE = 'enquiries.db';

type Row = { id: string; record: string };
type DigestRow = { last_sent_ms: number | null; dropped: number };

// Each record's own columns are what the queries select by; the record itself is kept whole, as JSON, and
// read back through the record schema, so a row that is not a record is skipped, never believed.
const COLUMNS = 'id, reference, received_ms, status, status_ms, email_key, record, next_ms';

// One connection per database and process, whichever stores (the server's, the timer's purge) use it.
const databases = new Map<string, Database>();

/** The process's connection to the database, opened (and the file made, 0600) on first use. */
function connection(file: string): Database {
  const open = databases.get(file);
  // A database removed under the server (its folder replaced, a volume gone) is not written to unseen.
  if (open && existsSync(file)) return open;
  databases.delete(file);
  open?.close();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Created by us first, so the database (and SQLite's -wal and -shm files, which take its mode) is 0600.
  closeSync(openSync(file, 'a', 0o600));
  const database = openDatabase(file);
  databases.set(file, database);
  return database;
}

/** Proves the database opens and would take a write now: its write lock, taken and given back. */
export async function checkDatabase(outboxDir: string): Promise<void> {
  const db = connection(path.resolve(outboxDir, DATABASE_FILE));
  db.exec('BEGIN IMMEDIATE');
  db.exec('ROLLBACK');
}

/**
 * A consistent copy of the database as it is now, taken while servers write to it (VACUUM INTO, which
 * reads one snapshot), into a new file readable by its owner alone. Never replaces a file: EEXIST.
 */
export async function backupDatabase(outboxDir: string, target: string): Promise<void> {
  const file = path.resolve(outboxDir, DATABASE_FILE);
  if (!existsSync(file)) throw Object.assign(new Error('no database'), { code: 'ENOENT' });
  const copy = path.resolve(target);
  // Made empty first, 0600, so the copy takes that mode and an existing file is never written over.
  closeSync(openSync(copy, 'wx', 0o600));
  try {
    connection(file).prepare('VACUUM INTO ?').run(copy);
  } catch (error) {
    rmSync(copy, { force: true });
    throw error;
  }
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Every enquiry's record in OUTBOX_DIR/enquiries.db (SQLite, readable by the server's user alone): saving,
 * finding, a status, a claim, the held cap, purging and erasing are a statement each, whatever is kept.
 * The database opens on first use, so a store that cannot open fails its calls, never its making.
 */
export function sqliteRecords(outboxDir: string, options: RecordOptions = {}): EnquiryRecords {
  const { now = Date.now, onCorrupt = () => {}, onHeldCap = () => {}, onPurge = () => {} } = options;
  const heldCap = options.heldCap ?? retention.heldCap;
  const file = path.resolve(outboxDir, DATABASE_FILE);
  const db = () => connection(file);
  let lastPurge = now();

  const read = (rows: Row[]) =>
    rows.flatMap((row) => {
      const record = parseRecord(row.record);
      if (!record) onCorrupt(row.id);
      return record ? [record] : [];
    });
  const live = (record: EnquiryRecord | undefined) => (record && expiresAt(record) > now() ? record : undefined);
  const one = (where: string, value: string) =>
    live(read(db().prepare(`SELECT id, record FROM records WHERE ${where} = ?`).all(value) as Row[])[0]);

  const write = (record: EnquiryRecord) =>
    db()
      .prepare(
        `INSERT INTO records (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET reference = excluded.reference, received_ms = excluded.received_ms,
           status = excluded.status, status_ms = excluded.status_ms, email_key = excluded.email_key,
           record = excluded.record, next_ms = excluded.next_ms`,
      )
      .run(
        record.id,
        record.reference,
        Date.parse(record.receivedAt),
        record.status,
        Date.parse(record.statusAt),
        emailKey(record.fields.email),
        JSON.stringify(record),
        dueAt(record) ?? null,
      );

  // The oldest held records past the cap go, in one statement; one an operator is releasing stays.
  const capHeld = () => {
    const since = now() - retention.heldDays * DAY_MS;
    const free = `status = 'held' AND received_ms > ? AND (claimed_ms IS NULL OR claimed_ms <= ?)`;
    const { changes } = db()
      .prepare(
        `DELETE FROM records WHERE rowid IN (SELECT rowid FROM records WHERE ${free} ORDER BY received_ms, id
           LIMIT max(0, (SELECT count(*) FROM records WHERE status = 'held' AND received_ms > ?) - ?))`,
      )
      .run(since, now() - STALE_CLAIM_MS, since, heldCap);
    if (!changes) return;
    // Counted for the next held digest, shared by every server on this database.
    db().prepare('UPDATE held_digest SET dropped = dropped + ?').run(changes);
    onHeldCap(Number(changes));
  };

  // The digest's turn is a conditional update, as a record's claim is; its marks are written in one transaction.
  const digestTurn = async (): Promise<DigestTurn | undefined> => {
    const at = now();
    const taken = db()
      .prepare('UPDATE held_digest SET claimed_ms = ? WHERE claimed_ms IS NULL OR claimed_ms <= ?')
      .run(at, at - STALE_CLAIM_MS);
    if (!taken.changes) return undefined;
    const release = async () => {
      db().prepare('UPDATE held_digest SET claimed_ms = NULL WHERE claimed_ms = ?').run(at);
    };
    try {
      const state = db().prepare('SELECT last_sent_ms, dropped FROM held_digest').get() as DigestRow;
      const rows = db()
        .prepare(
          `SELECT id, record FROM records WHERE status = 'held' AND announced_ms IS NULL ORDER BY received_ms, id`,
        )
        .all() as Row[];
      const held = read(rows).filter((record) => live(record));
      const sent = async (when: number) => {
        const announce = db().prepare('UPDATE records SET announced_ms = ? WHERE id = ?');
        db().exec('BEGIN IMMEDIATE');
        try {
          for (const record of held) announce.run(when, record.id);
          db()
            .prepare('UPDATE held_digest SET last_sent_ms = ?, dropped = max(0, dropped - ?)')
            .run(when, state.dropped);
          db().exec('COMMIT');
        } catch (error) {
          db().exec('ROLLBACK');
          throw error;
        }
      };
      return { lastSentMs: state.last_sent_ms ?? undefined, dropped: Number(state.dropped), held, sent, release };
    } catch (error) {
      await release();
      throw error;
    }
  };

  // Each period is passed into the query from retention.ts, so no stored column goes stale when one changes.
  const purge = async () => {
    lastPurge = now();
    const { changes } = db()
      .prepare(
        `DELETE FROM records WHERE json_valid(record) AND (
           (status = 'delivered' AND status_ms + ? <= ?) OR (status = 'held' AND received_ms + ? <= ?)
           OR (status IN ('received', 'undelivered') AND received_ms + ? <= ?))`,
      )
      .run(
        ...[retention.deliveredDays, retention.heldDays, retention.undeliveredDays].flatMap((days) => [
          days * DAY_MS,
          now(),
        ]),
      );
    return Number(changes);
  };
  const purgeWhenDue = () => {
    if (now() - lastPurge < PURGE_EVERY_MS) return;
    purge().then(
      (removed) => onPurge({ ok: true, removed }),
      (error) => onPurge({ ok: false, code: codeOf(error) }),
    );
  };

  return {
    kind: 'outbox',
    where: file,
    async save(record) {
      write(record);
      if (record.status === 'held') capHeld();
      purgeWhenDue();
      return 'outbox';
    },
    async setStatus(id, status, progress) {
      const [record] = read(db().prepare('SELECT id, record FROM records WHERE id = ?').all(id) as Row[]);
      if (!record) return false;
      write(withStatus(record, status, now(), progress));
      return true;
    },
    async find(idOrReference) {
      if (ENQUIRY_ID.test(idOrReference)) return one('id', idOrReference);
      const reference = parseReference(idOrReference);
      return reference ? one('reference', reference) : undefined;
    },
    async list(filter = {}) {
      const byEmail = filter.email ? ' WHERE email_key = ?' : '';
      const rows = db()
        .prepare(`SELECT id, record FROM records${byEmail}`)
        .all(...(filter.email ? [emailKey(filter.email)] : [])) as Row[];
      return read(rows)
        .filter((record) => live(record) && matches(record, filter))
        .sort(byReceipt);
    },
    async eraseEmail(email) {
      const rows = db().prepare('DELETE FROM records WHERE email_key = ? RETURNING id').all(emailKey(email)) as Row[];
      return rows.map((row) => row.id);
    },
    purge,
    async claim(id) {
      // A claim is a conditional update: taken when free, or when its holder has held it past STALE_CLAIM_MS.
      const at = now();
      const { changes } = db()
        .prepare('UPDATE records SET claimed_ms = ? WHERE id = ? AND (claimed_ms IS NULL OR claimed_ms <= ?)')
        .run(at, id, at - STALE_CLAIM_MS);
      // None to take: the caller reads the record under it, and finds it missing rather than busy.
      if (!changes) return db().prepare('SELECT 1 FROM records WHERE id = ?').get(id) ? undefined : async () => {};
      return async () => {
        db().prepare('UPDATE records SET claimed_ms = NULL WHERE id = ? AND claimed_ms = ?').run(id, at);
      };
    },
    digestTurn,
    async due(at, limit) {
      const rows = db()
        .prepare('SELECT id, record FROM records WHERE next_ms <= ? ORDER BY next_ms, id LIMIT ?')
        .all(at, limit) as Row[];
      return read(rows).filter((record) => live(record));
    },
    async oldestWaiting() {
      const since = now() - retention.undeliveredDays * DAY_MS;
      const row = db()
        .prepare('SELECT min(received_ms) AS oldest FROM records WHERE next_ms IS NOT NULL AND received_ms > ?')
        .get(since) as { oldest: number | null };
      return row.oldest ?? undefined;
    },
    async mark(name) {
      const row = db().prepare('SELECT value FROM marks WHERE name = ?').get(name) as { value: string } | undefined;
      return row?.value;
    },
    async swapMark(name, value) {
      // Read and written under the write lock, so of two servers swapping at once one sees the other's value.
      const database = db();
      database.exec('BEGIN IMMEDIATE');
      try {
        const row = database.prepare('SELECT value FROM marks WHERE name = ?').get(name) as
          { value: string } | undefined;
        database
          .prepare(
            'INSERT INTO marks (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
          )
          .run(name, value);
        database.exec('COMMIT');
        return row?.value;
      } catch (error) {
        database.exec('ROLLBACK');
        throw error;
      }
    },
  };
}
