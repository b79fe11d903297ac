import { createElement } from 'react';
import { render } from '@react-email/components';
import type Mail from 'nodemailer/lib/mailer';
import type { ServerEnv } from '@/lib/env';
import { brandMarkAttachment, messageIdFor, renderMail, type RenderedMail } from '../mail/mailer';
import { ReceiptEmail } from './receipt-email';
import { receiptText, receiptView, type ReceiptFacts } from './receipt-view';

type Envelope = Pick<ServerEnv, 'CONTACT_FROM' | 'CONTACT_TO'> & { to: string; at: Date };

/**
 * From the site's sender to the visitor's address alone (no name: nothing they typed but the address), the
 * operators its Reply-To, marked as sent by a program (RFC 3834), so that no auto-reply answers it. Its
 * Message-ID follows from the enquiry id, as the operators' mail's does.
 */
export async function composeReceipt(facts: ReceiptFacts, envelope: Envelope): Promise<Mail.Options> {
  const view = receiptView(facts);
  return {
    from: envelope.CONTACT_FROM,
    to: { name: '', address: envelope.to },
    replyTo: envelope.CONTACT_TO,
    subject: view.subject,
    text: receiptText(view),
    html: await render(createElement(ReceiptEmail, { view })),
    date: envelope.at,
    messageId: messageIdFor(`receipt-${facts.id}`, envelope.CONTACT_FROM),
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: [brandMarkAttachment],
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export const renderReceipt = async (facts: ReceiptFacts, envelope: Envelope): Promise<RenderedMail> =>
  renderMail(await composeReceipt(facts, envelope));
