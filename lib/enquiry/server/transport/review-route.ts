import 'server-only';
import { countRefusal } from '../core/refusal-tally';
import { sendEnquiry, type Sent } from '../core/send-enquiry';
import type { Services } from '../core/services';
import { answerPage, reviewHeaders, type ReviewAnswer } from '../held/review-document';
import { reviewPage } from '../held/review-page';
import { readReviewToken } from '../held/review-token';
import { referenceFor } from '../reference';
import { ANNOUNCED_STATUSES as REVIEWED } from '../store/record-life';
import { clientIdentity, identitySettings } from './identity';
import { foreignReviewPost } from './review-guard';

type ReviewServices = Pick<
  Services,
  'env' | 'store' | 'reviewLimit' | 'log' | 'mailer' | 'backoff' | 'alert' | 'later'
>;

// A bad token gets nothing that tells it apart from a page that never existed.
const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { ...reviewHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
  });

function answerFor(sent: Sent): ReviewAnswer {
  if (sent.outcome === 'sent') return 'released';
  if (sent.outcome === 'busy') return 'busy';
  if (sent.outcome !== 'failed') return 'nothing';
  return sent.delivery.code === 'message-refused' ? 'refused-again' : 'failed';
}

/**
 * /operators/held/<token>: a held enquiry, or one whose message the mail server refused. GET acts on nothing
 * (mail scanners open every link); POST delivers once, under the claim every send takes. The token never
 * reaches the log; the id it names does.
 */
export async function reviewRoute(request: Request, token: string, services: ReviewServices): Promise<Response> {
  const { env, store, log } = services;
  const client = clientIdentity(request.headers, identitySettings(env));
  const verdict = await services.reviewLimit(client);
  if (!verdict.ok) {
    countRefusal('rate-limited');
    const limited = answerPage('limited');
    limited.headers.set('Retry-After', String(verdict.retryAfterS));
    return limited;
  }
  const id = env.OPERATOR_LINK_SECRET ? readReviewToken(env.OPERATOR_LINK_SECRET, token) : undefined;
  if (!id || !store) return notFound();
  if (request.method !== 'POST') {
    const record = await store.find(id);
    if (!record || !REVIEWED.includes(record.status)) return answerPage('nothing');
    return new Response(reviewPage(record), { status: 200, headers: reviewHeaders });
  }
  // The proxy refuses a cross-site post first (review-guard.ts); this holds wherever it did not run.
  const foreign = foreignReviewPost(request, env);
  if (foreign) return foreign;
  const sent = await sendEnquiry({ id, from: REVIEWED }, services);
  const answer = answerFor(sent);
  const line = { event: 'enquiry.released', id, reference: referenceFor(id) } as const;
  if (answer === 'failed') log.error({ ...line, outcome: 'failed' });
  else log.info({ ...line, outcome: answer === 'refused-again' ? 'refused' : sent.outcome });
  return answerPage(answer);
}
