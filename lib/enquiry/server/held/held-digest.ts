import { createElement } from 'react';
import { render } from '@react-email/components';
import type { ServerEnv } from '@/lib/env';
import type { EnquiryLog } from '@/lib/log';
import { renderMail, type Mailer } from '../mail/mailer';
import type { EnquiryRecords } from '../store/records';
import { digestText, digestView } from './held-view';
import { HeldDigestEmail } from './held-digest-email';

export type DigestPorts = {
  records?: EnquiryRecords;
  env: Pick<ServerEnv, 'HELD_DIGEST_EVERY_H' | 'SITE_URL' | 'OPERATOR_LINK_SECRET' | 'CONTACT_FROM' | 'CONTACT_TO'>;
  mailer: Pick<Mailer, 'deliver'>;
  log: EnquiryLog;
};

export type DigestOutcome = 'sent' | 'not-due' | 'nothing-held' | 'busy' | 'no-store' | 'failed';

const HOUR_MS = 3_600_000;

/**
 * At most one every HELD_DIGEST_EVERY_H hours across every instance sharing the store (its digest turn), and
 * only when some held enquiry, or one whose message the mail server refused, has not been announced yet.
 * Safe to run again at any time.
 */
export async function sendHeldDigest(
  { records, env, mailer, log }: DigestPorts,
  now = Date.now(),
): Promise<DigestOutcome> {
  if (!records) return 'no-store';
  const turn = await records.digestTurn();
  if (!turn) return 'busy';
  try {
    const every = env.HELD_DIGEST_EVERY_H * HOUR_MS;
    if (every && turn.lastSentMs !== undefined && now - turn.lastSentMs < every) return 'not-due';
    const held = await turn.unannounced();
    if (!held.length) return 'nothing-held';
    const view = digestView(held, turn.dropped, { siteUrl: env.SITE_URL, secret: env.OPERATOR_LINK_SECRET });
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
    await turn.sent(now);
    log.info({ event: 'enquiry.held-digest', outcome: sent.via, count: held.length });
    return 'sent';
  } finally {
    await turn.release();
  }
}
