import { defaultLocale, localeFacts, type Locale } from '@/lib/i18n/locales';
import { enquiryFields, interestLabel, type EnquiryField, type Interest } from '../fields';

// The enquiry's fields as the operators read them, in English: their e-mail, `show` and the CSV export.
const languageName = (language: Locale | undefined) => localeFacts[language ?? defaultLocale].englishName;

type Values = Readonly<Partial<Record<EnquiryField, string>>>;
type Shown = { label: string; words?: (value: string | undefined) => string };

export const fieldWords: Readonly<Record<EnquiryField, Shown>> = {
  name: { label: 'Name' },
  email: { label: 'Email' },
  interest: { label: 'Interest', words: (interest) => interestLabel(interest as Interest) },
  language: { label: 'Language', words: (language) => languageName(language as Locale | undefined) },
  message: { label: 'Message' },
};

export const longField = 'message' satisfies EnquiryField;

export const lineFields = enquiryFields.filter((field) => field !== longField);

export function fieldText(field: EnquiryField, values: Values): string {
  const { words = (value) => value ?? '' } = fieldWords[field];
  return words(values[field]);
}
