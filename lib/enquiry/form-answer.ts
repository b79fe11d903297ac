import type { FailureCode } from './failure';
import { enquiryFields, honeypotField, typedFields, type FieldErrorCode, type TypedField } from './fields';

export type FormValues = Record<TypedField, string>;

export const emptyValues = Object.fromEntries(typedFields.map((field) => [field, ''])) as FormValues;

/**
 * How sending failed: the server's code, or one the browser met on its own: an answer that is not JSON,
 * a failure without a code (`detail`: the server's words), the network, or the form's script not loading;
 * or, for the form posted without its script, a page an earlier build rendered (`form-outdated`: nothing sent).
 */
export type FormFailureCode = FailureCode | 'invalid-response' | 'uncoded' | 'network' | 'generic' | 'form-outdated';

/**
 * What the form shows after sending, from its script's request (submit.ts) or from the page rendered again
 * for a form posted without it (so a failure shows every value typed). Codes only: the page words them.
 */
export type FormAnswer =
  | { ok: true; reference?: string }
  | { ok: false; code: FormFailureCode; detail?: string; fields: ShownFieldErrors; values?: FormValues };

/** Each field's error code, or the words of a server that gave no code. */
export type ShownFieldErrors = Partial<Record<TypedField, FieldErrorCode | (string & {})>>;

export const idleAnswer: FormAnswer | null = null;

export const answerValues = (answer: FormAnswer | null): FormValues =>
  (answer && !answer.ok && answer.values) || emptyValues;
export const answerErrors = (answer: FormAnswer | null): ShownFieldErrors =>
  answer && !answer.ok ? answer.fields : {};

/** The spec's rule: failed authentication adds the note that the mail server may be misconfigured. */
export const needsAuthNote = ({ code, detail }: { code: FormFailureCode; detail?: string }): boolean =>
  code === 'auth-failed' || (code === 'uncoded' && Boolean(detail?.includes('Authentication failed')));

/** The posted fields as the JSON path would receive them: text only, a file or a missing field left out. */
export function readForm(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of [...enquiryFields, honeypotField]) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

export const typedValues = (fields: Record<string, string>): FormValues =>
  Object.fromEntries(typedFields.map((name) => [name, fields[name] ?? ''])) as FormValues;
