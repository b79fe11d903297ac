import { dictionaries } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { localeFacts, type Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site/facts';
import type { Interest } from '../../fields';
import { guernseyTimeIn } from '../guernsey-time';
import type { EnquiryRecord } from '../store/record-schema';

/**
 * All a receipt may say: what the site made (the reference, the time) and what the visitor chose from a list
 * (the interest, the page's language), never a field they typed. The address it goes to is the envelope's.
 */
export type ReceiptFacts = { id: string; reference: string; receivedAt: Date; interest: Interest; language: Locale };

export const receiptFactsOf = ({ id, reference, receivedAt, fields }: EnquiryRecord): ReceiptFacts => ({
  id,
  reference,
  receivedAt: new Date(receivedAt),
  interest: fields.interest as Interest,
  language: fields.language,
});

/** Everything the receipt shows, in its language, shared by its HTML and plain-text parts. */
export type ReceiptView = ReturnType<typeof receiptView>;

export function receiptView({ reference, receivedAt, interest, language }: ReceiptFacts) {
  const { receipt: words, enquiry } = dictionaries[language];
  const named = { site: site.name, reference };
  return {
    lang: localeFacts[language].tag,
    subject: fill(words.subject, named),
    preview: fill(words.preview, named),
    eyebrow: words.eyebrow,
    heading: words.heading,
    lead: words.lead,
    rows: [
      { label: words.labels.reference, text: reference },
      {
        label: words.labels.received,
        text: fill(words.received, { time: guernseyTimeIn[language](receivedAt) }),
        dateTime: receivedAt.toISOString(),
      },
      { label: enquiry.labels.interest, text: enquiry.interests[interest] },
    ] as { label: string; text: string; dateTime?: string }[],
    row: words.row,
    reply: words.reply,
    notYou: words.notYou,
    footer: fill(words.footer, named),
  };
}

// The same words as the HTML, in the same order.
export const receiptText = (view: ReceiptView): string =>
  [
    view.heading,
    '',
    view.lead,
    '',
    ...view.rows.map(({ label, text }) => fill(view.row, { label, value: text })),
    '',
    view.reply,
    '',
    view.notYou,
    '',
    '--',
    view.footer,
  ].join('\n');
