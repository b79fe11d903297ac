import type { ServerEnv } from '@/lib/env';
import { enquiryOf } from '../core/redeliver';
import type { DeliveryAlert } from '../due-work/delivery-alert';
import { ANNOUNCED_STATUSES, type EnquiryRecord, type RecordStatus } from '../store/records';
import { NO_RECORDS, recordFor, refuse, type Command, type Delivery, type OperatorContext } from './context';

export type Sent =
  | { outcome: 'sent'; detail: string }
  | { outcome: 'busy' }
  | { outcome: 'missing' }
  | { outcome: 'not-waiting'; status: RecordStatus }
  | { outcome: 'failed'; detail: string }
  | { outcome: 'refused'; detail: string };

type SendPorts = Pick<OperatorContext, 'records' | 'deliver'> & {
  /** Told of each message that got through or was refused for itself (delivery-alert.ts); the server's own. */
  alert?: Pick<DeliveryAlert, 'delivered' | 'messageRefused'>;
};

/**
 * Sends one enquiry waiting with one of the statuses `waiting`, once: under the claim the site's own sends
 * take, and read again under it, so a second operator (or the site's timer) finds it sent. One whose message
 * the mail server refuses for itself is then refused, and waits for no retry.
 */
export async function sendOnce(id: string, waiting: readonly RecordStatus[], ports: SendPorts): Promise<Sent> {
  const { records, deliver, alert } = ports;
  if (!records) return { outcome: 'missing' };
  const claim = await records.claim(id);
  if (!claim) return { outcome: 'busy' };
  try {
    const record = await records.find(id);
    if (!record) return { outcome: 'missing' };
    if (!waiting.includes(record.status)) return { outcome: 'not-waiting', status: record.status };
    const sent = await deliver(record);
    const attempts = record.attempts + 1;
    if (!sent.ok && sent.refusal) {
      await records.setStatus(id, 'refused', { attempts, refusal: sent.refusal });
      await alert?.messageRefused();
      return { outcome: 'refused', detail: sent.detail };
    }
    if (!sent.ok) return { outcome: 'failed', detail: sent.detail };
    await records.setStatus(id, 'delivered', { attempts });
    await alert?.delivered();
    return { outcome: 'sent', detail: sent.detail };
  } finally {
    await claim();
  }
}

/** A resent (or refused) enquiry is late, as the site's own redelivery is; a released held one is marked so instead. */
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
    if (!sent.ok) return { ok: false as const, detail: `${sent.code}: ${sent.detail}`, refusal: sent.refusal };
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
  const sent = await sendOnce(id, ANNOUNCED_STATUSES, context);
  if (sent.outcome === 'busy') return say('busy', 'being released by another operator; not sent again.', 1);
  if (sent.outcome === 'missing') return say('missing', 'no longer on record.', 1);
  if (sent.outcome === 'not-waiting') return say('not-held', `not held (it is ${sent.status}); not sent again.`, 1);
  if (sent.outcome === 'failed') return say('failed', `not sent, still ${found.record.status}: ${sent.detail}`, 1);
  if (sent.outcome === 'refused') return say('refused', `refused again by the mail server: ${sent.detail}`, 1);
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
      const sent = await sendOnce(id, ['undelivered'], context);
      if (sent.outcome === 'sent') context.out(`${id}: sent (${sent.detail})`);
      else if (sent.outcome === 'busy') context.out(`${id}: being sent elsewhere; skipped`);
      else if (sent.outcome === 'failed') context.err(`${id}: not sent, still undelivered: ${sent.detail}`);
      else if (sent.outcome === 'refused')
        context.err(`${id}: refused by the mail server, now refused: ${sent.detail}`);
      else
        context.out(
          `${id}: not waiting (${sent.outcome === 'missing' ? 'no longer on record' : `it is ${sent.status}`})`,
        );
      const unsent = sent.outcome === 'failed' || sent.outcome === 'refused';
      if (unsent || (!args.all && (sent.outcome === 'missing' || sent.outcome === 'not-waiting'))) failed++;
    }
    return failed ? 1 : 0;
  };
