import { interestOptions } from '../../fields';
import { enquirySchema } from '../../schema';
import { ENQUIRY_ID } from '../enquiry-id';
import { referenceFor } from '../reference';
import type { EnquiryRecord } from './records';

// An undelivered copy, as the server kept one before an undelivered enquiry was a record: the whole
// message compose.ts renders. Its record is read back from the headers and the plain-text part, whose
// lines enquiry-view.ts writes in a fixed order: "Name: …", "Email: …", "Interest: …", "Message:", the
// message, then a blank line, the reply line, a blank line and the three-line signature from "--".

type Part = { headers: string; body: string };

function split(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  if (end < 0) return { headers: raw.replace(/\r?\n[ \t]+/g, ' '), body: '' };
  const body = raw.slice(end).replace(/^\r?\n\r?\n/, '');
  return { headers: raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' '), body };
}

/** One header's value, unfolded; the first of that name. */
export function headerValue(headers: string, name: string): string | undefined {
  const wanted = `${name.toLowerCase()}:`;
  const line = headers.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(wanted));
  return line?.slice(wanted.length).trim();
}

function decode(part: Part): string {
  const encoding = headerValue(part.headers, 'content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return part.body;
  const text = part.body.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
  const bytes = text
    .split(/(=[0-9A-F]{2})/i)
    .map((piece) => (/^=[0-9A-F]{2}$/i.test(piece) ? Buffer.from([parseInt(piece.slice(1), 16)]) : Buffer.from(piece)));
  return Buffer.concat(bytes).toString('utf8');
}

/** The first text/plain part, searching nested multiparts in order. */
function plainText(part: Part, depth = 0): string | undefined {
  const type = headerValue(part.headers, 'content-type') ?? 'text/plain';
  if (/^text\/plain\b/i.test(type)) return decode(part);
  const boundary = /boundary="?([^";\s]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary || depth > 3) return undefined;
  const pieces = part.body.split(`--${boundary}`).slice(1, -1);
  for (const piece of pieces) {
    const found = plainText(split(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

const field = (lines: string[], label: string) => {
  const index = lines.findIndex((line) => line.startsWith(`${label}: `));
  return index < 0 ? undefined : { index, value: lines[index]!.slice(label.length + 2) };
};

/**
 * The record a kept copy stands for: undelivered, its channel unknown, received when its Date header
 * says (so its period keeps counting from then); undefined when the bytes are not such a copy of `id`.
 */
export function recordFromCopy(id: string, raw: Buffer): EnquiryRecord | undefined {
  const message = split(raw.toString('utf8'));
  if (!ENQUIRY_ID.test(id) || headerValue(message.headers, 'x-enquiry-id') !== id) return undefined;
  const received = Date.parse(headerValue(message.headers, 'date') ?? '');
  const text = plainText(message);
  if (!Number.isFinite(received) || text === undefined) return undefined;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const [name, email, interest] = [field(lines, 'Name'), field(lines, 'Email'), field(lines, 'Interest')];
  const start = lines.indexOf('Message:') + 1;
  const signature = lines.lastIndexOf('--');
  if (!name || !email || !interest || start <= interest.index || signature - 3 < start) return undefined;
  if (lines[signature - 1] !== '' || lines[signature - 3] !== '') return undefined;
  const option = interestOptions.find((known) => known.label === interest.value);
  const fields = enquirySchema.safeParse({
    name: name.value,
    email: email.value,
    interest: option?.value,
    message: lines.slice(start, signature - 3).join('\n'),
  });
  if (!fields.success) return undefined;
  const at = new Date(received).toISOString();
  return {
    id,
    reference: referenceFor(id),
    receivedAt: at,
    channel: 'unknown',
    fields: fields.data,
    status: 'undelivered',
    statusAt: at,
  };
}
