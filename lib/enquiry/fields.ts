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

/**
 * The hidden field that only bots fill in. Its name and label match no autofill heuristic (not website, url,
 * company, name, email, phone or address), so a browser or password manager leaves it empty: see
 * components/enquiry/enquiry-form.tsx for the sources.
 */
export const honeypotField = 'leave_empty';

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

/**
 * Every field a visitor sends, in the order the operators read them: the four the visitor types, and the
 * language of the page they wrote from. The schema, the record, the retry fingerprint, the operators'
 * e-mail, `show`, the CSV export and the privacy policy take their fields from this list; a field added
 * here reaches them, or fails the type check where code must decide what to do with it.
 */
export const enquiryFields = ['name', 'email', 'interest', 'language', 'message'] as const;

export type EnquiryField = (typeof enquiryFields)[number];

/** The language the visitor wrote in: the page's, sent beside the fields; English if absent. */
export const languageField = 'language' satisfies EnquiryField;

/** The fields the visitor types: every one but the language, which the page sends. */
export type TypedField = Exclude<EnquiryField, typeof languageField>;

export const typedFields = enquiryFields.filter((field): field is TypedField => field !== languageField);

export const isEnquiryField = oneOf(enquiryFields);

export type FieldErrors = Partial<Record<EnquiryField, FieldErrorCode>>;

/** The enquiry's fields out of anything that holds them (a parsed enquiry, a record's fields), in the list's order. */
export const pickFields = <T extends Partial<Record<EnquiryField, unknown>>>(source: T): Pick<T, EnquiryField> =>
  Object.fromEntries(enquiryFields.map((field) => [field, source[field]])) as Pick<T, EnquiryField>;

/** The first error code for each field, in the order the checks ran. */
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
