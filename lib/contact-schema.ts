import { z } from 'zod';

// zod probes for eval with Function(''); under our CSP that probe is a reported violation, so skip it.
z.config({ jitless: true });

export const interestOptions = [
  { value: 'retailer', label: 'Retailer' },
  { value: 'distributor', label: 'Distributor' },
  { value: 'individual', label: 'Individual buyer' },
  { value: 'other', label: 'Other' },
] as const;

export type Interest = (typeof interestOptions)[number]['value'];

export const enquiryLimits = { name: 100, email: 254, message: 5000 } as const;

/** The hidden field that only bots fill in. */
export const honeypotField = 'website';

export const enquiryMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${enquiryLimits.name} characters or fewer`,
  nameSingleLine: 'Name must be a single line without control characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be ${enquiryLimits.email} characters or fewer`,
  interestRequired: 'Please select your interest',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be ${enquiryLimits.message} characters or fewer`,
  messageControl: 'Message contains characters we cannot accept',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const VISIBLE = /[\p{L}\p{N}]/u;

const text = (required: string) => z.string({ error: required }).trim();
const interestValues = interestOptions.map((option) => option.value) as [Interest, ...Interest[]];

export const enquirySchema = z.object({
  name: text(enquiryMessages.nameRequired)
    .min(1, enquiryMessages.nameRequired)
    .max(enquiryLimits.name, enquiryMessages.nameTooLong)
    .refine((value) => !CONTROL.test(value), enquiryMessages.nameSingleLine)
    .refine((value) => value === '' || VISIBLE.test(value), enquiryMessages.nameRequired),
  email: text(enquiryMessages.emailRequired)
    .min(1, enquiryMessages.emailRequired)
    .max(enquiryLimits.email, enquiryMessages.emailTooLong)
    .regex(EMAIL_PATTERN, enquiryMessages.emailInvalid),
  interest: z.enum(interestValues, { error: enquiryMessages.interestRequired }),
  message: text(enquiryMessages.messageRequired)
    .min(1, enquiryMessages.messageRequired)
    .max(enquiryLimits.message, enquiryMessages.messageTooLong)
    .refine((value) => !CONTROL_EXCEPT_LINES.test(value), enquiryMessages.messageControl),
});

export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryField = keyof Enquiry;
export type FieldErrors = Partial<Record<EnquiryField, string>>;

export const enquiryFields: readonly EnquiryField[] = ['name', 'email', 'interest', 'message'];

/** The first message for each field, in the order the checks ran. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (enquiryFields as readonly string[]).includes(field)) {
      errors[field as EnquiryField] ??= issue.message;
    }
  }
  return errors;
}

export function interestLabel(value: Interest): string {
  return interestOptions.find((option) => option.value === value)?.label ?? value;
}
