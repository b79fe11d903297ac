import 'server-only';
import { randomUUID } from 'node:crypto';
import { enquirySchema } from '../schema';
import { fieldErrors, honeypotField } from '../fields';
import { apiErrors } from '../copy';
import { serverEnv } from '@/lib/env';
import { BodyTooLargeError, jsonError, jsonOk, readBodyWithLimit } from '@/lib/http';
import { composeEnquiry } from './compose';
import { deliverEnquiry } from './deliver';
import { createRateLimiter, type RateLimiter } from './rate-limit';

const MAX_BODY_BYTES = 16 * 1024;

let limiter: RateLimiter | undefined;

function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}

function isForeignOrigin(request: Request, siteUrl: string | undefined): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const own = [request.headers.get('x-forwarded-host'), request.headers.get('host')];
  if (siteUrl) own.push(new URL(siteUrl).host);
  return !own.includes(host);
}

const log = (level: 'info' | 'warn' | 'error', id: string, text: string) =>
  console[level](`[contact] enquiry ${id}: ${text}`);

export async function handleContact(request: Request): Promise<Response> {
  const env = serverEnv();
  if (isForeignOrigin(request, env.SITE_URL)) return jsonError(403, apiErrors.foreignOrigin);
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return jsonError(415, apiErrors.unsupportedType);

  limiter ??= createRateLimiter({ max: env.CONTACT_RATE_LIMIT_MAX, windowMs: env.CONTACT_RATE_LIMIT_WINDOW_S * 1000 });
  const client = clientKey(request);
  const wait = limiter.retryAfter(client);
  if (wait > 0) return jsonError(429, apiErrors.rateLimited, { headers: { 'Retry-After': String(wait) } });

  let raw: string;
  try {
    raw = await readBodyWithLimit(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return jsonError(413, apiErrors.tooLarge);
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return jsonError(400, apiErrors.invalidJson);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return jsonError(400, apiErrors.notAnObject);

  const id = randomUUID();
  const trap = (body as Record<string, unknown>)[honeypotField];
  if (trap !== undefined && trap !== '') {
    limiter.record(client);
    log('warn', id, 'honeypot filled; answered as sent and dropped');
    return jsonOk({ ok: true });
  }

  const parsed = enquirySchema.safeParse(body);
  if (!parsed.success) return jsonError(400, apiErrors.validation, { fields: fieldErrors(parsed.error) });
  limiter.record(client);

  const message = composeEnquiry(parsed.data, {
    id,
    from: env.CONTACT_FROM,
    to: env.CONTACT_TO,
    receivedAt: new Date(),
  });
  const delivery = await deliverEnquiry(message, env, id);
  if (delivery.ok) {
    log(
      'info',
      id,
      delivery.via === 'smtp'
        ? `sent by SMTP (${delivery.messageId})`
        : `SMTP_HOST not set; written to ${delivery.file}`,
    );
    return jsonOk({ ok: true }, 201);
  }
  log('error', id, `${delivery.reason}: ${delivery.detail}`);
  if (delivery.reason === 'not-configured') return jsonError(503, apiErrors.notConfigured);
  return jsonError(502, delivery.reason === 'auth' ? apiErrors.authFailed : apiErrors.deliveryFailed);
}
