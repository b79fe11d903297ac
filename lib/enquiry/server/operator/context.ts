import type { Services } from '../core/services';
import type { EnquiryRecord } from '../store/record-schema';
import { parseTarget, type OperatorArgs } from './args';

/** The terminal the operators' command answers on. */
export type Io = {
  out: (text: string) => void;
  write: (bytes: string | Uint8Array) => void;
  err: (text: string) => void;
};

/** What the operators' commands work with: the site's own services, made by run.ts from its settings, and the terminal. */
export type OperatorServices = Pick<Services, 'env' | 'store' | 'mailer' | 'log' | 'backoff' | 'later'> &
  Io & {
    /** The folder of outbox .eml files, where the disk is kept (not on Vercel, not with --only redis). */
    outboxDir?: string;
    /** Takes the copies of the records on disk again without what was just erased; says what it did. */
    renewCopies?: () => Promise<string | undefined>;
    /** What --only left out ("Redis (REDIS_URL): …"), where it left anything. */
    skipped?: string;
  };

export type Command = (args: OperatorArgs, services: OperatorServices) => Promise<number>;

/** Says why on stderr, and gives the exit code. */
export const refuse = (io: Pick<Io, 'err'>, text: string, code = 1) => (io.err(text), code);

export const NO_RECORDS =
  'No record store: set REDIS_URL, or run where OUTBOX_DIR is kept (records are not kept on Vercel without Redis).';

/** The record an id or reference names, or why there is none (for stderr). */
export async function recordFor(
  target: string | undefined,
  { store }: Pick<OperatorServices, 'store'>,
): Promise<{ record: EnquiryRecord } | { problem: string }> {
  const parsed = target === undefined ? undefined : parseTarget(target);
  if (!parsed)
    return { problem: `"${target ?? ''}" is not an enquiry id or reference (a reference looks like K7MQ-3XWA).` };
  const named = 'id' in parsed ? parsed.id : parsed.reference;
  const record = await store?.find(named);
  return record ? { record } : { problem: `No enquiry ${named} is on record.` };
}
