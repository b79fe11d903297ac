import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { REDIS_COMMAND_TIMEOUT_MS, type Redis } from '@/lib/redis';

type Verdict = { ok: true } | { ok: false; retryAfterS: number };

export type EnquiryLimits = {
  /** Every request that gets as far as its body, taken before the body is read: floods, 400s, 413s. */
  attempt(key: string): Promise<Verdict>;
  /** Every valid enquiry (sent, failed or caught by the honeypot alike), taken before it is sent. */
  enquiry(key: string): Promise<Verdict>;
};

/** How many requests a client may make per enquiry it may send, so a visitor's typo never costs an enquiry. */
export const ATTEMPTS_PER_ENQUIRY = 4;

type Settings = { max: number; windowS: number; redis?: Redis; timeoutMs?: number };

function limiter(name: string, points: number, { windowS, redis, timeoutMs }: Settings): RateLimiterAbstract {
  const keyPrefix = `sarnia:limit:${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowS });
  if (!redis) return memory;
  // Redis shares the count between every instance; when it is down or slow, each instance counts alone.
  const shared = new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix,
    points,
    duration: windowS,
    insuranceLimiter: memory,
  });
  return new RLWrapperTimeouts({ limiter: shared, timeoutMs: timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS });
}

async function take(limit: RateLimiterAbstract, key: string): Promise<Verdict> {
  try {
    await limit.consume(key);
    return { ok: true };
  } catch (result) {
    if (result instanceof RateLimiterRes)
      return { ok: false, retryAfterS: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
    throw result;
  }
}

/** The two budgets a client has in each window, counted atomically (the limiter's consume). */
export function createLimits(settings: Settings): EnquiryLimits {
  const attempts = limiter('attempts', settings.max * ATTEMPTS_PER_ENQUIRY, settings);
  const enquiries = limiter('enquiries', settings.max, settings);
  return { attempt: (key) => take(attempts, key), enquiry: (key) => take(enquiries, key) };
}
