import 'server-only';
import { enquiryFields, honeypotField } from '@/lib/enquiry/fields';
import type { ServerEnv } from '@/lib/env';
import { codeOf } from '@/lib/error-code';
import { isCrossSite } from '@/lib/http';
import { enquiryLog } from '@/lib/log';
import { receiveEnquiry, type EnquiryFields, type Sender } from '../core/receive-enquiry';
import type { ClientIdentity, EnquiryLimits } from '../core/rate-limit';
import { countRefusal } from '../core/refusal-tally';
import { failure, limitFailure, type EnquiryResult, type Failure, type FailureCode } from '../core/result';
import { enquiryServices } from '../services';
import { refusal } from './form-post-guard';
import { clientIdentity, identitySettings, ownHosts } from './identity';
import { startCommand } from './start-command';

/**
 * The largest enquiry: its fields measured as JSON, as the form's script sends them, so the same enquiry
 * passes or fails on both paths (a multipart post carries framing and React's copy of the previous answer,
 * which the proxy bounds at FORM_POST_MAX_BYTES). The JSON path stops reading its body here too.
 */
export const MAX_ENQUIRY_BYTES = 16 * 1024;

type Checked = { ok: true; client: ClientIdentity } | Failure;

// A body that is not one, too large or too slow, or fields that fail validation.
const junkCodes = new Set<FailureCode>(['too-large', 'body-timeout', 'invalid-json', 'not-an-object', 'validation']);

/**
 * The origin (the CSRF defence), the media type where the transport has one, then one of the client's
 * request slots, taken before the body is awaited, so slow bodies cannot all pass one check at once.
 */
export async function checkRequest(
  headers: Headers,
  { env, limits }: { env: ServerEnv; limits: Pick<EnquiryLimits, 'attempt'> },
  mediaType?: string,
): Promise<Checked> {
  if (isCrossSite(headers, ownHosts(headers, env))) return failure('foreign-origin');
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType && type !== mediaType) return failure('unsupported-type');
  const client = clientIdentity(headers, identitySettings(env));
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

export const tooLarge = (fields: EnquiryFields): Failure | undefined =>
  Buffer.byteLength(JSON.stringify(fields)) > MAX_ENQUIRY_BYTES ? failure('too-large') : undefined;

export type EnquiryRequest = {
  channel: Sender['channel'];
  headers: Headers;
  /** None where Next has checked it (a form's Server Action). */
  mediaType?: string;
  read: () => Promise<{ ok: true; fields: EnquiryFields } | Failure>;
};

/** What came of it, and the fields as read (none when the request was refused before its body was read). */
export type Taken = { result: EnquiryResult; fields?: EnquiryFields };

async function takeChecked({ channel, headers, mediaType, read }: EnquiryRequest): Promise<Taken> {
  const services = enquiryServices();
  const checked = await checkRequest(headers, services, mediaType);
  if (!checked.ok) return { result: checked };
  const body = await read();
  const sender = { client: checked.client, channel };
  const result = body.ok ? (tooLarge(body.fields) ?? (await receiveEnquiry(body.fields, sender, services))) : body;
  // Refused before it was an enquiry: the networks' slots go back, so junk from some of their addresses never
  // shuts out the others; the client's own count, its junk budget, keeps it.
  if (!result.ok && junkCodes.has(result.code)) await services.limits.giveBack(checked.client, true);
  return { result, fields: body.ok ? body.fields : undefined };
}

/** The one way into the use case for both transports; each transport reads its input and writes its answer. */
export async function takeEnquiry(request: EnquiryRequest): Promise<Taken> {
  let taken: Taken;
  try {
    taken = await takeChecked(request);
  } catch (error) {
    const { channel } = request;
    enquiryLog().error({ event: 'enquiry.unexpected', channel, outcome: 'unexpected', code: codeOf(error) });
    taken = { result: failure('unexpected') };
  }
  if (!taken.result.ok) countRefusal(taken.result.code);
  return taken;
}

/**
 * The start command reads a form post before Next does (deploy/unknown-action.mjs): first it takes one of the
 * client's request slots here, as the JSON route does before its body, so slow bodies cannot all pass one check
 * at once, and is answered the refusal if there is one. Read whole within the JSON route's limit, the body goes
 * on and the slot back (the form's action takes its own); one that did not come in time spends it as junk.
 */
export function lendFormSlots(started = startCommand()): void {
  if (started)
    started.formSlot = async (headers, path) => {
      const services = enquiryServices();
      const checked = await checkRequest(headers, services);
      if (!checked.ok) return (countRefusal(checked.code), refusal(checked.code, path));
      return async (timedOut) => {
        await services.limits.giveBack(checked.client, timedOut);
        return timedOut ? (countRefusal('body-timeout'), refusal('body-timeout', path)) : undefined;
      };
    };
}
