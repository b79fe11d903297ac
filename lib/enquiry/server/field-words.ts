import { defaultLocale, localeFacts, type Locale } from '@/lib/i18n/locales';
import { enquiryFields, interestLabel, type EnquiryField, type Interest } from '../fields';

// The enquiry's fields as the operators read them, in English: their e-mail, `show` and the CSV export.

/** The language the visitor wrote in, in the operators' English; English where the request named none. */
const languageName = (language: Locale | undefined) => localeFacts[language ?? defaultLocale].englishName;

type Values = Readonly<Partial<Record<EnquiryField, string>>>;
/** A field's label, and its value in words where they are not the value as sent. */
type Shown = { label: string; words?: (value: string | undefined) => string };

/** Each field's label and words: a field added to enquiryFields fails the type check here until it has them. */
export const fieldWords: Readonly<Record<EnquiryField, Shown>> = {
  name: { label: 'Name' },
  email: { label: 'Email' },
  interest: { label: 'Interest', words: (interest) => interestLabel(interest as Interest) },
  language: { label: 'Language', words: (language) => languageName(language as Locale | undefined) },
  message: { label: 'Message' },
};

/** The long text, shown after the other fields as a block of its own rather than on a line. */
export const longField = 'message' satisfies EnquiryField;

/** The fields shown a line each: all but the long text, in the list's order. */
export const lineFields = enquiryFields.filter((field) => field !== longField);

/** A field's value in the operators' words. */
export function fieldText(field: EnquiryField, values: Values): string {
  const { words = (value) => value ?? '' } = fieldWords[field];
  return words(values[field]);
}
