import type { ServerEnv } from '@/lib/env';
import { enquiryOf } from '../core/redeliver';
import type { EnquiryRecord, RecordStatus } from '../store/records';
import { NO_RECORDS, recordFor, refuse, type Command, type Delivery, type OperatorContext } from './context';

export type Sent =
  | { outcome: 'sent'; detail: string }
  | { outcome: 'busy' }
  | { outcome: 'missing' }
  | { outcome: 'not-waiting'; status: RecordStatus }
  | { outcome: 'failed'; detail: string };

/**
 * Sends one enquiry waiting with the status `waiting`, once: under the claim the site's own sends take,
 * and read again under it, so a second operator (or the site's timer) finds it sent.
 */
export async function sendOnce(
  id: string,
  waiting: RecordStatus,
  { records, deliver }: Pick<OperatorContext, 'records' | 'deliver'>,
): Promise<Sent> {
  if (!records) return { outcome: 'missing' };
  const claim = await records.claim(id);
  if (!claim) return { outcome: 'busy' };
  try {
    const record = await records.find(id);
    if (!record) return { outcome: 'missing' };
    if (record.status !== waiting) return { outcome: 'not-waiting', status: record.status };
    const sent = await deliver(record);
    if (!sent.ok) return { outcome: 'failed', detail: sent.detail };
    await records.setStatus(id, 'delivered', { attempts: record.attempts + 1 });
    return { outcome: 'sent', detail: sent.detail };
  } finally {
    await claim();
  }
}

/** A resent enquiry is late, as the site's own redelivery is; a released held one is marked so instead. */
export const deliverRecord =
  (env: ServerEnv) =>
  async (record: EnquiryRecord): Promise<Delivery> => {
    // Loaded only when something is sent: React Email is most of the operators' command's start-up.
    const { createMailer } = await import('../mail/mailer');
    const mailer = createMailer(env);
    const releasedFromHeld = record.status === 'held';
    const late = releasedFromHeld ? undefined : { attempts: record.attempts + 1 };
    const receivedAt = new Date(record.receivedAt);
    const mail = await mailer.render(enquiryOf(record), record.id, { receivedAt, late, releasedFromHeld });
    const sent = await mailer.deliver(mail, record.id);
    if (!sent.ok) return { ok: false as const, detail: `${sent.code}: ${sent.detail}` };
    return { ok: true as const, detail: sent.via === 'smtp' ? sent.response : `written to ${sent.file}` };
  };

export const release: Command = async (args, context) => {
  if (!context.records) return refuse(context, NO_RECORDS);
  const found = await recordFor(args.target, context);
  if ('problem' in found) return refuse(context, found.problem);
  const { reference, id } = found.record;
  const say = (outcome: string, text: string, code: number) => {
    if (args.json) context.out(JSON.stringify({ id, reference, outcome }));
    else (code ? context.err : context.out)(`${reference} (${id}): ${text}`);
    return code;
  };
  const sent = await sendOnce(id, 'held', context);
  if (sent.outcome === 'busy') return say('busy', 'being released by another operator; not sent again.', 1);
  if (sent.outcome === 'missing') return say('missing', 'no longer on record.', 1);
  if (sent.outcome === 'not-waiting') return say('not-held', `not held (it is ${sent.status}); not sent again.`, 1);
  if (sent.outcome === 'failed') return say('failed', `not sent, still held: ${sent.detail}`, 1);
  return say('released', `released and sent (${sent.detail}).`, 0);
};

export const resendCommand =
  (env: ServerEnv): Command =>
  async (args, context) => {
    if (!env.SMTP_HOST) return refuse(context, 'SMTP_HOST is not set: resending needs the SMTP server.');
    if (!context.records) return refuse(context, NO_RECORDS);
    let ids: string[];
    if (args.all || args.target === '--all')
      ids = (await context.records.list({ status: 'undelivered' })).map((record) => record.id);
    else {
      const found = await recordFor(args.target, context);
      if ('problem' in found) return refuse(context, found.problem);
      ids = [found.record.id];
    }
    if (!ids.length) context.out('No undelivered enquiries.');
    let failed = 0;
    for (const id of ids) {
      const sent = await sendOnce(id, 'undelivered', context);
      if (sent.outcome === 'sent') context.out(`${id}: sent (${sent.detail})`);
      else if (sent.outcome === 'busy') context.out(`${id}: being sent elsewhere; skipped`);
      else if (sent.outcome === 'failed') context.err(`${id}: not sent, still undelivered: ${sent.detail}`);
      else
        context.out(
          `${id}: not waiting (${sent.outcome === 'missing' ? 'no longer on record' : `it is ${sent.status}`})`,
        );
      if (sent.outcome === 'failed' || (!args.all && (sent.outcome === 'missing' || sent.outcome === 'not-waiting')))
        failed++;
    }
    return failed ? 1 : 0;
  };
