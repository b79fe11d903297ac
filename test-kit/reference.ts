// The visitor's reference for an enquiry, "K7MQ-3XWA": two groups of four, read out on the phone, so none
// of the letters or digits read or heard alike (0/O/D, 1/I/L, 2/Z, 5/S, 8/B, U/V).
const letters = '[ACEFGHJKMNPQRTWXY34679]{4}';
const reference = `${letters}-${letters}`;
export const referencePattern = new RegExp(`^${reference}$`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The operators' subject for an enquiry, whose reference it captures: "Website enquiry K7MQ-3XWA (Retailer) from Ada". */
export const subjectPattern = (interest: string, name: string) =>
  new RegExp(`^Website enquiry (${reference}) \\(${escape(interest)}\\) from ${escape(name)}$`);

/** The reference the success banner shows ("Your reference: K7MQ-3XWA"), from its text or its HTML. */
export function bannerReference(text: string): string | undefined {
  return new RegExp(`Your reference:(?:<!-- -->)?\\s*(?:<strong[^>]*>)?(${reference})`).exec(text)?.[1];
}
