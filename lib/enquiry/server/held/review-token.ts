import { createHmac, timingSafeEqual } from 'node:crypto';
import { ENQUIRY_ID } from '../enquiry-id';

// Anyone holding the link may review and release that one enquiry, once; a token for another purpose never passes.
const PURPOSE = 'release-held';

const mac = (secret: string, id: string, expires: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${id}\n${expires}`).digest();

export function reviewToken(secret: string, id: string, expiresMs: number): string {
  const expires = Math.floor(expiresMs).toString(36);
  return `${id}.${expires}.${mac(secret, id, expires).toString('base64url')}`;
}

export function readReviewToken(secret: string, token: string, now: number = Date.now()): string | undefined {
  const [id = '', expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length || !ENQUIRY_ID.test(id) || !/^[0-9a-z]{1,12}$/.test(expires)) return undefined;
  // The text itself, not what it decodes to: base64url decoding is lenient (its last character has four
  // spellings, padding and stray characters are skipped), so a token has exactly one spelling. Compared in
  // constant time; a signature of another length (cut short) never reaches the comparison.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(secret, id, expires).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return parseInt(expires, 36) > now ? id : undefined;
}
