// zod/mini: the same schema runs in the browser; the form loads it on first use, not with the page.
import { z } from '@/lib/zod';
import { enquiryLimits, enquiryMessages, type Interest, interestOptions } from './fields';
import { isEmailAddress } from './email-address';

const CONTROL = /\p{Cc}/u;
// Bidi overrides and other invisible format characters can make the operators' subject line read
// differently from what was sent. The zero-width (non-)joiners stay: Persian and Indic names need them.
const FORMAT = /(?![\u200C\u200D])\p{Cf}/u;
// "=?" starts an RFC 2047 encoded word, which a mail client would decode into something else.
const ENCODED_WORD = '=?';
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const VISIBLE = /[\p{L}\p{N}]/u;

const text = (required: string) => z.string({ error: required }).check(z.trim());
// Every check stops the field at its first failure, so no pattern ever runs on an over-long value.
const stop = (error: string) => ({ error, abort: true });
const interestValues = interestOptions.map((option) => option.value) as [Interest, ...Interest[]];

export const enquirySchema = z.object({
  name: text(enquiryMessages.nameRequired).check(
    z.minLength(1, stop(enquiryMessages.nameRequired)),
    z.maxLength(enquiryLimits.name, stop(enquiryMessages.nameTooLong)),
    z.refine((value) => !CONTROL.test(value), stop(enquiryMessages.nameSingleLine)),
    z.refine((value) => VISIBLE.test(value), stop(enquiryMessages.nameRequired)),
    z.refine((value) => !FORMAT.test(value) && !value.includes(ENCODED_WORD), stop(enquiryMessages.nameCharacters)),
  ),
  email: text(enquiryMessages.emailRequired).check(
    z.minLength(1, stop(enquiryMessages.emailRequired)),
    z.maxLength(enquiryLimits.email, stop(enquiryMessages.emailTooLong)),
    z.refine(isEmailAddress, stop(enquiryMessages.emailInvalid)),
  ),
  interest: z.enum(interestValues, { error: enquiryMessages.interestRequired }),
  message: text(enquiryMessages.messageRequired).check(
    z.minLength(1, stop(enquiryMessages.messageRequired)),
    z.maxLength(enquiryLimits.message, stop(enquiryMessages.messageTooLong)),
    z.refine((value) => !CONTROL_EXCEPT_LINES.test(value), stop(enquiryMessages.messageControl)),
  ),
});

export type Enquiry = z.infer<typeof enquirySchema>;
