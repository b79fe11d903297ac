import { isCrossSite } from '@/lib/http';
import { failureAnswers } from '../core/result';
import { formPostGuard } from '../transport/form-post-guard';
import { answerPage } from './review-document';

/** The path of every Review page: /operators/held/<token>. */
export const REVIEW_PATH = '/operators/held/';

// The Review page's form sends one button and nothing else: a few bytes.
const REVIEW_POST_MAX_BYTES = 1024;

/**
 * A post that did not come from the Review page itself. The page is sent with Referrer-Policy: no-referrer,
 * under which a browser posts its form with `Origin: null`; its Sec-Fetch-Site still says same-origin, so
 * that decides where a browser sent it. Without it, the Origin does, as for the enquiry form.
 */
export function isForeignPost(headers: Headers, ownHosts: readonly string[]): boolean {
  const site = headers.get('sec-fetch-site');
  return site ? site !== 'same-origin' : isCrossSite(headers, ownHosts);
}

/**
 * The proxy's rule for a post to a Review page, in its own words (the enquiry form's refusals speak to a
 * visitor): one from another site (403), of unknown length (411) or larger than the page's form (413)
 * does nothing.
 */
export const refuseReviewPost = formPostGuard(
  REVIEW_POST_MAX_BYTES,
  (code) => answerPage('refused', failureAnswers[code].status),
  isForeignPost,
);
