import { createElement } from 'react';
import { render } from '@react-email/components';
import { codeOf } from '@/lib/error-code';
import { nextAttemptAt } from '../core/backoff';
import type { Services } from '../core/services';
import type { Delivery } from '../mail/deliver';
import { renderMail } from '../mail/mailer';
import type { DigestClaim } from '../store/digest-claim';
import type { EnquiryRecord } from '../store/record-schema';
import { digestText, digestView } from './held-view';
import { HeldDigestEmail } from './held-digest-email';

export type DigestServices = Pick<Services, 'store' | 'log' | 'backoff'> & {
  env: Pick<
    Services['env'],
    'HELD_DIGEST_EVERY_H' | 'SITE_URL' | 'OPERATOR_LINK_SECRET' | 'CONTACT_FROM' | 'CONTACT_TO'
  >;
  mailer: Pick<Services['mailer'], 'deliver'>;
};

export type DigestOutcome = 'sent' | 'not-due' | 'nothing-held' | 'busy' | 'no-store' | 'failed';

const HOUR_MS = 3_600_000;

/** Not before the period since the last one has passed, nor, while it fails, before its next attempt. */
function due({ lastSentMs, nextAttemptMs }: DigestClaim, everyH: number, now: number) {
  if (nextAttemptMs !== undefined && now < nextAttemptMs) return false;
  return !everyH || lastSentMs === undefined || now - lastSentMs >= everyH * HOUR_MS;
}

async function send(held: EnquiryRecord[], dropped: number, quote: boolean, services: DigestServices, now: number) {
  const { env, mailer } = services;
  const links = { siteUrl: env.SITE_URL, secret: env.OPERATOR_LINK_SECRET };
  const view = digestView(held, dropped, links, { quote });
  const mail = await renderMail({
    from: env.CONTACT_FROM,
    to: env.CONTACT_TO,
    subject: view.subject,
    text: digestText(view),
    html: await render(createElement(HeldDigestEmail, { view })),
    date: new Date(now),
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return mailer.deliver(mail, 'held-digest');
}

/**
 * It quotes each held message; a digest the mail server refuses for what it holds goes again at once with no
 * word a visitor typed, so one message cannot stop it. Any other failure is tried again as an undelivered
 * enquiry is (core/backoff.ts), not at every run.
 */
async function deliver(held: EnquiryRecord[], claim: DigestClaim, services: DigestServices, now: number) {
  const { log } = services;
  try {
    const quoted = await send(held, claim.dropped, true, services, now);
    if (quoted.ok || quoted.code !== 'message-refused') return quoted;
    log.warn({ event: 'enquiry.held-digest', outcome: 'message-refused', code: quoted.refusal, count: held.length });
    return await send(held, claim.dropped, false, services, now);
  } catch (error) {
    return {
      ok: false,
      code: 'delivery-failed',
      detail: 'the digest could not be made',
      errorCode: codeOf(error),
    } as const;
  }
}

/**
 * At most one every HELD_DIGEST_EVERY_H hours across every instance sharing the store (the digest's claim), and
 * only when some held enquiry, or one whose message the mail server refused, has not been announced yet.
 * Safe to run again at any time.
 */
export async function sendHeldDigest(services: DigestServices, now = Date.now()): Promise<DigestOutcome> {
  const { store, env, log, backoff } = services;
  if (!store) return 'no-store';
  const claim = await store.claimDigest();
  if (!claim) return 'busy';
  try {
    if (!due(claim, env.HELD_DIGEST_EVERY_H, now)) return 'not-due';
    const held = await claim.unannounced();
    if (!held.length) {
      // Released or expired while it failed: nothing is late any more.
      if (claim.failures) await claim.settled();
      return 'nothing-held';
    }
    const sent: Delivery = await deliver(held, claim, services, now);
    if (!sent.ok) {
      const failures = claim.failures + 1;
      // A refusal for good (a 5xx, or the digest refused without the texts too) waits the longest at once.
      const permanent = !!sent.permanent || sent.code === 'message-refused';
      await claim.failed(now, nextAttemptAt(failures, permanent, backoff, now));
      log.error({ event: 'enquiry.held-digest', outcome: sent.code, code: sent.errorCode, count: held.length });
      return 'failed';
    }
    await claim.sent(now);
    log.info({ event: 'enquiry.held-digest', outcome: sent.via, count: held.length });
    return 'sent';
  } finally {
    await claim.release();
  }
}
