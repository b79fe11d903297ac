/**
 * The one error body every API answers with: the words to show, the failure's code when the API has
 * one (the enquiry's are in lib/enquiry/failure.ts), and per-field messages and their codes keyed by the
 * field's name.
 */
type ByField = Readonly<Partial<Record<string, string>>>;
export type ErrorBody = { error: string; code?: string; fields?: ByField; fieldCodes?: ByField };

/** The one error shape every API answer uses. */
export function jsonError(
  status: number,
  error: string,
  init: { code?: string; fields?: ByField; fieldCodes?: ByField; headers?: HeadersInit } = {},
) {
  const body: ErrorBody = { error };
  if (init.code) body.code = init.code;
  if (init.fields) body.fields = init.fields;
  if (init.fieldCodes) body.fieldCodes = init.fieldCodes;
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...init.headers } });
}

export function jsonOk(body: Record<string, unknown>, status = 200) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * True when a browser says the request comes from another site: Sec-Fetch-Site names another site, or
 * Origin is opaque or not one of our hosts: the Host the request was sent to, or one the caller adds
 * (the public host, a forwarded host written by a proxy it trusts; any client can send
 * X-Forwarded-Host, so it is never believed here). Requests that carry neither header (servers, curl) pass.
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
  return ![headers.get('host'), ...ownHosts].includes(host);
}

export class BodyTooLargeError extends Error {}
export class BodyTimeoutError extends Error {}

/**
 * Reads at most `limit` bytes, whatever Content-Length claims, and gives up after `timeoutMs`, so a
 * client that trickles its body cannot hold a request open.
 */
export async function readBodyWithLimit(request: Request, limit: number, timeoutMs = 10_000): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyTimeoutError()), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), expired]);
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw new BodyTooLargeError();
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/** Text for a page written by hand: every character HTML reads as markup escaped, and each line break a <br>. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(/\r\n|\r|\n/g, '<br>');
