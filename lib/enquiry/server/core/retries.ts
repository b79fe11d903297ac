import { createHash } from 'node:crypto';
import { withTimeout, type Redis } from '@/lib/redis';
import { rateLimitWindows } from '@/lib/site/retention';
import { enquiryFields, pickFields } from '../../fields';
import type { Enquiry } from '../../schema';

// `refused`: the mail server refused its message for itself, and would refuse it again.
type EarlierAttempt = { id: string; delivered: boolean; refused?: true };
type Outcome = 'delivered' | 'refused';

export type Retries = {
  claim(enquiry: Enquiry, id: string): Promise<EarlierAttempt | undefined>;
  delivered(enquiry: Enquiry, id: string): Promise<void>;
  refused(enquiry: Enquiry, id: string): Promise<void>;
  eraseAddress(email: string): Promise<number>;
};

const attemptWith = (id: string, outcome: Outcome): EarlierAttempt =>
  outcome === 'delivered' ? { id, delivered: true } : { id, delivered: false, refused: true };

const MAX_REMEMBERED = 10_000;
const PREFIX = 'sarnia:retry:';

// Never past the span the privacy policy states, whatever CONTACT_RATE_LIMIT_WINDOW_S says.
export const retryWindowMs = (windowS: number) => Math.min(windowS, rateLimitWindows.clientS) * 1000;

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

// Erasing an address finds every fingerprint by its hash; compared without case, as a mailbox is in practice.
export const addressHash = (email: string): string => hash(`address:${email.trim().toLowerCase()}`);

// Every field the visitor sent, in the list's order: the same enquiry from another page is another enquiry.
function fingerprint(enquiry: Enquiry): string {
  const fields = pickFields(enquiry);
  return `${addressHash(enquiry.email)}:${hash(JSON.stringify(enquiryFields.map((field) => fields[field] ?? null)))}`;
}

function memoryRetries(windowMs: number, now: () => number): Retries {
  // Insertion order is expiry order: every entry lives windowMs, and a renewed one is re-inserted.
  const seen = new Map<string, { attempt: EarlierAttempt; until: number }>();
  let sweep: NodeJS.Timeout | undefined;
  const forgetExpired = () => {
    for (const [oldest, entry] of seen) {
      if (seen.size <= MAX_REMEMBERED && entry.until > now()) break;
      seen.delete(oldest);
    }
  };
  // A quiet server forgets too: a timer per oldest entry, which never holds the process open.
  const scheduleSweep = () => {
    const oldest = seen.values().next().value;
    if (sweep || !oldest) return;
    sweep = setTimeout(
      () => {
        sweep = undefined;
        forgetExpired();
        scheduleSweep();
      },
      Math.max(1, oldest.until - now()),
    );
    sweep.unref?.();
  };
  const settle = (outcome: Outcome) => async (enquiry: Enquiry, id: string) => {
    const entry = seen.get(fingerprint(enquiry));
    if (entry?.attempt.id === id) entry.attempt = attemptWith(id, outcome);
  };
  return {
    async claim(enquiry, id) {
      const key = fingerprint(enquiry);
      const earlier = seen.get(key);
      if (earlier && earlier.until > now()) return earlier.attempt;
      seen.delete(key);
      seen.set(key, { attempt: { id, delivered: false }, until: now() + windowMs });
      // Past the bound the oldest go, so memory stays flat whatever the traffic.
      forgetExpired();
      scheduleSweep();
      return undefined;
    },
    delivered: settle('delivered'),
    refused: settle('refused'),
    async eraseAddress(email) {
      const owned = `${addressHash(email)}:`;
      let erased = 0;
      for (const key of [...seen.keys()]) if (key.startsWith(owned) && seen.delete(key)) erased++;
      return erased;
    },
  };
}

function redisRetries(redis: Redis, windowMs: number, fallback: Retries): Retries {
  const key = (enquiry: Enquiry) => `${PREFIX}${fingerprint(enquiry)}`;
  const settle = (outcome: Outcome) => async (enquiry: Enquiry, id: string) => {
    const value = JSON.stringify(attemptWith(id, outcome));
    await fallback[outcome](enquiry, id);
    await withTimeout(redis.set(key(enquiry), value, { condition: 'XX', expiration: 'KEEPTTL' })).catch(() => {});
  };
  return {
    async claim(enquiry, id) {
      try {
        const value = JSON.stringify({ id, delivered: false });
        const options = { condition: 'NX', GET: true, expiration: { type: 'PX', value: windowMs } } as const;
        const earlier = await withTimeout(redis.set(key(enquiry), value, options));
        return typeof earlier === 'string' ? (JSON.parse(earlier) as EarlierAttempt) : undefined;
      } catch {
        return fallback.claim(enquiry, id);
      }
    },
    delivered: settle('delivered'),
    refused: settle('refused'),
    // Unlike claim, erasing does not fall back: an erasure Redis did not confirm must fail loudly.
    async eraseAddress(email) {
      let erased = await fallback.eraseAddress(email);
      const match = `${PREFIX}${addressHash(email)}:*`;
      for await (const keys of redis.scanIterator({ MATCH: match, COUNT: 200 }))
        if (keys.length) erased += await withTimeout(redis.del(keys));
      return erased;
    },
  };
}

/** A visitor who sends the same enquiry again within the window is retrying, not writing twice. */
export function createRetries(windowMs: number, redis?: Redis, now: () => number = Date.now): Retries {
  const memory = memoryRetries(windowMs, now);
  return redis ? redisRetries(redis, windowMs, memory) : memory;
}
