import 'server-only';
import { BodyTimeoutError, BodyTooLargeError, jsonError, jsonOk, readBodyWithLimit } from '@/lib/http';
import { languageField } from '@/lib/enquiry/fields';
import { enquiry } from '@/lib/i18n/en';
import { failure, failureAnswers, type Failure } from '../core/result';
import { MAX_ENQUIRY_BYTES, takeEnquiry, visitorFields } from './take-enquiry';

// A client that trickles its body cannot hold a request (and its slot) open longer than this.
export const BODY_TIMEOUT_MS = 10_000;

// A client that names the language it writes in (the site's form) also gets each field's code, to word it in that language.
export function failureResponse(
  { code, fields, retryAfterS }: Failure,
  headers: Record<string, string> = {},
  { fieldCodes = false } = {},
): Response {
  const { status, message } = failureAnswers[code];
  if (retryAfterS) headers = { ...headers, 'Retry-After': String(retryAfterS) };
  const words =
    fields && Object.fromEntries(Object.entries(fields).map(([name, error]) => [name, enquiry.fields[error]]));
  return jsonError(status, message, { code, fields: words, ...(fieldCodes && { fieldCodes: fields }), headers });
}

async function readObject(request: Request): Promise<{ ok: true; body: object } | Failure> {
  let raw: string;
  try {
    raw = await readBodyWithLimit(request, MAX_ENQUIRY_BYTES, BODY_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return failure('too-large');
    if (error instanceof BodyTimeoutError) return failure('body-timeout');
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return failure('invalid-json');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return failure('not-an-object');
  return { ok: true, body };
}

export async function enquiryRoute(request: Request): Promise<Response> {
  const read = async () => {
    const read = await readObject(request);
    if (!read.ok) return read;
    const body = read.body as Record<string, unknown>;
    return { ok: true as const, fields: visitorFields((name) => (Object.hasOwn(body, name) ? body[name] : undefined)) };
  };
  const { headers } = request;
  const { result, fields } = await takeEnquiry({ channel: 'script', headers, mediaType: 'application/json', read });
  return result.ok
    ? jsonOk({ ok: true, reference: result.reference }, 201)
    : failureResponse(result, {}, { fieldCodes: fields?.[languageField] !== undefined });
}

export const methodNotAllowed = () => failureResponse(failure('method-not-allowed'), { Allow: 'POST' });
