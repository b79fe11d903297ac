// zod/mini: the same schema runs in the browser; the form loads it on first use, not with the page.
import { z } from '@/lib/zod';
import { enquiryLimits, enquiryMessages, type Interest, interestOptions } from './fields';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const VISIBLE = /[\p{L}\p{N}]/u;

const text = (required: string) => z.string({ error: required }).check(z.trim());
const interestValues = interestOptions.map((option) => option.value) as [Interest, ...Interest[]];

export const enquirySchema = z.object({
  name: text(enquiryMessages.nameRequired).check(
    z.minLength(1, enquiryMessages.nameRequired),
    z.maxLength(enquiryLimits.name, enquiryMessages.nameTooLong),
    z.refine((value) => !CONTROL.test(value), enquiryMessages.nameSingleLine),
    z.refine((value) => value === '' || VISIBLE.test(value), enquiryMessages.nameRequired),
  ),
  email: text(enquiryMessages.emailRequired).check(
    z.minLength(1, enquiryMessages.emailRequired),
    z.maxLength(enquiryLimits.email, enquiryMessages.emailTooLong),
    z.regex(EMAIL_PATTERN, enquiryMessages.emailInvalid),
  ),
  interest: z.enum(interestValues, { error: enquiryMessages.interestRequired }),
  message: text(enquiryMessages.messageRequired).check(
    z.minLength(1, enquiryMessages.messageRequired),
    z.maxLength(enquiryLimits.message, enquiryMessages.messageTooLong),
    z.refine((value) => !CONTROL_EXCEPT_LINES.test(value), enquiryMessages.messageControl),
  ),
});

export type Enquiry = z.infer<typeof enquirySchema>;
