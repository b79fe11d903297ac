import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { EnquiryLog } from '@/lib/log';
import { REDIS_COMMAND_TIMEOUT_MS, type Redis } from '@/lib/redis';
import { rateLimitWindows } from '@/lib/site/retention';

// A client that could have chosen its key (selfReported) also spends the allowance all such clients share,
// so a new key per request buys no more than that.
export type ClientIdentity = { key: string; selfReported: boolean };

export type Verdict = { ok: true } | { ok: false; retryAfterS: number; shared: boolean };

export type EnquiryLimits = {
  /** Taken before the body is read: floods, 400s, 413s. */
  attempt(client: ClientIdentity): Promise<Verdict>;
  /** Every valid enquiry (sent, failed or caught by the honeypot alike). */
  enquiry(client: ClientIdentity): Promise<Verdict>;
  /** When the shared allowance opens again (ms since 1970), or undefined while it is open. */
  sharedSpentUntil(): Promise<number | undefined>;
};

export type Budget = 'attempts' | 'enquiries';

export type SharedSpend = { budget: Budget; reopensAt: number };

// So a visitor's typo never costs an enquiry.
export const ATTEMPTS_PER_ENQUIRY = 4;

export const SHARED_WINDOW_S = rateLimitWindows.sharedS;

// A script left looping at one self-reported address is stopped at a tenth of the shared allowance a day.
export const perAddressPerDay = (sharedPoints: number) => Math.ceil(sharedPoints / 10);

const SHARED_KEY = 'self-reported';

type Store = { redis?: Redis; timeoutMs?: number };
type Settings = Store & {
  max: number;
  windowS: number;
  sharedMax: number;
  onSharedSpent?: (spend: SharedSpend) => void;
};

function limiter(name: string, points: number, duration: number, { redis, timeoutMs }: Store): RateLimiterAbstract {
  const keyPrefix = `sarnia:limit:${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  // Redis shares the count between every instance; when it is down or slow, each instance counts alone.
  const shared = new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: memory,
  });
  return new RLWrapperTimeouts({ limiter: shared, timeoutMs: timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS });
}

const refused = (msBeforeNext: number, shared: boolean): Verdict => ({
  ok: false,
  retryAfterS: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  shared,
});

async function take(limit: RateLimiterAbstract, key: string, refuse: (msBeforeNext: number) => Verdict) {
  try {
    await limit.consume(key);
    return { ok: true } as const;
  } catch (result) {
    if (result instanceof RateLimiterRes) return refuse(result.msBeforeNext);
    throw result;
  }
}

function budget(name: Budget, points: number, sharedPoints: number, settings: Settings) {
  const client = limiter(name, points, settings.windowS, settings);
  const addressDay = limiter(`${name}-address-day`, perAddressPerDay(sharedPoints), SHARED_WINDOW_S, settings);
  const shared = limiter(`${name}-shared`, sharedPoints, SHARED_WINDOW_S, settings);
  const own = (msBeforeNext: number) => refused(msBeforeNext, false);
  const spend = (msBeforeNext: number) => {
    const reopensAt = Date.now() + msBeforeNext;
    settings.onSharedSpent?.({ budget: name, reopensAt });
    return reopensAt;
  };
  const spent = (msBeforeNext: number) => (spend(msBeforeNext), refused(msBeforeNext, true));
  const spentFor = async () => {
    const state = await shared.get(SHARED_KEY);
    return state && state.remainingPoints <= 0 ? state.msBeforeNext : undefined;
  };
  const takeSlot = async ({ key, selfReported }: ClientIdentity): Promise<Verdict> => {
    if (!selfReported) return take(client, key, own);
    // Once the shared allowance is spent, refuse before counting: rotating addresses then make no new keys.
    const spentMs = await spentFor();
    if (spentMs !== undefined) return spent(spentMs);
    // The client's own limits first, so what a client is refused never spends the shared allowance.
    for (const [limit, limitKey, refuse] of [
      [client, key, own],
      [addressDay, key, own],
      [shared, SHARED_KEY, spent],
    ] as const) {
      const verdict = await take(limit, limitKey, refuse);
      if (!verdict.ok) return verdict;
    }
    return { ok: true };
  };
  const spentUntil = async () => {
    const spentMs = await spentFor();
    return spentMs === undefined ? undefined : spend(spentMs);
  };
  return { take: takeSlot, spentUntil };
}

export function createLimits(settings: Settings): EnquiryLimits {
  const { max, sharedMax } = settings;
  const attempts = budget('attempts', max * ATTEMPTS_PER_ENQUIRY, sharedMax * ATTEMPTS_PER_ENQUIRY, settings);
  const enquiries = budget('enquiries', max, sharedMax, settings);
  return {
    attempt: attempts.take,
    enquiry: enquiries.take,
    async sharedSpentUntil() {
      const until = await Promise.all([attempts.spentUntil(), enquiries.spentUntil()]);
      const spent = until.filter((at) => at !== undefined);
      return spent.length ? Math.max(...spent) : undefined;
    },
  };
}

/** The Review page's own bucket, apart from the form's: an operator needs a handful; a token guesser gets few. */
export function createReviewLimit(store: Store = {}): (client: ClientIdentity) => Promise<Verdict> {
  const review = limiter('review', 30, 600, store);
  return (client) => take(review, client.key, (msBeforeNext) => refused(msBeforeNext, false));
}

/**
 * One warning per spending of a shared allowance, with when it reopens, not one per refused request; each
 * instance keeps its own, so each warns once.
 */
export function watchSharedAllowance(log: Pick<EnquiryLog, 'warn'>, now: () => number = Date.now) {
  const spentUntil = new Map<Budget, number>();
  return ({ budget, reopensAt }: SharedSpend): void => {
    const known = spentUntil.get(budget);
    spentUntil.set(budget, reopensAt);
    if (known !== undefined && now() < known) return;
    log.warn({ event: 'enquiry.shared-spent', limit: 'shared', budget, reopensAt: new Date(reopensAt).toISOString() });
  };
}
