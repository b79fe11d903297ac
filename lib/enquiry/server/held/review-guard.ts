import { isCrossSite } from '@/lib/http';
import { failureAnswers } from '../core/result';
import { formPostGuard } from '../transport/form-post-guard';
import { answerPage } from './review-document';

export const REVIEW_PATH = '/operators/held/';

// The Review page's form sends one button and nothing else: a few bytes.
const REVIEW_POST_MAX_BYTES = 1024;

// Under the page's Referrer-Policy no-referrer a browser posts its form with `Origin: null`; its
// Sec-Fetch-Site still says same-origin, so that decides where a browser sends it.
export function isForeignPost(headers: Headers, ownHosts: readonly string[]): boolean {
  const site = headers.get('sec-fetch-site');
  return site ? site !== 'same-origin' : isCrossSite(headers, ownHosts);
}

// In the page's own words: the enquiry form's refusals speak to a visitor.
export const refuseReviewPost = formPostGuard(
  REVIEW_POST_MAX_BYTES,
  (code) => answerPage('refused', failureAnswers[code].status),
  isForeignPost,
);
