// zod/mini: the same schema runs in the browser; the form loads it on first use, not with the page.
import { z } from '@/lib/zod';
import { enquiryLimits, type EnquiryField, type FieldErrorCode, type Interest, interestOptions } from './fields';
import { isEmailAddress } from './email-address';
import { locales } from '@/lib/i18n/locales';

const CONTROL = /\p{Cc}/u;
// Bidi overrides and other invisible format characters can make the operators' subject line read
// differently from what was sent. The zero-width (non-)joiners stay: Persian and Indic names need them.
const FORMAT = /(?![\u200C\u200D])\p{Cf}/u;
// "=?" starts an RFC 2047 encoded word, which a mail client would decode into something else.
const ENCODED_WORD = '=?';
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// In the message too: a carriage return that ends no line (it sends a terminal's cursor back over the line),
// and the bidi embeddings, overrides and isolates, which show a span reversed (`gnp.exe` read as `exe.png`).
// Marks that only hint a direction (U+200E, U+200F, U+061C) stay, as right-to-left writing uses them.
const BARE_CR_OR_BIDI = /\r(?!\n)|[\u202A-\u202E\u2066-\u2069]/;
const VISIBLE = /[\p{L}\p{N}]/u;

const text = (required: FieldErrorCode) => z.string({ error: required }).check(z.trim());
// Every check stops the field at its first failure, so no pattern ever runs on an over-long value.
const stop = (error: FieldErrorCode) => ({ error, abort: true });
const interestValues = interestOptions.map((option) => option.value) as [Interest, ...Interest[]];

const checks = {
  name: text('name-required').check(
    z.minLength(1, stop('name-required')),
    z.maxLength(enquiryLimits.name, stop('name-too-long')),
    z.refine((value) => !CONTROL.test(value), stop('name-single-line')),
    z.refine((value) => VISIBLE.test(value), stop('name-required')),
    z.refine((value) => !FORMAT.test(value) && !value.includes(ENCODED_WORD), stop('name-characters')),
  ),
  email: text('email-required').check(
    z.minLength(1, stop('email-required')),
    z.maxLength(enquiryLimits.email, stop('email-too-long')),
    z.refine(isEmailAddress, stop('email-invalid')),
  ),
  interest: z.enum(interestValues, { error: 'interest-required' }),
  message: text('message-required').check(
    z.minLength(1, stop('message-required')),
    z.maxLength(enquiryLimits.message, stop('message-too-long')),
    z.refine((value) => !CONTROL_EXCEPT_LINES.test(value) && !BARE_CR_OR_BIDI.test(value), stop('message-control')),
  ),
  language: z.optional(z.enum(locales, { error: 'language-invalid' })),
} satisfies Record<EnquiryField, z.ZodMiniType>;

export const enquirySchema = z.object(checks);

export type Enquiry = z.infer<typeof enquirySchema>;
