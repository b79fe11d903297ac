import { sendEnquiry, type Sent } from '../core/send-enquiry';
import { ANNOUNCED_STATUSES } from '../store/record-life';
import { NO_RECORDS, recordFor, refuse, type Command } from './context';

// What the mail server or the outbox said, for the terminal.
const detailOf = (sent: Sent & { outcome: 'sent' | 'failed' }) =>
  sent.outcome === 'sent' ? sent.detail : `${sent.delivery.code}: ${sent.delivery.detail}`;

/** A held enquiry, or one whose message the mail server refused, sent once, under the claim every send takes. */
export const release: Command = async (args, services) => {
  // Without it the mail would go to this command's own OUTBOX_DIR, and the record read delivered.
  if (!services.env.SMTP_HOST) return refuse(services, 'SMTP_HOST is not set: releasing needs the SMTP server.');
  if (!services.store) return refuse(services, NO_RECORDS);
  const found = await recordFor(args.target, services);
  if ('problem' in found) return refuse(services, found.problem);
  const { reference, id, status } = found.record;
  const say = (outcome: string, text: string, code: number) => {
    if (args.json) services.out(JSON.stringify({ id, reference, outcome }));
    else (code ? services.err : services.out)(`${reference} (${id}): ${text}`);
    return code;
  };
  const sent = await sendEnquiry({ id, from: ANNOUNCED_STATUSES }, services);
  if (sent.outcome === 'busy')
    return say(
      'busy',
      'not sent: another operator is releasing it, or the store could not give its claim; try again.',
      1,
    );
  if (sent.outcome === 'not-waiting') return say('not-held', `not held (it is ${sent.status}); not sent again.`, 1);
  if (sent.outcome === 'missing' || sent.outcome === 'not-due') return say('missing', 'no longer on record.', 1);
  if (sent.outcome === 'sent') return say('released', `released and sent (${detailOf(sent)}).`, 0);
  if (sent.delivery.code === 'message-refused')
    return say('refused', `refused again by the mail server: ${detailOf(sent)}`, 1);
  return say('failed', `not sent, still ${status}: ${detailOf(sent)}`, 1);
};

/** One undelivered enquiry, or every one, sent now rather than at its next attempt. */
export const resend: Command = async (args, services) => {
  const { env, store } = services;
  if (!env.SMTP_HOST) return refuse(services, 'SMTP_HOST is not set: resending needs the SMTP server.');
  if (!store) return refuse(services, NO_RECORDS);
  let ids: string[];
  if (args.all || args.target === '--all') ids = (await store.list({ status: 'undelivered' })).map(({ id }) => id);
  else {
    const found = await recordFor(args.target, services);
    if ('problem' in found) return refuse(services, found.problem);
    ids = [found.record.id];
  }
  if (!ids.length) services.out('No undelivered enquiries.');
  let failed = 0;
  for (const id of ids) {
    const sent = await sendEnquiry({ id, from: ['undelivered'] }, services);
    const refused = sent.outcome === 'failed' && sent.delivery.code === 'message-refused';
    if (sent.outcome === 'sent') services.out(`${id}: sent (${detailOf(sent)})`);
    else if (sent.outcome === 'busy')
      services.out(`${id}: being sent elsewhere, or its claim could not be taken; skipped`);
    else if (refused) services.err(`${id}: refused by the mail server, now refused: ${detailOf(sent)}`);
    else if (sent.outcome === 'failed') services.err(`${id}: not sent, still undelivered: ${detailOf(sent)}`);
    else
      services.out(
        `${id}: not waiting (${sent.outcome === 'not-waiting' ? `it is ${sent.status}` : 'no longer on record'})`,
      );
    if (sent.outcome === 'failed' || (!args.all && sent.outcome !== 'sent' && sent.outcome !== 'busy')) failed++;
  }
  return failed ? 1 : 0;
};
