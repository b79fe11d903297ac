import { digestStateOf, type DigestClaim } from './digest-claim';
import type { EnquiryRecord } from './record-schema';
import { transaction } from './sqlite';
import { FREE, type RecordsTable } from './sqlite-records';

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

/** The held digest's claim and state in the database: the claim a conditional update, as a record's is. */
export function sqliteDigest({ db, sql, select, clock }: RecordsTable) {
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
  return {
    claimDigest,
    digestState: async () => digestState(sql(`SELECT ${DIGEST_STATE} FROM held_digest`).get() as DigestRow),
  };
}
