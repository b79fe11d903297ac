import type { ServerEnv } from '@/lib/env';
import { enquiryOf } from '../core/redeliver';
import { createMailer } from '../mail/mailer';
import type { EnquiryRecord } from '../store/records';
import type { Delivery } from './context';

/**
 * Sends an enquiry from its record, as the site would have (SMTP, or the outbox folder without it). A
 * resent enquiry is late, as one the site sends again by itself; a held one, released by the command or
 * the Review page alike, is not late but marked "released from held".
 */
export const deliverRecord =
  (env: ServerEnv) =>
  async (record: EnquiryRecord): Promise<Delivery> => {
    const mailer = createMailer(env);
    const releasedFromHeld = record.status === 'held';
    const late = releasedFromHeld ? undefined : { attempts: record.attempts + 1 };
    const receivedAt = new Date(record.receivedAt);
    const mail = await mailer.render(enquiryOf(record), record.id, { receivedAt, late, releasedFromHeld });
    const sent = await mailer.deliver(mail, record.id);
    if (!sent.ok) return { ok: false as const, detail: `${sent.code}: ${sent.detail}` };
    return { ok: true as const, detail: sent.via === 'smtp' ? sent.response : `written to ${sent.file}` };
  };
