import type { FailureCode } from './failure';
import { enquiryFields, honeypotField, typedFields, type FieldErrorCode, type TypedField } from './fields';

export type FormValues = Record<TypedField, string>;

export const emptyValues = Object.fromEntries(typedFields.map((field) => [field, ''])) as FormValues;

/**
 * How sending failed, as a code: the server's (lib/enquiry/failure.ts), or one the browser met on its
 * own: an answer that is not JSON, a failure without a code (`detail`: the server's words), the
 * network (`detail`: the browser's words), or the form's own script failing to load.
 */
export type FormFailureCode = FailureCode | 'invalid-response' | 'uncoded' | 'network' | 'generic';

/**
 * What the form shows after sending: the answer to its script's request (submit.ts), or the server's
 * answer to the form posted without its script (before hydration, or with JavaScript off), whose page
 * is rendered again with it, so a failure shows every value the visitor typed. Codes only: the page
 * words them in its own language (failure-message.ts).
 */
export type FormAnswer =
  | { ok: true; reference?: string }
  | { ok: false; code: FormFailureCode; detail?: string; fields: ShownFieldErrors; values?: FormValues };

/**
 * What each field shows: the code of its error, which the page words, or the words of a server that
 * gave no code (kept as they came).
 */
export type ShownFieldErrors = Partial<Record<TypedField, FieldErrorCode | (string & {})>>;

/** Nothing sent yet. */
export const idleAnswer: FormAnswer | null = null;

export const answerValues = (answer: FormAnswer | null): FormValues =>
  (answer && !answer.ok && answer.values) || emptyValues;
export const answerErrors = (answer: FormAnswer | null): ShownFieldErrors =>
  answer && !answer.ok ? answer.fields : {};

// The words that mark a failed authentication in a server's answer that has no code.
const AUTH_MARKER = 'Authentication failed';

/**
 * The specification's rule: a message about failed authentication adds the note that the mail server
 * may be misconfigured. With the server's code, the code decides; without one, the server's words do.
 */
export const needsAuthNote = ({ code, detail }: { code: FormFailureCode; detail?: string }): boolean =>
  code === 'auth-failed' || (code === 'uncoded' && Boolean(detail?.includes(AUTH_MARKER)));

/** The posted fields as the JSON path would receive them: text only, a file or a missing field left out. */
export function readForm(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of [...enquiryFields, honeypotField]) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

export function typedValues(fields: Record<string, string>): FormValues {
  const values = { ...emptyValues };
  for (const name of typedFields) values[name] = fields[name] ?? '';
  return values;
}
