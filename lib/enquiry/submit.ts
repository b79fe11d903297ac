import type { ErrorBody } from '@/lib/http';
import { enquiryCopy } from './copy';
import { isFailureCode } from './failure';
import { enquiryFields, type FieldErrors } from './fields';
import type { FormAnswer } from './form-answer';

type Answered = { [key in keyof ErrorBody | 'reference']?: unknown };

function pickFieldErrors(fields: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields || typeof fields !== 'object') return errors;
  for (const field of enquiryFields) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

/** Posts the enquiry and turns every possible answer into what the form shows. */
export async function submitEnquiry(payload: Record<string, string>): Promise<FormAnswer> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    let body: Answered;
    try {
      body = JSON.parse(await response.text()) as Answered;
    } catch {
      return { ok: false, message: enquiryCopy.invalidResponse, fields: {} };
    }
    if (response.ok) {
      // The reference is shown as the server gave it; a success without one still is one.
      const reference = typeof body?.reference === 'string' && body.reference ? { reference: body.reference } : {};
      return { ok: true, ...reference };
    }
    const message = typeof body?.error === 'string' && body.error ? body.error : enquiryCopy.genericFailure;
    const code = isFailureCode(body?.code) ? { code: body.code } : {};
    return { ok: false, message, ...code, fields: pickFieldErrors(body?.fields) };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : enquiryCopy.genericFailure;
    return { ok: false, message, fields: {} };
  }
}
