'use server';

import 'server-only';
import { headers } from 'next/headers';
import { type FormAnswer, readForm, typedValues } from '@/lib/enquiry/form-answer';
import { enquiryLog } from '@/lib/log';
import { receiveEnquiry } from '../core/receive-enquiry';
import { countRefusal } from '../core/refusal-tally';
import { failure, type EnquiryResult } from '../core/result';
import { enquiryServices } from '../core/services';
import { passGate, tooLarge, visitorFields } from './gate';

// No media type to check: Next runs a Server Action posted by a form only for multipart/form-data, and
// the proxy (form-post-guard.ts) has bounded the post before Next read it.
async function receive(fields: Record<string, string>): Promise<EnquiryResult> {
  const services = enquiryServices();
  const gate = await passGate(await headers(), services);
  if (!gate.ok) return gate;
  const visitor = visitorFields((name) => fields[name]);
  return tooLarge(visitor) ?? receiveEnquiry(visitor, { client: gate.client, channel: 'no-script' }, services);
}

/**
 * The form adapter: the enquiry form posted by the browser itself, before the page's script has loaded
 * or without JavaScript. The browser sends the previous answer back as well; it is never used.
 */
export async function sendEnquiryForm(_previous: FormAnswer | null, form: FormData): Promise<FormAnswer> {
  const fields = readForm(form);
  let result: EnquiryResult;
  try {
    result = await receive(fields);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException)?.code ?? (error as Error)?.name;
    enquiryLog().error({ event: 'enquiry.unexpected', channel: 'no-script', outcome: 'unexpected', code });
    result = failure('unexpected');
  }
  if (result.ok) return { ok: true, reference: result.reference };
  countRefusal(result.code);
  return { ok: false, code: result.code, fields: result.fields ?? {}, values: typedValues(fields) };
}
