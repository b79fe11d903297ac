import 'server-only';
import type { ServerEnv } from '@/lib/env';
import type { EnquiryLog } from '@/lib/log';
import type { ClientIdentity, Verdict } from '../core/rate-limit';
import type { DeliveryAlert } from '../due-work/delivery-alert';
import { countRefusal } from '../core/refusal-tally';
import { deliverRecord, sendOnce, type Sent } from '../operator/send-once';
import { referenceFor } from '../reference';
import { ANNOUNCED_STATUSES as REVIEWED, type EnquiryRecords } from '../store/records';
import { clientIdentity, identitySettings } from '../transport/identity';
import { foreignReviewPost } from './review-guard';
import { answerPage, reviewHeaders, type ReviewAnswer } from './review-document';
import { reviewPage } from './review-page';
import { readReviewToken } from './review-token';

export type ReviewServices = {
  env: ServerEnv;
  records?: EnquiryRecords;
  reviewLimit: (client: ClientIdentity) => Promise<Verdict>;
  log: EnquiryLog;
  /** Told of each release that got through, or whose message the mail server refused (delivery-alert.ts). */
  alert?: Pick<DeliveryAlert, 'delivered' | 'messageRefused'>;
};

// A bad token gets nothing that tells it apart from a page that never existed.
const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { ...reviewHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
  });

const answerFor: Record<Sent['outcome'], ReviewAnswer> = {
  sent: 'released',
  busy: 'busy',
  missing: 'nothing',
  'not-waiting': 'nothing',
  failed: 'failed',
  refused: 'refused-again',
};

/**
 * /operators/held/<token>: a held enquiry, or one whose message the mail server refused. GET acts on nothing
 * (mail scanners open every link); POST delivers once, under the release command's claim. The token never
 * reaches the log; the id it names does.
 */
export async function reviewRoute(request: Request, token: string, services: ReviewServices): Promise<Response> {
  const { env, records, log } = services;
  const client = clientIdentity(request.headers, identitySettings(env));
  const verdict = await services.reviewLimit(client);
  if (!verdict.ok) {
    countRefusal('rate-limited');
    const limited = answerPage('limited');
    limited.headers.set('Retry-After', String(verdict.retryAfterS));
    return limited;
  }
  const id = env.OPERATOR_LINK_SECRET ? readReviewToken(env.OPERATOR_LINK_SECRET, token) : undefined;
  if (!id || !records) return notFound();
  if (request.method !== 'POST') {
    const record = await records.find(id);
    if (!record || !REVIEWED.includes(record.status)) return answerPage('nothing');
    return new Response(reviewPage(record), { status: 200, headers: reviewHeaders });
  }
  // The proxy refuses a cross-site post first (review-guard.ts); this holds wherever it did not run.
  const foreign = foreignReviewPost(request, env);
  if (foreign) return foreign;
  const sent = await sendOnce(id, REVIEWED, { records, deliver: deliverRecord(env), alert: services.alert });
  const reference = referenceFor(id);
  if (sent.outcome === 'failed') log.error({ event: 'enquiry.released', id, reference, outcome: 'failed' });
  else log.info({ event: 'enquiry.released', id, reference, outcome: sent.outcome });
  return answerPage(answerFor[sent.outcome]);
}
