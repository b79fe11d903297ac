import type { ServerEnv } from '@/lib/env';

/** How long an undelivered enquiry waits between attempts (REDELIVERY_FIRST_S, REDELIVERY_MAX_S). */
export type Backoff = { firstS: number; maxS: number };

export const backoffOf = (env: Pick<ServerEnv, 'REDELIVERY_FIRST_S' | 'REDELIVERY_MAX_S'>): Backoff => ({
  firstS: env.REDELIVERY_FIRST_S,
  maxS: env.REDELIVERY_MAX_S,
});

/**
 * When an enquiry whose `attempts`-th attempt just failed is tried again (ms): the first wait, doubling
 * each time up to the longest. A permanent refusal (an SMTP 5xx) waits the longest at once: it will be
 * refused again until someone mends the settings.
 */
export function nextAttemptAt(attempts: number, permanent: boolean, { firstS, maxS }: Backoff, now: number): number {
  const waitS = permanent ? maxS : Math.min(maxS, firstS * 2 ** Math.max(0, attempts - 1));
  return now + waitS * 1000;
}
