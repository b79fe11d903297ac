import type { ServerEnv } from '@/lib/env';

export type Backoff = { firstS: number; maxS: number };

export const backoffOf = (env: Pick<ServerEnv, 'REDELIVERY_FIRST_S' | 'REDELIVERY_MAX_S'>): Backoff => ({
  firstS: env.REDELIVERY_FIRST_S,
  maxS: env.REDELIVERY_MAX_S,
});

// A permanent refusal (an SMTP 5xx) waits the longest at once: it will be refused again until someone mends the settings.
export function nextAttemptAt(attempts: number, permanent: boolean, { firstS, maxS }: Backoff, now: number): number {
  const waitS = permanent ? maxS : Math.min(maxS, firstS * 2 ** Math.max(0, attempts - 1));
  return now + waitS * 1000;
}
