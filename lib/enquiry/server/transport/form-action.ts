'use server';

import 'server-only';
import { headers } from 'next/headers';
import { type FormAnswer, readForm, typedValues } from '@/lib/enquiry/form-answer';
import { takeEnquiry, visitorFields } from './take-enquiry';

/**
 * The form posted by the browser itself, before its script has loaded or without JavaScript. No media type
 * to check: Next runs a form's Server Action only for multipart/form-data, and the proxy has bounded the post.
 */
export async function sendEnquiryForm(_previous: FormAnswer | null, form: FormData): Promise<FormAnswer> {
  const fields = readForm(form);
  const { result } = await takeEnquiry({
    channel: 'no-script',
    headers: await headers(),
    read: async () => ({ ok: true, fields: visitorFields((name) => fields[name]) }),
  });
  if (result.ok) return { ok: true, reference: result.reference };
  return { ok: false, code: result.code, fields: result.fields ?? {}, values: typedValues(fields) };
}
