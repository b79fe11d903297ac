import { createElement } from 'react';
import { render } from '@react-email/components';
import type { Services } from '../core/services';
import { renderMail } from '../mail/mailer';
import { digestText, digestView } from './held-view';
import { HeldDigestEmail } from './held-digest-email';

export type DigestServices = Pick<Services, 'store' | 'log'> & {
  env: Pick<
    Services['env'],
    'HELD_DIGEST_EVERY_H' | 'SITE_URL' | 'OPERATOR_LINK_SECRET' | 'CONTACT_FROM' | 'CONTACT_TO'
  >;
  mailer: Pick<Services['mailer'], 'deliver'>;
};

export type DigestOutcome = 'sent' | 'not-due' | 'nothing-held' | 'busy' | 'no-store' | 'failed';

const HOUR_MS = 3_600_000;

/**
 * At most one every HELD_DIGEST_EVERY_H hours across every instance sharing the store (the digest's claim), and
 * only when some held enquiry, or one whose message the mail server refused, has not been announced yet.
 * Safe to run again at any time.
 */
export async function sendHeldDigest(
  { store, env, mailer, log }: DigestServices,
  now = Date.now(),
): Promise<DigestOutcome> {
  if (!store) return 'no-store';
  const claim = await store.claimDigest();
  if (!claim) return 'busy';
  try {
    const every = env.HELD_DIGEST_EVERY_H * HOUR_MS;
    if (every && claim.lastSentMs !== undefined && now - claim.lastSentMs < every) return 'not-due';
    const held = await claim.unannounced();
    if (!held.length) return 'nothing-held';
    const view = digestView(held, claim.dropped, { siteUrl: env.SITE_URL, secret: env.OPERATOR_LINK_SECRET });
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
    const sent = await mailer.deliver(mail, 'held-digest');
    if (!sent.ok) {
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
