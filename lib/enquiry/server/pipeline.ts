import 'server-only';
import { randomUUID } from 'node:crypto';
import { enquirySchema } from '../schema';
import { fieldErrors, honeypotField, type FieldErrors } from '../fields';
import { apiErrors } from '../copy';
import type { ServerEnv } from '@/lib/env';
import { isCrossSite } from '@/lib/http';
import { composeEnquiry } from './compose';
import { deliverEnquiry } from './deliver';
import { createRateLimiter, type RateLimiter } from './rate-limit';

// The steps every enquiry goes through, whichever way it came: JSON from the script (handler.ts) or the
// form posted by a browser without it (form-action.ts). Each step answers with an Outcome or lets it pass.

/** The largest enquiry accepted: the JSON body, or the form's fields measured as that same body. */
export const MAX_ENQUIRY_BYTES = 16 * 1024;

export type Outcome =
  | { ok: true; status: 200 | 201 }
  | { ok: false; status: number; error: string; fields?: FieldErrors; retryAfter?: number };

const refuse = (status: number, error: string, extra: Partial<Outcome> = {}): Outcome => ({
  ...extra,
  ok: false,
  status,
  error,
});

export function refuseCrossSite(headers: Headers, env: ServerEnv): Outcome | null {
  const own = env.SITE_URL ? [new URL(env.SITE_URL).host] : [];
  return isCrossSite(headers, own) ? refuse(403, apiErrors.foreignOrigin) : null;
}

export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip') || 'unknown';
}

// The route and the page are separate server bundles, each with its own copy of this module: the one
// limiter both paths count against lives on globalThis.
const shared = globalThis as typeof globalThis & { [key: symbol]: RateLimiter | undefined };
const LIMITER = Symbol.for('sarnia.enquiry.rate-limiter');
const rateLimiter = (env: ServerEnv) =>
  (shared[LIMITER] ??= createRateLimiter({
    max: env.CONTACT_RATE_LIMIT_MAX,
    windowMs: env.CONTACT_RATE_LIMIT_WINDOW_S * 1000,
  }));

export function refuseRateLimited(client: string, env: ServerEnv): Outcome | null {
  const wait = rateLimiter(env).retryAfter(client);
  return wait > 0 ? refuse(429, apiErrors.rateLimited, { retryAfter: wait }) : null;
}

export function refuseTooLarge(bytes: number): Outcome | null {
  return bytes > MAX_ENQUIRY_BYTES ? refuse(413, apiErrors.tooLarge) : null;
}

const log = (level: 'info' | 'warn' | 'error', id: string, text: string) =>
  console[level](`[contact] enquiry ${id}: ${text}`);

/** Honeypot, validation, the rate limit's count and delivery, once the enquiry's fields are read. */
export async function acceptEnquiry(body: Record<string, unknown>, client: string, env: ServerEnv): Promise<Outcome> {
  const limiter = rateLimiter(env);
  const id = randomUUID();
  const trap = body[honeypotField];
  if (trap !== undefined && trap !== '') {
    limiter.record(client);
    log('warn', id, 'honeypot filled; answered as sent and dropped');
    return { ok: true, status: 200 };
  }

  const parsed = enquirySchema.safeParse(body);
  if (!parsed.success) return refuse(400, apiErrors.validation, { fields: fieldErrors(parsed.error) });
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
    return { ok: true, status: 201 };
  }
  log('error', id, `${delivery.reason}: ${delivery.detail}`);
  if (delivery.reason === 'not-configured') return refuse(503, apiErrors.notConfigured);
  return refuse(502, delivery.reason === 'auth' ? apiErrors.authFailed : apiErrors.deliveryFailed);
}
