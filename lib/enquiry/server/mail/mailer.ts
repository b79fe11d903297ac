import 'server-only';
import type { ServerEnv } from '@/lib/env';
import type { Enquiry } from '../../schema';
import { composeEnquiry, renderMail, type RenderedMail } from './compose';
import { deliverMail, type Delivery } from './deliver';

/** The enquiry's mail: rendered once, so the bytes sent, kept and resent are the same; then delivered. */
export type Mailer = {
  render(enquiry: Enquiry, id: string): Promise<RenderedMail>;
  deliver(mail: RenderedMail, id: string): Promise<Delivery>;
};

/** By SMTP when it is configured, into the outbox folder otherwise (see deliver.ts). */
export function createMailer(env: ServerEnv): Mailer {
  return {
    async render(enquiry, id) {
      const receivedAt = new Date();
      return renderMail(await composeEnquiry(enquiry, { id, from: env.CONTACT_FROM, to: env.CONTACT_TO, receivedAt }));
    },
    deliver: (mail, id) => deliverMail(mail, env, id),
  };
}
