import 'server-only';
import { createElement } from 'react';
import { render } from '@react-email/components';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { ServerEnv } from '@/lib/env';
import type { Enquiry } from '../../schema';
import { brandMarkPng } from './brand-mark';
import { deliverMail, type Delivery, type RenderedMail } from './deliver';

export type { RenderedMail } from './deliver';
import { EnquiryEmail } from './enquiry-email';
import { brandMarkCid } from './mail-frame';
import { enquiryText, enquiryView, type Lateness } from './enquiry-view';

// Rendered once, so the bytes sent, kept and resent are the same.
export type Mailer = {
  render(enquiry: Enquiry, id: string, options?: RenderOptions): Promise<RenderedMail>;
  deliver(mail: RenderedMail, id: string): Promise<Delivery>;
};

export type RenderOptions = {
  /** A held enquiry mailed because no store could hold it. */
  suspectedSpam?: boolean;
  /** For one sent later; now otherwise. */
  receivedAt?: Date;
  late?: Lateness;
  releasedFromHeld?: boolean;
  /** Why one held, or mailed as suspected spam, was held (held/held-by.ts). */
  heldBy?: string;
  /** From how many addresses its text came within a day, where that marks it (held/same-text.ts). */
  sameText?: number;
};

type Envelope = {
  id: string;
  from: string;
  to: string;
  receivedAt: Date;
  late?: Lateness;
  note?: string | false;
  /** False: no Reply-To (the address needs SMTPUTF8, which the server does not offer). */
  replies?: boolean;
};

const SUSPECTED_SPAM = '[Suspected spam]';
const RELEASED_FROM_HELD = '[Released from held]';
const releasedNote = (heldBy?: string) =>
  'Released from held: this enquiry was held as suspected spam, and an operator released it after reading it.' +
  (heldBy ? ` Held by: ${heldBy}.` : '');
const suspectedNote = (heldBy?: string) =>
  heldBy &&
  `Held as suspected spam by: ${heldBy}. It could not be kept on record for an operator to read first, so it reaches you marked instead.`;
// Said by heldBy instead for one held, which names it where it held.
const sameTextNote = (addresses = 0) =>
  addresses > 0 &&
  `The same text came from ${addresses} email addresses within a day (case and spacing aside), this one’s included, ` +
    'as mass-mailed advertising does. That alone holds no enquiry: it reaches you as usual.';
const noReplyToNote = (address: string) =>
  `No Reply-To: the visitor’s address, ${address}, needs a mail server that offers SMTPUTF8, which ours does not, so replying to this e-mail would not reach them. Write to the address yourself.`;

// Nodemailer writes a domain outside ASCII as punycode; a local part outside ASCII has no such form.
const needsSmtpUtf8 = (address: string) => /[^\x00-\x7f]/.test(address.slice(0, address.lastIndexOf('@')));

/** The Message-ID follows from the enquiry id, so a retry or a resend carries the first attempt's. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'sarnia.invalid';
  return `<${id}@${domain}>`;
}

/** The brand mark every mail shows (mail-frame.tsx), as an inline part of the message. */
export const brandMarkAttachment = {
  cid: brandMarkCid,
  filename: 'sarnia.png',
  content: Buffer.from(brandMarkPng, 'base64'),
  contentType: 'image/png',
  contentDisposition: 'inline',
} as const;

/** React Email escapes every visitor value; the visitor is the Reply-To, never a header of their own. */
export async function composeEnquiry(
  enquiry: Enquiry,
  { id, from, to, receivedAt, late, note, replies = true }: Envelope,
): Promise<Mail.Options> {
  const notes = [note, replies ? undefined : noReplyToNote(enquiry.email)].filter(Boolean).join(' ') || undefined;
  const view = enquiryView(enquiry, id, receivedAt, { late, note: notes, replies });
  const html = await render(createElement(EnquiryEmail, { view }));
  return {
    from,
    to,
    ...(replies && { replyTo: { name: enquiry.name, address: enquiry.email } }),
    subject: view.subject,
    text: enquiryText(view),
    html,
    date: receivedAt,
    messageId: messageIdFor(id, from),
    headers: { 'X-Enquiry-Id': id },
    attachments: [brandMarkAttachment],
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export async function renderMail(message: Mail.Options): Promise<RenderedMail> {
  const info = await renderer.sendMail(message);
  const envelope = info.envelope as { from: string | false; to: string[] };
  return { raw: info.message as Buffer, envelope: { from: envelope.from || '', to: envelope.to } };
}

export function createMailer(env: ServerEnv): Mailer {
  return {
    async render(enquiry, id, options = {}) {
      const { suspectedSpam = false, receivedAt = new Date(), late, releasedFromHeld = false, heldBy } = options;
      const marked = sameTextNote(options.sameText);
      const note = releasedFromHeld ? releasedNote(heldBy) : suspectedSpam ? suspectedNote(heldBy) : marked;
      const envelope = { id, from: env.CONTACT_FROM, to: env.CONTACT_TO, receivedAt, late, note };
      const rendered = async (replies: boolean) => {
        const message = await composeEnquiry(enquiry, { ...envelope, replies });
        if (suspectedSpam) message.subject = `${SUSPECTED_SPAM} ${message.subject}`;
        if (releasedFromHeld) message.subject = `${RELEASED_FROM_HELD} ${message.subject}`;
        return renderMail(message);
      };
      const mail = await rendered(true);
      if (!needsSmtpUtf8(enquiry.email)) return mail;
      return { ...mail, withoutSmtpUtf8: (await rendered(false)).raw };
    },
    deliver: (mail, id) => deliverMail(mail, env, id),
  };
}
