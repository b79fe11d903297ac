import 'server-only';
import { enquiryFields, honeypotField } from '@/lib/enquiry/fields';
import { isCrossSite } from '@/lib/http';
import type { ServerEnv } from '@/lib/env';
import type { EnquiryFields } from '../core/receive-enquiry';
import type { ClientIdentity, EnquiryLimits } from '../core/rate-limit';
import { failure, limitFailure, type Failure } from '../core/result';
import { clientIdentity } from './identity';
import { ownHosts } from './origin';

// What every enquiry passes before its body is read, whichever transport brought it: written once here,
// used by intake.ts for both transports. (The proxy's form-post-guard.ts runs even earlier, before
// Next reads a form post's body, which is why it stays in the proxy.)

/**
 * The largest enquiry: its fields (the four and the honeypot) measured as JSON, the way the form's
 * script sends them. One measure of the visitor's fields, not of a transport's bytes, so the same
 * enquiry passes or fails on both paths: a multipart post carries framing and React's copy of the
 * previous answer (the proxy bounds those at FORM_POST_MAX_BYTES), and a JSON client may add spaces or
 * keys of its own. The JSON path also stops reading its body at this many bytes: a body that large
 * can only hold fields that are too large or text that is not an enquiry.
 */
export const MAX_ENQUIRY_BYTES = 16 * 1024;

type Gate = { ok: true; client: ClientIdentity } | Failure;

/**
 * The origin (with form posts arriving without a preflight, the CSRF defence), the media type where the
 * transport has one to check, then one of the client's request slots, taken atomically before the body
 * is awaited, so slow bodies cannot all pass one check at once.
 */
export async function passGate(
  headers: Headers,
  { env, limits }: { env: ServerEnv; limits: Pick<EnquiryLimits, 'attempt'> },
  mediaType?: string,
): Promise<Gate> {
  if (isCrossSite(headers, ownHosts(headers, env))) return failure('foreign-origin');
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType && type !== mediaType) return failure('unsupported-type');
  const client = clientIdentity(headers, { vercel: !!env.VERCEL, trustedProxies: env.TRUSTED_PROXY_COUNT });
  const slot = await limits.attempt(client);
  return slot.ok ? { ok: true, client } : limitFailure(slot);
}

/** The visitor's fields from what a transport read: the enquiry's own names, anything else left out. */
export function visitorFields(read: (name: string) => unknown): EnquiryFields {
  const fields: EnquiryFields = {};
  for (const name of [...enquiryFields, honeypotField] as const) {
    const value = read(name);
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/** The size bound, measured one way for both transports (see MAX_ENQUIRY_BYTES). */
export const tooLarge = (fields: EnquiryFields): Failure | undefined =>
  Buffer.byteLength(JSON.stringify(fields)) > MAX_ENQUIRY_BYTES ? failure('too-large') : undefined;
