import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { interestOptions, type EnquiryField } from '../../fields';
import { ENQUIRY_ID } from '../enquiry-id';

// received: accepted, not yet sent; held: suspected spam, waiting for an operator to release it; refused:
// the mail server refused the message itself, so it is not tried again, and waits for an operator too.
export const RECORD_STATUSES = ['received', 'delivered', 'undelivered', 'held', 'refused'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

// Why an enquiry is held, one code per signal: the trap (the honeypot) filled in; more links than an enquiry
// needs, or a message mostly of links; the same text sent from several addresses within a day (held/).
export const HOLD_REASONS = ['trap', 'links', 'same-text'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

// Each field's own reading: a field added to enquiryFields fails the type check here until it says how.
const recordFields = {
  name: z.string(),
  email: z.string(),
  interest: z.enum(interestOptions.map((option) => option.value) as [string, ...string[]]),
  language: z.enum(locales),
  message: z.string(),
} satisfies Record<EnquiryField, z.ZodType>;

/** Why a receipt was not sent: see receiptSchema. */
export const RECEIPT_NOT_SENT = ['address', 'site', 'refused', 'unsure', 'late', 'off'] as const;

// The visitor's receipt (issue 55), once the enquiry reached the operators: due (at nextAttemptAt, after
// `attempts` tries), sending (written before it goes: a process that dies then leaves it so, and it is never
// sent twice), sent, or not sent: the address had one within the span, the site's ceiling was reached, the
// mail server refused it, may have taken it (`unsure`), it could not go within the span (`late`), or receipts
// were turned off meanwhile.
const receiptSchema = z.object({
  state: z.enum(['due', 'sending', 'sent', 'not-sent']),
  attempts: z.number().int().min(0),
  nextAttemptAt: z.iso.datetime().optional(),
  why: z.enum(RECEIPT_NOT_SENT).optional(),
});

export type Receipt = z.infer<typeof receiptSchema>;

export const recordSchema = z.object({
  id: z.string().regex(ENQUIRY_ID),
  reference: z.string(),
  receivedAt: z.iso.datetime(),
  channel: z.enum(['script', 'no-script']),
  fields: z.object(recordFields),
  status: z.enum(RECORD_STATUSES),
  statusAt: z.iso.datetime(),
  attempts: z.number().int().min(0),
  // While it waits to be sent (received or undelivered): when it is tried next, the claim permitting.
  nextAttemptAt: z.iso.datetime().optional(),
  // While refused: the mail server's codes ("SMTP 554 5.7.1"), never its words, which may quote the message.
  refusal: z.string().optional(),
  // Held, and once released: why it was held. One held before the other signals has none: the trap held it.
  heldFor: z.array(z.enum(HOLD_REASONS)).min(1).optional(),
  receipt: receiptSchema.optional(),
});

export type EnquiryRecord = z.infer<typeof recordSchema>;

/** Why it was held; none for one never held. */
export const heldForOf = (record: Pick<EnquiryRecord, 'status' | 'heldFor'>): readonly HoldReason[] =>
  record.heldFor ?? (record.status === 'held' ? ['trap'] : []);
