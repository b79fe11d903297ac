import type { ServerEnv } from '@/lib/env';
import type { Interest } from '../../fields';
import { createMailer } from '../mail/mailer';
import type { EnquiryRecord } from '../store/records';
import type { Delivery } from './context';

/**
 * Sends an enquiry from its record, as the site would have (SMTP, or the outbox folder without it); a held
 * one, released by the command or the Review page alike, is marked "released from held".
 */
export const deliverRecord =
  (env: ServerEnv) =>
  async (record: EnquiryRecord): Promise<Delivery> => {
    const { id, fields } = record;
    const mailer = createMailer(env);
    const enquiry = { ...fields, interest: fields.interest as Interest };
    const releasedFromHeld = record.status === 'held';
    const mail = await mailer.render(enquiry, id, { receivedAt: new Date(record.receivedAt), releasedFromHeld });
    const sent = await mailer.deliver(mail, id);
    if (!sent.ok) return { ok: false as const, detail: `${sent.code}: ${sent.detail}` };
    return { ok: true as const, detail: sent.via === 'smtp' ? sent.response : `written to ${sent.file}` };
  };
