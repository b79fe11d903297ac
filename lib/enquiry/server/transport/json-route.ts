import 'server-only';
import { apiErrors } from '../../copy';
import { BodyTimeoutError, BodyTooLargeError, jsonError, jsonOk, readBodyWithLimit } from '@/lib/http';
import {
  acceptEnquiry,
  clientKey,
  MAX_ENQUIRY_BYTES,
  type Outcome,
  refuseCrossSite,
  refuseRateLimited,
} from '../core/receive-enquiry';

// A client that trickles its body cannot hold a request (and its slot) open longer than this.
const BODY_TIMEOUT_MS = 10_000;

function answer(outcome: Outcome): Response {
  if (outcome.ok) return jsonOk({ ok: true }, outcome.status);
  const headers: HeadersInit = outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : {};
  return jsonError(outcome.status, outcome.error, { fields: outcome.fields, headers });
}

/** The JSON adapter: POST /api/contact from the form's script or any other client. */
export async function handleContact(request: Request): Promise<Response> {
  const foreign = refuseCrossSite(request.headers);
  if (foreign) return answer(foreign);
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return jsonError(415, apiErrors.unsupportedType);

  const client = clientKey(request.headers);
  // The slot is taken before the body is awaited, so slow bodies cannot all pass one check at once.
  const limited = await refuseRateLimited(client);
  if (limited) return answer(limited);

  let raw: string;
  try {
    raw = await readBodyWithLimit(request, MAX_ENQUIRY_BYTES, BODY_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return jsonError(413, apiErrors.tooLarge);
    if (error instanceof BodyTimeoutError) return jsonError(408, apiErrors.bodyTimeout);
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return jsonError(400, apiErrors.invalidJson);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return jsonError(400, apiErrors.notAnObject);

  return answer(await acceptEnquiry(body as Record<string, unknown>, client));
}
