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
  /** A held enquiry an operator released: the subject and the body say so. */
  releasedFromHeld?: boolean;
};

export const SUSPECTED_SPAM = '[Suspected spam]';
export const RELEASED_FROM_HELD = '[Released from held]';
const releasedNote =
  'Released from held: this enquiry was held as suspected spam, and an operator released it after reading it.';

/** By SMTP when it is configured, into the outbox folder otherwise (see deliver.ts). */
export function createMailer(env: ServerEnv): Mailer {
  return {
    async render(enquiry, id, { suspectedSpam = false, receivedAt = new Date(), late, releasedFromHeld = false } = {}) {
      const note = releasedFromHeld ? releasedNote : undefined;
      const envelope = { id, from: env.CONTACT_FROM, to: env.CONTACT_TO, receivedAt, late, note };
      const message = await composeEnquiry(enquiry, envelope);
      if (suspectedSpam) message.subject = `${SUSPECTED_SPAM} ${message.subject}`;
      if (releasedFromHeld) message.subject = `${RELEASED_FROM_HELD} ${message.subject}`;
      return renderMail(message);
    },
    deliver: (mail, id) => deliverMail(mail, env, id),
  };
}
