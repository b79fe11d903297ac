export type RateLimiter = {
  /** Seconds until the client may send again, or 0 when it may send now. */
  retryAfter(key: string, now?: number): number;
  record(key: string, now?: number): void;
};

/**
 * A sliding-window counter per client kept in memory. At most `maxKeys` clients are remembered;
 * past that the least recently seen are forgotten, so memory stays bounded however many clients come.
 */
export function createRateLimiter({
  max,
  windowMs,
  maxKeys = 10_000,
}: {
  max: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const hits = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const times = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
    if (times.length) {
      hits.delete(key);
      hits.set(key, times);
    } else {
      hits.delete(key);
    }
    return times;
  };

  return {
    retryAfter(key, now = Date.now()) {
      const times = recent(key, now);
      if (times.length < max) return 0;
      const oldest = times[times.length - max] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    record(key, now = Date.now()) {
      const times = recent(key, now);
      times.push(now);
      hits.delete(key);
      hits.set(key, times.slice(-max));
      while (hits.size > maxKeys) {
        const oldestKey = hits.keys().next().value;
        if (oldestKey === undefined) break;
        hits.delete(oldestKey);
      }
    },
  };
}
