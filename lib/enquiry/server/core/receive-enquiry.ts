import 'server-only';
import { apiErrors } from '../../copy';
import { fieldErrors, honeypotField, type FieldErrors } from '../../fields';
import { enquirySchema, type Enquiry } from '../../schema';
import { isCrossSite } from '@/lib/http';
import { contact } from '@/lib/site/facts';
import { composeEnquiry, renderMail } from '../mail/compose';
import { deliverMail } from '../mail/deliver';
import { newEnquiryId } from './enquiry-id';
import { clientIdentity, type ClientIdentity } from '../transport/identity';
import { ownHosts } from '../transport/origin';
import type { Verdict } from './rate-limit';
import { enquiryServices, type Services } from './services';
import { keepUndelivered } from '../store/undelivered';

// The steps every enquiry goes through, whichever way it came: JSON from the script (handler.ts) or the
// form posted by a browser without it (form-action.ts). Each step answers with an Outcome or lets it pass.

/** The largest enquiry accepted: the JSON body, or the form's fields measured as that same body. */
export const MAX_ENQUIRY_BYTES = 16 * 1024;

export type Outcome =
  { ok: true; status: 201 } | { ok: false; status: number; error: string; fields?: FieldErrors; retryAfter?: number };

const refuse = (status: number, error: string, extra: Partial<Outcome> = {}): Outcome => ({
  ...extra,
  ok: false,
  status,
  error,
});
const withAddress = (text: string) => `${text} ${contact.email}.`;
const log = (level: 'info' | 'warn' | 'error', id: string, text: string) =>
  console[level](`[contact] enquiry ${id}: ${text}`);

export function refuseCrossSite(headers: Headers): Outcome | null {
  const { env } = enquiryServices();
  return isCrossSite(headers, ownHosts(headers, env)) ? refuse(403, apiErrors.foreignOrigin) : null;
}

/** Who is asking (see identity.ts): the limiter's key, and whether the client could have chosen it. */
export function clientKey(headers: Headers): ClientIdentity {
  const { env } = enquiryServices();
  return clientIdentity(headers, { vercel: !!env.VERCEL, trustedProxies: env.TRUSTED_PROXY_COUNT });
}

const limited = (slot: Verdict & { ok: false }) =>
  refuse(429, slot.shared ? withAddress(apiErrors.formBusy) : apiErrors.rateLimited, { retryAfter: slot.retryAfterS });

/** Takes one of the client's request slots, atomically, before its enquiry is read. */
export async function refuseRateLimited(client: ClientIdentity): Promise<Outcome | null> {
  const slot = await enquiryServices().limits.attempt(client);
  return slot.ok ? null : limited(slot);
}

export function refuseTooLarge(bytes: number): Outcome | null {
  return bytes > MAX_ENQUIRY_BYTES ? refuse(413, apiErrors.tooLarge) : null;
}

async function send(
  enquiry: Enquiry,
  id: string,
  retry: boolean,
  { env, retries, stores }: Services,
): Promise<Outcome> {
  const message = await composeEnquiry(enquiry, {
    id,
    from: env.CONTACT_FROM,
    to: env.CONTACT_TO,
    receivedAt: new Date(),
  });
  const mail = await renderMail(message);
  const delivery = await deliverMail(mail, env, id);
  if (delivery.ok) {
    log('info', id, delivery.via === 'smtp' ? `sent by SMTP (${delivery.response})` : `written to ${delivery.file}`);
    await retries.delivered(enquiry, id);
    // A retry that got through makes the copy kept from its earlier failed attempt redundant.
    if (retry) await Promise.allSettled(stores.map((store) => store.remove(id)));
    return { ok: true, status: 201 };
  }
  log('error', id, `${delivery.reason}: ${delivery.detail}`);
  const kept = await keepUndelivered(stores, id, mail.raw);
  if (!kept.ok) {
    log('error', id, `NOT KEPT, the enquiry is lost unless the visitor writes again: ${kept.detail}`);
    return refuse(503, withAddress(apiErrors.notKept));
  }
  log('warn', id, `kept in ${kept.where}; send it with: npm run enquiries -- resend ${id}`);
  switch (delivery.reason) {
    case 'auth':
      return refuse(502, apiErrors.authFailed);
    case 'uncertain':
      return refuse(504, withAddress(apiErrors.mayHaveArrived));
    case 'not-configured':
      return refuse(503, apiErrors.notConfigured);
    case 'outbox':
      return refuse(503, withAddress(apiErrors.notKept));
    default:
      return refuse(502, apiErrors.deliveryFailed);
  }
}

/**
 * Validation, the enquiry limit, the honeypot, retries and delivery, once the enquiry's fields are
 * read. A caught honeypot and a duplicate answer exactly like a sent enquiry.
 */
export async function acceptEnquiry(body: Record<string, unknown>, client: ClientIdentity): Promise<Outcome> {
  const context = enquiryServices();
  const parsed = enquirySchema.safeParse(body);
  if (!parsed.success) return refuse(400, apiErrors.validation, { fields: fieldErrors(parsed.error) });

  const slot = await context.limits.enquiry(client);
  if (!slot.ok) return limited(slot);

  const trap = body[honeypotField];
  if (trap !== undefined && trap !== '') {
    log('warn', newEnquiryId(), 'honeypot filled; answered as accepted and dropped');
    return { ok: true, status: 201 };
  }

  const id = newEnquiryId();
  const earlier = await context.retries.claim(parsed.data, id);
  if (earlier?.delivered) {
    log('info', earlier.id, `sent again within the window as ${id}; already delivered, not sent twice`);
    return { ok: true, status: 201 };
  }
  if (earlier) log('info', earlier.id, 'sent again within the window; retrying as the same enquiry');
  return send(parsed.data, earlier?.id ?? id, !!earlier, context);
}
