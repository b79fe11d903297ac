// The enquiry's fields, limits and error codes: plain data the form renders without loading the schema.
import { oneOf } from './one-of';

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

// Each way a field can be wrong, as a code: the schema reports codes, and each page words them in its language.
export const fieldErrorCodes = [
  'name-required',
  'name-too-long',
  'name-single-line',
  'name-characters',
  'email-required',
  'email-invalid',
  'email-too-long',
  'interest-required',
  'message-required',
  'message-too-long',
  'message-control',
  'language-invalid',
] as const;

export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export const isFieldErrorCode = oneOf(fieldErrorCodes);

export type EnquiryField = 'name' | 'email' | 'interest' | 'message';
/** The language the visitor wrote in: the page's, sent beside the fields; English if absent. */
export const languageField = 'language';

export type FieldErrors = Partial<Record<EnquiryField | typeof languageField, FieldErrorCode>>;

export const enquiryFields: readonly EnquiryField[] = ['name', 'email', 'interest', 'message'];

/** The first error code for each field, in the order the checks ran. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const known = field === languageField || (enquiryFields as readonly unknown[]).includes(field);
    if (known && isFieldErrorCode(issue.message)) {
      errors[field as EnquiryField] ??= issue.message;
    }
  }
  return errors;
}

export function interestLabel(value: Interest): string {
  return interestOptions.find((option) => option.value === value)?.label ?? value;
}
