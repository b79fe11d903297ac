import type { ErrorBody } from '@/lib/http';
import type { FailureCode } from './failure';
import { isFieldErrorCode, typedFields } from './fields';
import type { FormAnswer, ShownFieldErrors } from './form-answer';

type Answered = { [key in keyof ErrorBody | 'reference']?: unknown };

const byField = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Each field's code where the server gave one, else its words (another server's). */
function pickFieldErrors(body: Answered): ShownFieldErrors {
  const [codes, words] = [byField(body?.fieldCodes), byField(body?.fields)];
  const errors: ShownFieldErrors = {};
  for (const field of typedFields) {
    const [code, said] = [codes[field], text(words[field])];
    if (isFieldErrorCode(code)) errors[field] = code;
    else if (said) errors[field] = said;
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
    // A success without a reference still is one.
    const reference = text(body?.reference);
    if (response.ok) return reference ? { ok: true, reference } : { ok: true };
    const detail = text(body?.error);
    const code = (text(body?.code) as FailureCode | undefined) ?? (detail ? 'uncoded' : 'generic');
    return { ok: false, code, ...(detail && { detail }), fields: pickFieldErrors(body) };
  } catch (error) {
    const detail = error instanceof Error && error.message ? { detail: error.message } : {};
    return { ok: false, code: 'network', ...detail, fields: {} };
  }
}
