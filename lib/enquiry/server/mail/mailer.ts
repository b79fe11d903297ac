import 'server-only';
import type { ServerEnv } from '@/lib/env';
import type { Enquiry } from '../../schema';
import { composeEnquiry, renderMail, type RenderedMail } from './compose';
import type { Lateness } from './enquiry-view';
import { deliverMail, type Delivery } from './deliver';

/** The enquiry's mail: rendered once, so the bytes sent, kept and resent are the same; then delivered. */
export type Mailer = {
  render(enquiry: Enquiry, id: string, options?: RenderOptions): Promise<RenderedMail>;
  deliver(mail: RenderedMail, id: string): Promise<Delivery>;
};

export type RenderOptions = {
  /** A held enquiry mailed because no store could hold it: the subject says it is suspected spam. */
  suspectedSpam?: boolean;
  /** When it came, for one sent later (a release); now otherwise. */
  receivedAt?: Date;
  /** Sent after its first attempt failed: the mail says so, and when it was received. */
  late?: Lateness;
};

export const SUSPECTED_SPAM = '[Suspected spam]';

/** By SMTP when it is configured, into the outbox folder otherwise (see deliver.ts). */
export function createMailer(env: ServerEnv): Mailer {
  return {
    async render(enquiry, id, { suspectedSpam = false, receivedAt = new Date(), late } = {}) {
      const envelope = { id, from: env.CONTACT_FROM, to: env.CONTACT_TO, receivedAt, late };
      const message = await composeEnquiry(enquiry, envelope);
      if (suspectedSpam) message.subject = `${SUSPECTED_SPAM} ${message.subject}`;
      return renderMail(message);
    },
    deliver: (mail, id) => deliverMail(mail, env, id),
  };
}
