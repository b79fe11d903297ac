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

/**
 * A client, and the wider networks its address is in, each with a limit of its own (transport/identity.ts):
 * `network`, an IPv6 /56 or an IPv4 /24; `block`, an IPv6 /48. A client that could have chosen its key
 * (selfReported) also spends the requests all such clients share.
 */
export type ClientIdentity = { key: string; selfReported: boolean; network?: string; block?: string };

export type Verdict = { ok: true } | { ok: false; retryAfterS: number; shared: boolean };

export type EnquiryLimits = {
  /** Taken before the body is read: floods, 400s, 413s. */
  attempt(client: ClientIdentity): Promise<Verdict>;
  /**
   * An attempt given back: a body refused before validation (`junk`) keeps spending the client's own count, its
   * junk budget, and no network's; one the start command read before Next (deploy/unknown-action.mjs), all of it.
   */
  giveBack(client: ClientIdentity, junk: boolean): Promise<void>;
  /** Every valid enquiry (sent, failed or caught by the honeypot alike), each spending the site's ceiling. */
  enquiry(client: ClientIdentity): Promise<Verdict>;
  /** When a shared allowance (the ceiling, or self-reported clients' requests) opens again (ms since 1970), or undefined while open. */
  sharedSpentUntil(): Promise<number | undefined>;
};

export type Budget = 'attempts' | 'enquiries';

export type SharedSpend = { budget: Budget; reopensAt: number };

// So a visitor's typo never costs an enquiry.
export const ATTEMPTS_PER_ENQUIRY = 4;

export const SHARED_WINDOW_S = rateLimitWindows.sharedS;

// No client and no network (nor, IPv6, its /48) takes more than a tenth of the site's ceiling in a day, so closing
// the form for everyone takes ten networks a whole day; a self-reported client, a tenth of the requests.
export const perAddressPerDay = (sharedPoints: number) => Math.ceil(sharedPoints / 10);

// A network's limit, in the window a client's is counted in, as a multiple of one client's: a /56 (or an IPv4
// /24) is one home line, office or server, a few people at most, so twice one; a /48 is one site of an
// organisation, four times one. A flood from one network then reaches no further than these, whatever its
// number of addresses; a visitor from another network is served.
export const NETWORK_CLIENTS = 2;
export const BLOCK_CLIENTS = 4;

const SHARED_KEY = 'site';

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

/**
 * `ceiling`: every client spends the shared allowance (the enquiries: what reaches the inbox and the store);
 * otherwise self-reported ones alone do (requests of any kind, which keep nothing: a ceiling on them would let
 * anyone close the form with junk).
 */
function budget(name: Budget, points: number, sharedPoints: number, settings: Settings, ceiling: boolean) {
  const { windowS } = settings;
  const client = limiter(name, points, windowS, settings);
  const network = limiter(`${name}-network`, points * NETWORK_CLIENTS, windowS, settings);
  const block = limiter(`${name}-block`, points * BLOCK_CLIENTS, windowS, settings);
  // A client's key and its networks' never meet (a network's ends with its prefix, an IPv4 client's has none).
  const day = limiter(`${name}-day`, perAddressPerDay(sharedPoints), SHARED_WINDOW_S, settings);
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
  // The client's own limits first, then its networks', so what one is refused never spends the shared allowance.
  const steps = (identity: ClientIdentity): [RateLimiterAbstract, string | undefined, (ms: number) => Verdict][] => {
    const sharing = ceiling || identity.selfReported;
    return [
      [client, identity.key, own],
      [network, identity.network, own],
      [block, identity.block, own],
      [day, sharing ? identity.key : undefined, own],
      [day, ceiling ? identity.network : undefined, own],
      [day, ceiling ? identity.block : undefined, own],
      [shared, sharing ? SHARED_KEY : undefined, spent],
    ];
  };
  const takeSlot = async (identity: ClientIdentity): Promise<Verdict> => {
    // Once the shared allowance is spent, refuse before counting: rotating addresses then make no new keys.
    const spentMs = ceiling || identity.selfReported ? await spentFor() : undefined;
    if (spentMs !== undefined) return spent(spentMs);
    for (const [limit, limitKey, refuse] of steps(identity)) {
      const verdict = limitKey === undefined ? undefined : await take(limit, limitKey, refuse);
      if (verdict && !verdict.ok) return verdict;
    }
    return { ok: true };
  };
  const spentUntil = async () => {
    const spentMs = await spentFor();
    return spentMs === undefined ? undefined : spend(spentMs);
  };
  const giveBack = async (identity: ClientIdentity, junk: boolean) => {
    for (const [limit, limitKey] of steps(identity).slice(junk ? 1 : 0)) if (limitKey) await limit.reward(limitKey);
  };
  return { take: takeSlot, giveBack, spentUntil };
}

export function createLimits(settings: Settings): EnquiryLimits {
  const { max, sharedMax } = settings;
  const attempts = budget('attempts', max * ATTEMPTS_PER_ENQUIRY, sharedMax * ATTEMPTS_PER_ENQUIRY, settings, false);
  const enquiries = budget('enquiries', max, sharedMax, settings, true);
  return {
    attempt: attempts.take,
    giveBack: attempts.giveBack,
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
