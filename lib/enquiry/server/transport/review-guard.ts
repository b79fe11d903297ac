import type { ServerEnv } from '@/lib/env';
import { countRefusal } from '../core/refusal-tally';
import { failureAnswers } from '../core/result';
import { formPostGuard } from './form-post-guard';
import { answerPage } from '../held/review-document';

export const REVIEW_PATH = '/operators/held/';

// The Review page's form sends one button and nothing else: a few bytes.
const REVIEW_POST_MAX_BYTES = 1024;

/** The one origin a Review post may name: SITE_URL's, which the digest's links are made from (none without it). */
export const reviewOrigins = (env: Pick<ServerEnv, 'SITE_URL'>): string[] =>
  env.SITE_URL ? [new URL(env.SITE_URL).origin] : [];

/**
 * The page's own form, posted under its Referrer-Policy no-referrer, sends `Origin: null` with Sec-Fetch-Site
 * same-origin: `null` passes only so. Any other Origin must be SITE_URL's, whatever Sec-Fetch-Site claims, and
 * never the request's own Host, which the client writes. A request with neither header (not a browser's) passes:
 * the token is the capability.
 */
export function isForeignPost(headers: Headers, origins: readonly string[]): boolean {
  const site = headers.get('sec-fetch-site');
  const origin = headers.get('origin');
  if (site && site !== 'same-origin') return true;
  if (origin === 'null') return site !== 'same-origin';
  return origin !== null && !origins.includes(origin);
}

// In the page's own words: the enquiry form's refusals speak to a visitor.
export const refuseReviewPost = formPostGuard(
  REVIEW_POST_MAX_BYTES,
  (code) => answerPage('refused', failureAnswers[code].status),
  isForeignPost,
);

/** The route's own check, where the proxy did not run: refused as the proxy refuses, and counted. */
export function foreignReviewPost(request: Request, env: Pick<ServerEnv, 'SITE_URL'>): Response | undefined {
  if (!isForeignPost(request.headers, reviewOrigins(env))) return undefined;
  countRefusal('foreign-origin');
  return answerPage('refused');
}
