import type { ServerEnv } from '@/lib/env';
import { resendKept, listKept } from './resend';
import { parseTarget } from './args';
import type { Command } from './context';

/** resend ID|REF, or --all: the kept message, its bytes unchanged; its record then reads delivered. */
export function resendCommand(env: ServerEnv): Command {
  return async (args, context) => {
    const host = env.SMTP_HOST;
    if (!host) {
      context.err('SMTP_HOST is not set: resending needs the SMTP server.');
      return 1;
    }
    let ids: string[];
    if (args.all || args.target === '--all') ids = (await listKept(context.undelivered)).map((kept) => kept.id);
    else {
      const parsed = args.target === undefined ? undefined : parseTarget(args.target);
      const id = parsed && ('id' in parsed ? parsed.id : (await context.records?.find(parsed.reference))?.id);
      if (!id) {
        context.err(`"${args.target ?? ''}" is not the id or reference of an enquiry on record.`);
        return 1;
      }
      ids = [id];
    }
    if (!ids.length) context.out('No undelivered enquiries.');
    let failed = 0;
    for (const id of [...new Set(ids)]) {
      const result = await resendKept(id, context.undelivered, { ...env, SMTP_HOST: host });
      if (result.ok) {
        await context.records?.setStatus(id, 'delivered').catch(() => false);
        context.out(`${id}: sent (${result.response}) and removed`);
      } else if (result.why === 'busy') context.out(`${id}: being resent elsewhere; skipped`);
      else if (result.why === 'missing') context.out(`${id}: not waiting (already sent or never kept)`);
      else if (result.why === 'failed') context.err(`${id}: not sent, still kept: ${result.detail}`);
      if (!result.ok && (result.why === 'failed' || (result.why === 'missing' && !args.all))) failed++;
    }
    return failed ? 1 : 0;
  };
}
