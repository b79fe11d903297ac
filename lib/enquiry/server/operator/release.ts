import { NO_RECORDS, recordFor, type Command } from './context';
import { sendOnce } from './send-once';

/** Delivers a held enquiry, once, even if two operators try at once (send-once.ts). */
export const release: Command = async (args, context) => {
  if (!context.records) {
    context.err(NO_RECORDS);
    return 1;
  }
  const found = await recordFor(args.target, context);
  if ('problem' in found) {
    context.err(found.problem);
    return 1;
  }
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
