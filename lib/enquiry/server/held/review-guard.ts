import type { FailureCode } from '@/lib/enquiry/failure';
import { isCrossSite } from '@/lib/http';
import { countRefusal } from '../core/refusal-tally';
import { answerPage } from './review-document';

/** The path of every Review page: /operators/held/<token>. */
export const REVIEW_PATH = '/operators/held/';

// The Review page's form sends one button and nothing else: a few bytes.
const REVIEW_POST_MAX_BYTES = 1024;

const statuses: Partial<Record<FailureCode, number>> = {
  'foreign-origin': 403,
  'length-required': 411,
  'too-large': 413,
};

function refusedCode(request: Request, ownHosts: readonly string[]): FailureCode | undefined {
  if (isCrossSite(request.headers, ownHosts)) return 'foreign-origin';
  const length = request.headers.get('content-length');
  if (length === null) return 'length-required';
  if (Number(length) > REVIEW_POST_MAX_BYTES) return 'too-large';
  return undefined;
}

/**
 * The proxy's rule for a post to a Review page, in its own words (the enquiry form's refusals speak to a
 * visitor): one from another site (403), of unknown length (411) or larger than the page's form (413)
 * does nothing. Counted with the site's other refusals for the log.
 */
export function refuseReviewPost(
  request: Request,
  ownHosts: readonly string[],
  count: (code: FailureCode) => void = countRefusal,
): Response | null {
  if (request.method !== 'POST') return null;
  const code = refusedCode(request, ownHosts);
  if (!code) return null;
  count(code);
  return answerPage('refused', statuses[code]);
}
