import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export const DATABASE_FILE = 'enquiries.db';

// node:sqlite is built into Node 24 and loaded on first use only, so nothing else (the proxy least of all)
// carries it. The project's @types/node predates it: these are the calls the store makes.
type Statement = {
  run(...v: unknown[]): { changes: number };
  get(...v: unknown[]): unknown;
  all(...v: unknown[]): unknown[];
};
export type Database = { exec(sql: string): void; prepare(sql: string): Statement; close(): void };

// One migration per version (PRAGMA user_version): the first release starts at 1, and each later change
// of the schema is one more entry here, never an edit of one that has run.
export const migrations = [
  `CREATE TABLE records (
     id TEXT PRIMARY KEY,
     reference TEXT NOT NULL,
     received_ms INTEGER NOT NULL,
     status TEXT NOT NULL,
     status_ms INTEGER NOT NULL,
     email_key TEXT NOT NULL,
     record TEXT NOT NULL,
     next_ms INTEGER,
     claimed_ms INTEGER,
     announced_ms INTEGER
   );
   CREATE INDEX records_reference ON records (reference);
   CREATE INDEX records_email ON records (email_key);
   CREATE INDEX records_status ON records (status, received_ms);
   CREATE INDEX records_due ON records (next_ms) WHERE next_ms IS NOT NULL;
   CREATE TABLE marks (name TEXT PRIMARY KEY, value TEXT NOT NULL, previous TEXT);
   CREATE TABLE held_digest (last_sent_ms INTEGER, dropped INTEGER NOT NULL DEFAULT 0, claimed_ms INTEGER);
   INSERT INTO held_digest DEFAULT VALUES;`,
  // Each recent enquiry's fingerprint, beside the records (issue 46), filed under its address's hash.
  `CREATE TABLE fingerprints (key TEXT PRIMARY KEY, address TEXT NOT NULL, seen TEXT NOT NULL, expires_ms INTEGER NOT NULL);
   CREATE INDEX fingerprints_address ON fingerprints (address);
   CREATE INDEX fingerprints_expiry ON fingerprints (expires_ms);
   ALTER TABLE marks RENAME TO flags;`,
  // The held digest's failures, since when, and its next attempt (issue 53), so that it backs off.
  `ALTER TABLE held_digest ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE held_digest ADD COLUMN failing_ms INTEGER;
   ALTER TABLE held_digest ADD COLUMN next_ms INTEGER;`,
  // Erasures' marks (issue 52), by their address's hash; a spill's row that is an update of a record Redis
  // holds, not a new enquiry; claims are timed on the monotonic clock from here on (a wall-clock time left
  // from before reads as one from before a restart of the machine: free).
  `CREATE TABLE erasures (address TEXT PRIMARY KEY, erased_ms INTEGER NOT NULL, expires_ms INTEGER NOT NULL);
   ALTER TABLE records ADD COLUMN spilled_update INTEGER NOT NULL DEFAULT 0;`,
  // Which addresses sent each text lately (issue 55): the text's hash and the address's, each note for a day.
  `CREATE TABLE same_texts (text TEXT NOT NULL, address TEXT NOT NULL, expires_ms INTEGER NOT NULL,
     PRIMARY KEY (text, address));
   CREATE INDEX same_texts_address ON same_texts (address);
   CREATE INDEX same_texts_expiry ON same_texts (expires_ms);`,
  // Receipts (issue 55): each address's mark, by its hash, with the enquiry whose receipt took it; and the
  // times receipts were taken, the site's count, holding no address. A record's next_ms is its receipt's too.
  `CREATE TABLE receipt_marks (address TEXT PRIMARY KEY, id TEXT NOT NULL, expires_ms INTEGER NOT NULL);
   CREATE INDEX receipt_marks_expiry ON receipt_marks (expires_ms);
   CREATE TABLE receipts_sent (at_ms INTEGER NOT NULL);
   CREATE INDEX receipts_sent_at ON receipts_sent (at_ms);`,
];

/** Runs `work` under the write lock, all or nothing. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const done = work();
    db.exec('COMMIT');
    return done;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

const BUSY_TIMEOUT_MS = 500;

/**
 * Moves the log into the database and empties it, so that a row deleted (an erasure, a purge) lives on in
 * neither. A checkpoint cannot pass a reader's snapshot: tried again every 20 ms for 5 s while another
 * process reads, without the busy timeout, which would hold this thread while it waits.
 */
export async function checkpoint(db: Database): Promise<void> {
  for (let tries = 1; ; tries++) {
    db.exec('PRAGMA busy_timeout = 0');
    const { busy } = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number };
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (!busy) return;
    if (tries === 250) throw Object.assign(new Error('a reader held the log'), { code: 'SQLITE_BUSY' });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// WAL, so readers never wait for the writer (one host only: WAL does not work over a network file
// system); synchronous=NORMAL, with which a commit survives SIGKILL, only a power cut may lose the last
// ones; secure_delete, so what a row held is overwritten, not left in a free page, once it is deleted; and
// a short busy timeout, as DatabaseSync blocks the event loop while it waits for a lock.
export function openDatabase(file: string): Database {
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as { DatabaseSync: new (file: string) => Database };
  const db = new DatabaseSync(file);
  try {
    db.exec(
      `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;`,
    );
    const version = () => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
    if (version() < migrations.length)
      // Read again under the lock: another process may have migrated meanwhile.
      transaction(db, () => {
        for (const migration of migrations.slice(version())) db.exec(migration);
        db.exec(`PRAGMA user_version = ${migrations.length}`);
      });
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

// One connection per database and process, whichever stores (the server's, the timer's purge) use it.
const databases = new Map<string, Database>();

export function connection(file: string): Database {
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
