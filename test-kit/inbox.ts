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

/** The mails holding `text`, from the test run's mail server or the one at `inbox`. */
export async function mailsContaining(text: string, inbox = inboxUrl): Promise<ReceivedMail[]> {
  const response = await fetch(`${inbox}/messages?contains=${encodeURIComponent(text)}`);
  return (await response.json()) as ReceivedMail[];
}
