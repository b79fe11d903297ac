import { randomUUID } from 'node:crypto';
import { inboxUrl } from './test-env';

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  raw: string;
  subject: string;
  from: string;
  to: string;
  replyTo: { address: string; name: string } | null;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** A string unique to one test, put into an enquiry so its mail can be found among the others. */
export const token = () => `tok-${randomUUID().slice(0, 12)}`;

/** The held digest's subject: "3 enquiries held as suspected spam", ", 1 refused by the mail server" too, or that alone. */
export const HELD_DIGEST_SUBJECT =
  /^\d+ enquir(y|ies) (held as suspected spam(, \d+ refused by the mail server)?|refused by the mail server)$/;

/**
 * The mails holding `text`, from the test run's mail server or the one at `inbox`. A held digest, which a
 * server's timer may send at any moment, quotes every held enquiry's message, so it holds any test's tag:
 * it is left out unless `digests` asks for it.
 */
export async function mailsContaining(
  text: string,
  inbox = inboxUrl,
  { digests = false } = {},
): Promise<ReceivedMail[]> {
  const response = await fetch(`${inbox}/messages?contains=${encodeURIComponent(text)}`);
  const mails = (await response.json()) as ReceivedMail[];
  return digests ? mails : mails.filter((mail) => !HELD_DIGEST_SUBJECT.test(mail.subject));
}
