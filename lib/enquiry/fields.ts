// The enquiry's fields, limits and messages: plain data the form renders without loading the schema.
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
  nameCharacters: 'Name contains characters we cannot accept',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be ${enquiryLimits.email} characters or fewer`,
  interestRequired: 'Please select your interest',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be ${enquiryLimits.message} characters or fewer`,
  messageControl: 'Message contains characters we cannot accept',
} as const;

export type EnquiryField = 'name' | 'email' | 'interest' | 'message';
export type FieldErrors = Partial<Record<EnquiryField, string>>;

export const enquiryFields: readonly EnquiryField[] = ['name', 'email', 'interest', 'message'];

/** The first message for each field, in the order the checks ran. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
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
