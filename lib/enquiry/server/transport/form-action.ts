'use server';

import 'server-only';
import { headers } from 'next/headers';
import { outdatedFormField } from '@/lib/enquiry/fields';
import { type FormAnswer, readForm, typedValues } from '@/lib/enquiry/form-answer';
import { enquiryLog } from '@/lib/log';
import { takeEnquiry, visitorFields } from './take-enquiry';

/**
 * The form posted by the browser itself, before its script has loaded or without JavaScript. No media type
 * to check: Next runs a form's Server Action only for multipart/form-data, and the proxy has bounded the post.
 */
export async function sendEnquiryForm(_previous: FormAnswer | null, form: FormData): Promise<FormAnswer> {
  const fields = readForm(form);
  // A page an earlier build rendered named an action this one did not make, and the start command brought
  // its post here (deploy/unknown-action.mjs): the form goes back as it was typed, to be sent again, since
  // the page the visitor filled in may not be the one this build would check it against.
  if (form.has(outdatedFormField)) {
    enquiryLog().info({ event: 'enquiry.form-outdated', channel: 'no-script' });
    return { ok: false, code: 'form-outdated', fields: {}, values: typedValues(fields) };
  }
  const { result } = await takeEnquiry({
    channel: 'no-script',
    headers: await headers(),
    read: async () => ({ ok: true, fields: visitorFields((name) => fields[name]) }),
  });
  if (result.ok) return { ok: true, reference: result.reference };
  return { ok: false, code: result.code, fields: result.fields ?? {}, values: typedValues(fields) };
}
