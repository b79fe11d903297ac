import type { ErrorBody } from '@/lib/http';
import type { FailureCode } from './failure';
import { isFieldErrorCode, typedFields } from './fields';
import type { FormAnswer, ShownFieldErrors } from './form-answer';

type Answered = { [key in keyof ErrorBody | 'reference']?: unknown };

const byField = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** Each field's code where the server gave one, else its words (another server's): the page shows either. */
function pickFieldErrors(body: Answered): ShownFieldErrors {
  const [codes, words] = [byField(body?.fieldCodes), byField(body?.fields)];
  const errors: ShownFieldErrors = {};
  for (const field of typedFields) {
    const [code, said] = [codes[field], words[field]];
    if (isFieldErrorCode(code)) errors[field] = code;
    else if (typeof said === 'string' && said) errors[field] = said;
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
      return { ok: false, code: 'invalid-response', fields: {} };
    }
    if (response.ok) {
      // The reference is shown as the server gave it; a success without one still is one.
      const reference = typeof body?.reference === 'string' && body.reference ? { reference: body.reference } : {};
      return { ok: true, ...reference };
    }
    const fields = pickFieldErrors(body);
    const detail = typeof body?.error === 'string' && body.error ? { detail: body.error } : {};
    // The page words a code it knows (failure-message.ts); without one, the server's words are all there are.
    const code = typeof body?.code === 'string' && body.code ? (body.code as FailureCode) : undefined;
    return { ok: false, code: code ?? (detail.detail ? 'uncoded' : 'generic'), ...detail, fields };
  } catch (error) {
    const detail = error instanceof Error && error.message ? { detail: error.message } : {};
    return { ok: false, code: 'network', ...detail, fields: {} };
  }
}
