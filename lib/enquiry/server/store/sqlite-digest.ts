import { digestStateOf, type DigestClaim, type DigestState } from './digest-claim';
import type { EnquiryRecord } from './record-schema';
import { transaction } from './sqlite';
import { FREE, listedIn, type RecordsTable } from './sqlite-records';

// Read by the names of DigestState's fields, which digestStateOf reads.
const DIGEST_STATE = 'last_sent_ms AS lastSentMs, failures, failing_ms AS failingSinceMs, next_ms AS nextAttemptMs';
const SETTLED = 'failures = 0, failing_ms = NULL, next_ms = NULL';
const TAKE = `UPDATE held_digest SET claimed_ms = $mono WHERE ${FREE} RETURNING ${DIGEST_STATE}, dropped`;
const READ = `SELECT ${DIGEST_STATE} FROM held_digest`;
const FAILED = 'UPDATE held_digest SET failures = failures + 1, failing_ms = coalesce(failing_ms, ?), next_ms = ?';
type DigestRow = Record<keyof DigestState, number | null>;

/** The held digest's claim and state in the database: the claim a conditional update, as a record's is. */
export function sqliteDigest({ db, sql, select, clock }: RecordsTable) {
  const claimDigest = async (): Promise<DigestClaim | undefined> => {
    const { mono, stale } = clock();
    const turn = sql(TAKE).get({ mono, stale }) as (DigestRow & { dropped: number }) | undefined;
    if (!turn) return undefined;
    let announced: EnquiryRecord[] = [];
    const unannounced = async () =>
      (announced = select(`WHERE ${listedIn('held', 'refused')} AND announced_ms IS NULL ORDER BY received_ms, id`));
    const sent = async (at: number) =>
      transaction(db(), () => {
        const ids = JSON.stringify(announced.map((record) => record.id));
        sql('UPDATE records SET announced_ms = ? WHERE id IN (SELECT value FROM json_each(?))').run(at, ids);
        sql(`UPDATE held_digest SET last_sent_ms = ?, dropped = max(0, dropped - ?), ${SETTLED}`).run(at, turn.dropped);
      });
    const failed = async (at: number, next: number) => void sql(FAILED).run(at, next);
    const settled = async () => void sql(`UPDATE held_digest SET ${SETTLED}`).run();
    const release = async () => void sql('UPDATE held_digest SET claimed_ms = NULL WHERE claimed_ms = ?').run(mono);
    return { ...digestStateOf(turn), dropped: turn.dropped, unannounced, sent, failed, settled, release };
  };
  return { claimDigest, digestState: async () => digestStateOf(sql(READ).get() as DigestRow) };
}
