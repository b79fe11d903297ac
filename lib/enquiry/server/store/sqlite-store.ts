import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DAY_MS, retention } from '@/lib/site/retention';
import { ENQUIRY_ID } from '../enquiry-id';
import { parseReference } from '../reference';
import {
  addressHash,
  digestStateOf,
  dueAt,
  emailKey,
  expiresAt,
  FINGERPRINT_MS,
  matches,
  readRecords,
  STALE_CLAIM_MS,
} from './records';
import type { DigestClaim, EnquiryRecord, EnquiryStore, Seen, StoreOptions } from './records';
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

/** A consistent copy taken while servers write (VACUUM INTO reads one snapshot), into a new file of mode 0600. */
export async function backupDatabase(outboxDir: string, target: string): Promise<void> {
  const file = path.resolve(outboxDir, DATABASE_FILE);
  if (!existsSync(file)) throw Object.assign(new Error('no database'), { code: 'ENOENT' });
  const copy = path.resolve(target);
  closeSync(openSync(copy, 'wx', 0o600));
  try {
    connection(file).prepare('VACUUM INTO ?').run(copy);
  } catch (error) {
    rmSync(copy, { force: true });
    throw error;
  }
}

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
// retention.ts. The database opens on first use: one that cannot open fails the calls, not the making.
// `remove` takes a record out whole: a spill's, once Redis has it (store.ts).
export function sqliteStore(
  outboxDir: string,
  options: StoreOptions = {},
): EnquiryStore & { remove(id: string): Promise<void> } {
  const { now = Date.now, onCorrupt = () => {}, onHeldCap = () => {}, heldCap = retention.heldCap } = options;
  const file = path.resolve(outboxDir, DATABASE_FILE);
  const sql = (text: string) => connection(file).prepare(text);
  const select = (where: string, ...values: unknown[]) => {
    const rows = sql(`SELECT id, record FROM records ${where}`).all(...values) as { id: string; record: string }[];
    return readRecords(rows, onCorrupt, now()).filter((record) => expiresAt(record) > now());
  };
  const write = (record: EnquiryRecord) =>
    sql(
      `INSERT INTO records (id, reference, received_ms, status, status_ms, email_key, record, next_ms)
       VALUES ($id, $reference, $received, $status, $statusMs, $emailKey, $record, $next)
       ON CONFLICT (id) DO UPDATE SET reference = $reference, received_ms = $received, status = $status,
         status_ms = $statusMs, email_key = $emailKey, record = $record, next_ms = $next`,
    ).run({
      id: record.id,
      reference: record.reference,
      received: Date.parse(record.receivedAt),
      status: record.status,
      statusMs: Date.parse(record.statusAt),
      emailKey: emailKey(record.fields.email),
      record: JSON.stringify(record),
      next: dueAt(record) ?? null,
    });
  // The oldest held past the cap go, but not one an operator is releasing; the next digest counts them.
  const capHeld = () => {
    const { changes } = sql(
      `DELETE FROM records WHERE rowid IN (SELECT rowid FROM records WHERE status = 'held' AND received_ms > $since
         AND (claimed_ms IS NULL OR claimed_ms <= $stale) ORDER BY received_ms, id
         LIMIT max(0, (SELECT count(*) FROM records WHERE status = 'held' AND received_ms > $since) - $cap))`,
    ).run({ since: now() - retention.heldDays * DAY_MS, stale: now() - STALE_CLAIM_MS, cap: heldCap });
    if (!changes) return;
    sql('UPDATE held_digest SET dropped = dropped + ?').run(changes);
    onHeldCap(changes);
  };
  // The digest's claim, a conditional update as a record's is.
  const claimDigest = async (): Promise<DigestClaim | undefined> => {
    const at = now();
    const turn = sql(
      `UPDATE held_digest SET claimed_ms = ? WHERE claimed_ms IS NULL OR claimed_ms <= ? RETURNING ${DIGEST_STATE}, dropped`,
    ).get(at, at - STALE_CLAIM_MS) as (DigestRow & { dropped: number }) | undefined;
    if (!turn) return undefined;
    let read: EnquiryRecord[] = [];
    const unannounced = async () =>
      (read = select(`WHERE status IN ('held', 'refused') AND announced_ms IS NULL ORDER BY received_ms, id`));
    const sent = async (at: number) =>
      transaction(connection(file), () => {
        const ids = JSON.stringify(read.map((record) => record.id));
        sql('UPDATE records SET announced_ms = ? WHERE id IN (SELECT value FROM json_each(?))').run(at, ids);
        sql(`UPDATE held_digest SET last_sent_ms = ?, dropped = max(0, dropped - ?), ${SETTLED}`).run(at, turn.dropped);
      });
    const failed = async (at: number, next: number) =>
      void sql('UPDATE held_digest SET failures = failures + 1, failing_ms = coalesce(failing_ms, ?), next_ms = ?').run(
        at,
        next,
      );
    const settled = async () => void sql(`UPDATE held_digest SET ${SETTLED}`).run();
    const release = async () => void sql('UPDATE held_digest SET claimed_ms = NULL WHERE claimed_ms = ?').run(at);
    return { ...digestState(turn), dropped: turn.dropped, unannounced, sent, failed, settled, release };
  };
  const forgetFingerprints = () => sql('DELETE FROM fingerprints WHERE expires_ms <= ?').run(now());
  return {
    kind: 'sqlite',
    async save(record) {
      write(record);
      if (record.status === 'held') capHeld();
      return 'sqlite';
    },
    remove: async (id) => void sql('DELETE FROM records WHERE id = ?').run(id),
    async find(idOrReference) {
      const reference = parseReference(idOrReference);
      const by = reference ? 'reference' : ENQUIRY_ID.test(idOrReference) && 'id';
      return by ? select(`WHERE ${by} = ?`, reference ?? idOrReference)[0] : undefined;
    },
    async list(filter = {}) {
      const email = filter.email ? [emailKey(filter.email)] : [];
      const found = select(`${email.length ? 'WHERE email_key = ?' : ''} ORDER BY received_ms, id`, ...email);
      return found.filter((record) => matches(record, filter));
    },
    async eraseEmail(email) {
      const erased = sql('DELETE FROM records WHERE email_key = ? RETURNING id').all(emailKey(email));
      const { changes } = sql('DELETE FROM fingerprints WHERE address = ?').run(addressHash(email));
      await checkpoint(connection(file));
      return { ids: (erased as { id: string }[]).map((row) => row.id), fingerprints: changes };
    },
    // A row that is not JSON is kept, for an operator to look at.
    async purge() {
      forgetFingerprints();
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
      await checkpoint(connection(file));
      return changes;
    },
    // A claim is a conditional update: taken when free, or when its holder has held it past STALE_CLAIM_MS.
    async claim(id) {
      const at = now();
      const free = 'id = ? AND (claimed_ms IS NULL OR claimed_ms <= ?)';
      if (sql(`UPDATE records SET claimed_ms = ? WHERE ${free}`).run(at, id, at - STALE_CLAIM_MS).changes)
        return async () => void sql('UPDATE records SET claimed_ms = NULL WHERE id = ? AND claimed_ms = ?').run(id, at);
      // None to take: the caller reads the record under it, and finds it missing rather than busy.
      return sql('SELECT 1 FROM records WHERE id = ?').get(id) ? undefined : async () => {};
    },
    claimDigest,
    digestState: async () => digestState(sql(`SELECT ${DIGEST_STATE} FROM held_digest`).get() as DigestRow),
    due: async (at, limit) => select('WHERE next_ms <= ? ORDER BY next_ms, id LIMIT ?', at, limit),
    async oldestWaiting() {
      const since = now() - retention.undeliveredDays * DAY_MS;
      const oldest = sql('SELECT min(received_ms) AS ms FROM records WHERE next_ms IS NOT NULL AND received_ms > ?');
      return (oldest.get(since) as { ms: number | null }).ms ?? undefined;
    },
    // Expired ones go first: the policy keeps a fingerprint FINGERPRINT_MS, and the hourly purge catches the rest.
    async fingerprint(key, id) {
      forgetFingerprints();
      const seen = JSON.stringify({ id } satisfies Seen);
      const noted = sql(`INSERT INTO fingerprints (key, address, seen, expires_ms) VALUES (?, ?, ?, ?)
        ON CONFLICT (key) DO NOTHING`).run(key, key.split(':')[0], seen, now() + FINGERPRINT_MS);
      if (noted.changes) return undefined;
      return JSON.parse((sql('SELECT seen FROM fingerprints WHERE key = ?').get(key) as { seen: string }).seen) as Seen;
    },
    fingerprintEnded: async (key, seen) =>
      void sql('UPDATE fingerprints SET seen = ? WHERE key = ?').run(JSON.stringify(seen), key),
    flag: async (name) => (sql('SELECT value FROM flags WHERE name = ?').get(name) as { value?: string })?.value,
    // One statement, so of two servers swapping at once one sees the other's value.
    async swapFlag(name, value) {
      const swap = sql(`INSERT INTO flags (name, value) VALUES (?, ?)
        ON CONFLICT (name) DO UPDATE SET previous = value, value = excluded.value RETURNING previous`);
      return (swap.get(name, value) as { previous: string | null }).previous ?? undefined;
    },
  };
}
