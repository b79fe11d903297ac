// Plain data the form renders without loading the schema.
import { oneOf } from './one-of';

export const interestOptions = [
  { value: 'retailer', label: 'Retailer' },
  { value: 'distributor', label: 'Distributor' },
  { value: 'individual', label: 'Individual buyer' },
  { value: 'other', label: 'Other' },
] as const;

export type Interest = (typeof interestOptions)[number]['value'];

export const enquiryLimits = { name: 100, email: 254, message: 5000 } as const;

// The honeypot: a name no autofill heuristic matches (sources in components/enquiry/enquiry-form.tsx).
export const honeypotField = 'leave_empty';

// Added by the start command to a form an earlier build rendered, whose action id this build does not know
// (deploy/unknown-action.mjs, which spells it too): the form comes back to be sent again, nothing sent.
export const outdatedFormField = 'outdated-form';

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

// In the order the operators read them. Everything that shows or keeps an enquiry takes its fields from this
// list: a field added here reaches it, or fails the type check where code must decide what to do with it.
export const enquiryFields = ['name', 'email', 'interest', 'language', 'message'] as const;

export type EnquiryField = (typeof enquiryFields)[number];

// The page's language, sent beside the fields the visitor types.
export const languageField = 'language' satisfies EnquiryField;

export type TypedField = Exclude<EnquiryField, typeof languageField>;

export const typedFields = enquiryFields.filter((field): field is TypedField => field !== languageField);

const isEnquiryField = oneOf(enquiryFields);

export type FieldErrors = Partial<Record<EnquiryField, FieldErrorCode>>;

export const pickFields = <T extends Partial<Record<EnquiryField, unknown>>>(source: T): Pick<T, EnquiryField> =>
  Object.fromEntries(enquiryFields.map((field) => [field, source[field]])) as Pick<T, EnquiryField>;

export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isEnquiryField(field) && isFieldErrorCode(issue.message)) errors[field] ??= issue.message;
  }
  return errors;
}

export function interestLabel(value: Interest): string {
  return interestOptions.find((option) => option.value === value)?.label ?? value;
}
