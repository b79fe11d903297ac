import { createElement } from 'react';
import { render } from '@react-email/components';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Enquiry } from '../../schema';
import { brandMarkPng } from './brand-mark';
import { brandMarkCid, EnquiryEmail } from './enquiry-email';
import { enquiryText, enquiryView, type Lateness } from './enquiry-view';

type Envelope = { id: string; from: string; to: string; receivedAt: Date; late?: Lateness; note?: string };

/** The Message-ID follows from the enquiry id, so a retry or a resend carries the first attempt's. */
function messageIdFor(id: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'sarnia.invalid';
  return `<${id}@${domain}>`;
}

/**
 * The operators' e-mail for one enquiry: branded HTML rendered by React Email (which escapes every visitor
 * value) and a plain-text part with the same words. The visitor is the Reply-To, never a header of their own.
 */
export async function composeEnquiry(
  enquiry: Enquiry,
  { id, from, to, receivedAt, late, note }: Envelope,
): Promise<Mail.Options> {
  const view = { ...enquiryView(enquiry, id, receivedAt, late), note };
  const html = await render(createElement(EnquiryEmail, { view }));
  return {
    from,
    to,
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: view.subject,
    text: enquiryText(view),
    html,
    date: receivedAt,
    messageId: messageIdFor(id, from),
    headers: { 'X-Enquiry-Id': id },
    attachments: [
      {
        cid: brandMarkCid,
        filename: 'sarnia.png',
        content: Buffer.from(brandMarkPng, 'base64'),
        contentType: 'image/png',
        contentDisposition: 'inline',
      },
    ],
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export type RenderedMail = { raw: Buffer; envelope: { from: string; to: string[] } };

const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/**
 * The complete message, rendered once: the bytes SMTP receives are the bytes kept when it fails,
 * and the bytes a resend delivers.
 */
export async function renderMail(message: Mail.Options): Promise<RenderedMail> {
  const info = await renderer.sendMail(message);
  const envelope = info.envelope as { from: string | false; to: string[] };
  return { raw: info.message as Buffer, envelope: { from: envelope.from || '', to: envelope.to } };
}
