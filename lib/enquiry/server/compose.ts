import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Enquiry } from '../schema';
import { interestLabel } from '../fields';
import { site } from '@/lib/site/facts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

type Envelope = { id: string; from: string; to: string; receivedAt: Date };

/** The Message-ID follows from the enquiry id, so a retry or a resend carries the first attempt's. */
function messageIdFor(id: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'sarnia.invalid';
  return `<${id}@${domain}>`;
}

/** The operators' email for one enquiry: a plain-text part and an HTML part with every visitor value escaped. */
export function composeEnquiry(enquiry: Enquiry, { id, from, to, receivedAt }: Envelope): Mail.Options {
  const interest = interestLabel(enquiry.interest);
  const rows: [string, string][] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Interest', interest],
  ];
  const received = receivedAt.toISOString();
  const text = [
    `New enquiry from the ${site.name} website`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    enquiry.message,
    '',
    '--',
    `Enquiry ${id}, received ${received}. Reply to this email to answer ${enquiry.name}.`,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#1b2733">
<h1 style="font-size:18px">New enquiry from the ${escapeHtml(site.name)} website</h1>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>
<p style="color:#4a5866;font-size:12px">Enquiry ${escapeHtml(id)}, received ${escapeHtml(received)}.</p>
</body></html>`;
  return {
    from,
    to,
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: `Website enquiry (${interest}) from ${enquiry.name}`,
    text,
    html,
    date: receivedAt,
    messageId: messageIdFor(id, from),
    headers: { 'X-Enquiry-Id': id },
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
