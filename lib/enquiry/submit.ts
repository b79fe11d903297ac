import { enquiryFields, type FieldErrors } from './fields';
import { enquiryCopy } from './copy';

type SubmitResult = { ok: true; reference?: string } | { ok: false; message: string; fields: FieldErrors };

type AnswerBody = { reference?: unknown; error?: unknown; fields?: unknown };

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
export async function submitEnquiry(payload: Record<string, string>): Promise<SubmitResult> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    let body: AnswerBody;
    try {
      body = JSON.parse(await response.text()) as AnswerBody;
    } catch {
      return { ok: false, message: enquiryCopy.invalidResponse, fields: {} };
    }
    // The reference is shown as the server gave it; a success without one still is one.
    if (response.ok) return { ok: true, reference: typeof body?.reference === 'string' ? body.reference : undefined };
    const message = typeof body?.error === 'string' && body.error ? body.error : enquiryCopy.genericFailure;
    return { ok: false, message, fields: pickFieldErrors(body?.fields) };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : enquiryCopy.genericFailure;
    return { ok: false, message, fields: {} };
  }
}
