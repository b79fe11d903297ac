/** Per-field messages, keyed by the field's name. */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

type ErrorBody = { error: string; fields?: FieldErrors };

/** The one error shape every API answer uses. */
export function jsonError(status: number, error: string, init: { fields?: FieldErrors; headers?: HeadersInit } = {}) {
  const body: ErrorBody = init.fields ? { error, fields: init.fields } : { error };
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...init.headers } });
}

export function jsonOk(body: Record<string, unknown>, status = 200) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * True when a browser says the request comes from another site: Sec-Fetch-Site names another site, or
 * Origin is opaque or not one of our hosts. Requests that carry neither header (servers, curl) pass.
 */
export function isCrossSite(headers: Headers, ownHosts: readonly string[] = []): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return ![headers.get('x-forwarded-host'), headers.get('host'), ...ownHosts].includes(host);
}

export class BodyTooLargeError extends Error {}

/** Reads at most `limit` bytes, whatever Content-Length claims. */
export async function readBodyWithLimit(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}
