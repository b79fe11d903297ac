import type { EnquiryRecord, EnquiryRecords } from '../store/records';
import { parseTarget, type OperatorArgs } from './args';

/** `refusal`: the mail server refused the message itself, with these codes. */
export type Delivery = { ok: true; detail: string } | { ok: false; detail: string; refusal?: string };

/** What the operators' commands work on, made by run.ts from the same settings as the site. */
export type OperatorContext = {
  records?: EnquiryRecords;
  /** The folder of outbox .eml files, where the disk is kept (not on Vercel, not with --only redis). */
  outboxDir?: string;
  /** Removes what is derived from an address elsewhere (the retry fingerprints); gives how many. */
  eraseDerived?: (email: string) => Promise<number>;
  deliver: (record: EnquiryRecord) => Promise<Delivery>;
  out: (text: string) => void;
  write: (bytes: string | Uint8Array) => void;
  err: (text: string) => void;
};

export type Command = (args: OperatorArgs, context: OperatorContext) => Promise<number>;

/** Says why on stderr, and gives the exit code. */
export const refuse = (context: Pick<OperatorContext, 'err'>, text: string, code = 1) => (context.err(text), code);

export const NO_RECORDS =
  'No record store: set REDIS_URL, or run where OUTBOX_DIR is kept (records are not kept on Vercel without Redis).';

/** The record an id or reference names, or why there is none (for stderr). */
export async function recordFor(
  target: string | undefined,
  context: OperatorContext,
): Promise<{ record: EnquiryRecord } | { problem: string }> {
  const parsed = target === undefined ? undefined : parseTarget(target);
  if (!parsed)
    return { problem: `"${target ?? ''}" is not an enquiry id or reference (a reference looks like K7MQ-3XWA).` };
  const named = 'id' in parsed ? parsed.id : parsed.reference;
  const record = await context.records?.find(named);
  return record ? { record } : { problem: `No enquiry ${named} is on record.` };
}
