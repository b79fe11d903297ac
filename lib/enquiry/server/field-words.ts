import { defaultLocale, localeFacts, type Locale } from '@/lib/i18n/locales';
import { enquiryFields, interestLabel, type EnquiryField, type Interest } from '../fields';
import type { EnquiryRecord } from './store/records';

// The enquiry's fields as the operators read them, in English: their e-mail, `show` and the CSV export.

/** The language the visitor wrote in, in the operators' English; a record from before it was kept is English. */
export const languageName = (language: Locale | undefined) => localeFacts[language ?? defaultLocale].englishName;

type Values = EnquiryRecord['fields'];
type Value<F extends EnquiryField> = F extends keyof Values ? Values[F] : unknown;
type Shown<F extends EnquiryField> = { label: string; words: (value: Value<F>) => string };

/** Each field's label and its value in words: a field added to enquiryFields fails the type check here until it has them. */
export const fieldWords: { readonly [F in EnquiryField]: Shown<F> } = {
  name: { label: 'Name', words: (name) => name },
  email: { label: 'Email', words: (email) => email },
  interest: { label: 'Interest', words: (interest) => interestLabel(interest as Interest) },
  language: { label: 'Language', words: languageName },
  message: { label: 'Message', words: (message) => message },
};

/** The long text, shown after the other fields as a block of its own rather than on a line. */
export const longField = 'message' satisfies EnquiryField;

/** The fields shown a line each: all but the long text, in the list's order. */
export const lineFields = enquiryFields.filter((field) => field !== longField);

/** A field's value in the operators' words. */
export const fieldText = <F extends EnquiryField>(field: F, values: Values): string =>
  fieldWords[field].words((values as Partial<Record<EnquiryField, unknown>>)[field] as Value<F>);
