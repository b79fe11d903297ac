import type { EnquiryLimits } from './rate-limit';

// Shared by the limit tests in memory (rate-limit.test.ts) and in Redis (integration/enquiry).

/** A client as a trusted proxy (or Vercel) names it. */
export const trusted = (key: string) => ({ key, selfReported: false });

/** One budget taken `times` times by one trusted client, with each verdict. */
export async function take(limits: EnquiryLimits, kind: 'attempt' | 'enquiry', key: string, times: number) {
  const verdicts = [];
  for (let i = 0; i < times; i++) verdicts.push(await limits[kind](trusted(key)));
  return verdicts;
}

/** A shared allowance these tests never reach. */
export const sharedMax = 1000;

/**
 * Whether a refusal's Retry-After fits a window of `windowS` that opened no earlier than `since` (ms since
 * 1970, taken before the first request that could open it): at most the whole window, and at least what is
 * left of it counted from `since`, however slowly the requests ran.
 */
export function withinWindow(retryAfterS: number, windowS: number, since: number) {
  return retryAfterS <= windowS && retryAfterS >= windowS - (Date.now() - since) / 1000;
}
