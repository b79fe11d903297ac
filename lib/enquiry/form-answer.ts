import { enquiryCopy } from './copy';
import type { FailureCode } from './failure';
import { enquiryFields, honeypotField, type EnquiryField, type FieldErrors } from './fields';

export type FormValues = Record<EnquiryField, string>;

export const emptyValues: FormValues = { name: '', email: '', interest: '', message: '' };

/**
 * What the form shows after sending: the answer to its script's request (submit.ts), or the server's
 * answer to the form posted without its script (before hydration, or with JavaScript off), whose page
 * is rendered again with it, so a failure shows every value the visitor typed. `code` is the server's
 * (lib/enquiry/failure.ts); a failure the browser met on its own has none.
 */
export type FormAnswer =
  | { ok: true; reference?: string }
  | { ok: false; message: string; code?: FailureCode; fields: FieldErrors; values?: FormValues };

/** Nothing sent yet. */
export const idleAnswer: FormAnswer | null = null;

export const answerValues = (answer: FormAnswer | null): FormValues =>
  (answer && !answer.ok && answer.values) || emptyValues;
export const answerErrors = (answer: FormAnswer | null): FieldErrors => (answer && !answer.ok ? answer.fields : {});

/**
 * The specification's rule: a message about failed authentication adds the note that the mail server
 * may be misconfigured. With the server's code, the code decides; without one, the words do.
 */
export const needsAuthNote = ({ message, code }: { message: string; code?: FailureCode }): boolean =>
  code ? code === 'auth-failed' : message.includes(enquiryCopy.authMarker);

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
  for (const name of enquiryFields) values[name] = fields[name] ?? '';
  return values;
}
