import type { ServerEnv } from '@/lib/env';
import { NO_RECORDS, recordFor, type Command } from './context';
import { sendOnce } from './send-once';

/**
 * resend ID|REF, or --all: each undelivered enquiry (a record left received past the hour included),
 * its message rebuilt from its record, sent once; its record then reads delivered.
 */
export function resendCommand(env: ServerEnv): Command {
  return async (args, context) => {
    if (!env.SMTP_HOST) {
      context.err('SMTP_HOST is not set: resending needs the SMTP server.');
      return 1;
    }
    if (!context.records) {
      context.err(NO_RECORDS);
      return 1;
    }
    let ids: string[];
    if (args.all || args.target === '--all')
      ids = (await context.records.list({ status: 'undelivered' })).map((record) => record.id);
    else {
      const found = await recordFor(args.target, context);
      if ('problem' in found) {
        context.err(found.problem);
        return 1;
      }
      ids = [found.id];
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
}
