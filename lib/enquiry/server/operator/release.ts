import { NO_RECORDS, recordFor, type Command } from './context';

/**
 * Delivers a held enquiry, once: the claim is taken atomically (Redis SET NX, or a file created with
 * O_EXCL), and the status is read again under it, so a second operator finds it released.
 */
export const release: Command = async (args, context) => {
  const { records } = context;
  if (!records) {
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
  const claim = await records.claimForRelease(id);
  if (!claim) return say('busy', 'being released by another operator; not sent again.', 1);
  try {
    const record = await records.find(id);
    if (!record) return say('missing', 'no longer on record.', 1);
    if (record.status !== 'held') return say('not-held', `not held (it is ${record.status}); not sent again.`, 1);
    const sent = await context.deliver(record);
    if (!sent.ok) return say('failed', `not sent, still held: ${sent.detail}`, 1);
    await records.setStatus(id, 'delivered');
    return say('released', `released and sent (${sent.detail}).`, 0);
  } finally {
    await claim();
  }
};
