import type { EnquiryRecord } from './record-schema';

/**
 * The held digest's state every instance shares: when the last digest went and, while it fails, how many
 * times it has failed since, since when (the first of them), and when it is tried next.
 */
export type DigestState = { lastSentMs?: number; failures: number; failingSinceMs?: number; nextAttemptMs?: number };

/**
 * The held digest's claim, one instance's at a time: its state, the held the cap dropped since the last
 * digest, and the held and refused no digest has announced yet (oldest first), until `sent` marks them announced.
 */
export type DigestClaim = DigestState & {
  dropped: number;
  /** Read under the claim when asked (most find the digest not due); sent() marks what it gave. */
  unannounced(): Promise<EnquiryRecord[]>;
  /** The digest went at `at`: what unannounced() gave is announced, and the failures end. */
  sent(at: number): Promise<void>;
  /** One more failure, at `at`; the next attempt is not before `nextAttemptMs`. */
  failed(at: number, nextAttemptMs: number): Promise<void>;
  /** Nothing is left to announce: the failures end, and the last digest's time stays. */
  settled(): Promise<void>;
  release: () => Promise<void>;
};

/** The digest's state as either store reads it, by its fields' names (a number, or its text), with those not set left out. */
export function digestStateOf(read: Partial<Record<keyof DigestState, number | string | null>>): DigestState {
  const state: DigestState = { failures: Number(read.failures ?? 0) };
  for (const name of ['lastSentMs', 'failingSinceMs', 'nextAttemptMs'] as const)
    if (read[name] !== null && read[name] !== undefined && read[name] !== '') state[name] = Number(read[name]);
  return state;
}

/** Since when the digest has failed, once that is longer ago than `afterMs`; undefined while it is not overdue. */
export const digestOverdueSince = ({ failingSinceMs }: DigestState, afterMs: number, now: number) =>
  failingSinceMs !== undefined && now - failingSinceMs > afterMs ? failingSinceMs : undefined;
