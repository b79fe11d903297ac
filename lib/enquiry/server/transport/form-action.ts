'use server';

import 'server-only';
import { headers } from 'next/headers';
import { apiErrors } from '../../copy';
import { type FormAnswer, readForm, typedValues } from '../../form-answer';
import {
  acceptEnquiry,
  clientKey,
  type Outcome,
  refuseCrossSite,
  refuseRateLimited,
  refuseTooLarge,
} from '../core/receive-enquiry';

async function run(fields: Record<string, string>): Promise<Outcome> {
  const request = await headers();
  const foreign = refuseCrossSite(request);
  if (foreign) return foreign;
  const client = clientKey(request);
  const limited = await refuseRateLimited(client);
  if (limited) return limited;
  const tooLarge = refuseTooLarge(Buffer.byteLength(JSON.stringify(fields)));
  if (tooLarge) return tooLarge;
  return acceptEnquiry(fields, client);
}

/**
 * The form adapter: the enquiry form posted by the browser itself, before the page's script has loaded
 * or without JavaScript. The browser sends the previous answer back as well; it is never used.
 */
export async function sendEnquiryForm(_previous: FormAnswer, form: FormData): Promise<FormAnswer> {
  const fields = readForm(form);
  let outcome: Outcome;
  try {
    outcome = await run(fields);
  } catch (error) {
    console.error('[contact] unexpected failure', error);
    outcome = { ok: false, status: 500, error: apiErrors.unexpected };
  }
  if (outcome.ok) return { status: 'sent' };
  return { status: 'failed', message: outcome.error, fields: outcome.fields ?? {}, values: typedValues(fields) };
}
