// node:sqlite, built into Node 24: no native build, no download. Loaded on first use only, where the disk
// store is chosen, so nothing else (the proxy least of all) carries it. The project's @types/node predates
// it: these are the few calls the store makes.
type Statement = {
  run(...values: unknown[]): { changes: number | bigint };
  get(...values: unknown[]): unknown;
  all(...values: unknown[]): unknown[];
};
export type Database = {
  exec(sql: string): void;
  prepare(sql: string): Statement;
  close(): void;
};
type Sqlite = { DatabaseSync: new (file: string) => Database };

/**
 * The schema, one migration per version (PRAGMA user_version): the first release starts at 1, and each
 * later change of the schema is one more entry here, never an edit of one that has run.
 */
const migrations: readonly string[] = [
  `CREATE TABLE records (
     id TEXT PRIMARY KEY,
     reference TEXT NOT NULL,
     received_ms INTEGER NOT NULL,
     status TEXT NOT NULL,
     status_ms INTEGER NOT NULL,
     email_key TEXT NOT NULL,
     record TEXT NOT NULL,
     claimed_ms INTEGER,
     next_ms INTEGER,
     announced_ms INTEGER
   );
   CREATE INDEX records_reference ON records (reference);
   CREATE INDEX records_email ON records (email_key);
   CREATE INDEX records_status ON records (status, received_ms);
   CREATE INDEX records_due ON records (next_ms) WHERE next_ms IS NOT NULL;
   CREATE TABLE marks (name TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE held_digest (
     one INTEGER PRIMARY KEY CHECK (one = 1),
     last_sent_ms INTEGER,
     dropped INTEGER NOT NULL DEFAULT 0,
     claimed_ms INTEGER
   );
   INSERT INTO held_digest (one) VALUES (1);`,
];

// DatabaseSync blocks the event loop while it waits for another connection's lock: a short wait, and
// transactions of a statement or two.
const BUSY_TIMEOUT_MS = 500;

/**
 * Opens the database (WAL, so readers never wait for the writer: one host only, WAL does not work over a
 * network file system) and brings its schema up to date. synchronous=NORMAL: in WAL mode a committed
 * write survives the process being killed (SIGKILL); only a power cut may lose the last ones.
 */
export function openDatabase(file: string): Database {
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as Sqlite;
  const db = new DatabaseSync(file);
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;`);
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: Database) {
  const version = () => Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  if (version() >= migrations.length) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    // Read again under the lock: another process may have migrated meanwhile.
    for (let next = version(); next < migrations.length; next++) db.exec(migrations[next]!);
    db.exec(`PRAGMA user_version = ${migrations.length}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
