import { enquiryFields, honeypotField, type EnquiryField, type FieldErrors } from './fields';

export type FormValues = Record<EnquiryField, string>;

export const emptyValues: FormValues = { name: '', email: '', interest: '', message: '' };

/**
 * The server's answer to the form posted without its script (before hydration, or with JavaScript off).
 * The page is rendered again with it, so a failure shows every value the visitor typed.
 */
export type FormAnswer =
  | { status: 'idle' }
  | { status: 'sent'; reference: string }
  | { status: 'failed'; message: string; fields: FieldErrors; values: FormValues };

export const idleAnswer: FormAnswer = { status: 'idle' };

export const answerValues = (answer: FormAnswer): FormValues =>
  answer.status === 'failed' ? answer.values : emptyValues;
export const answerErrors = (answer: FormAnswer): FieldErrors => (answer.status === 'failed' ? answer.fields : {});

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
