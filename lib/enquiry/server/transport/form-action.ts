'use server';

import 'server-only';
import { headers } from 'next/headers';
import { type FormAnswer, readForm, typedValues } from '@/lib/enquiry/form-answer';
import { visitorFields } from './gate';
import { takeEnquiry } from './intake';

/**
 * The form adapter: the enquiry form posted by the browser itself, before the page's script has loaded
 * or without JavaScript. The browser sends the previous answer back as well; it is never used. No media
 * type to check: Next runs a Server Action posted by a form only for multipart/form-data, and the proxy
 * (form-post-guard.ts) has bounded the post before Next read it.
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
