import { createHash } from 'node:crypto';

// Made from the enquiry's id, so a retry (which keeps its id) gets the same reference. Its letters leave
// out the ones read or heard alike: 0/O/D, 1/I/L, 2/Z, 5/S, 8/B, U/V.
export const REFERENCE_ALPHABET = 'ACEFGHJKMNPQRTWXY34679';
const LENGTH = 8;

/** Eight letters in two groups, "K7MQ-3XWA": 22^8, about 5.5 × 10^10 references. */
export function referenceFor(id: string): string {
  const digest = createHash('sha256').update(`sarnia-reference:${id}`).digest();
  let value = digest.readBigUInt64BE(0);
  let text = '';
  for (let index = 0; index < LENGTH; index++) {
    text += REFERENCE_ALPHABET[Number(value % BigInt(REFERENCE_ALPHABET.length))];
    value /= BigInt(REFERENCE_ALPHABET.length);
  }
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

const PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`);

/** Any case, with or without the dash. */
export function parseReference(text: string): string | undefined {
  const plain = text.trim().toUpperCase().replace(/[\s-]/g, '');
  const written = plain.length === LENGTH ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
  return PATTERN.test(written) ? written : undefined;
}
