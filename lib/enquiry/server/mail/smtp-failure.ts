// What a failed send says about whose fault it is, read from nodemailer's error: its code, the SMTP command
// that failed, and the server's answer.
export type SmtpError = { code?: string; command?: string; responseCode?: number; response?: string };

/**
 * message: a permanent refusal of this one message, given once it was sent (a 5xx at the end of DATA, not at
 * MAIL FROM or RCPT TO), other than for our authentication or our sender's policy; the same server takes
 * the next message. permanent: any other 5xx (a wrong password, a refused relay, a wrong CONTACT_FROM), which
 * every message will meet until the settings change. transient: a 4xx, a timeout or a dropped connection.
 */
export type SmtpRefusal = 'message' | 'permanent' | 'transient';

// RFC 3463 enhanced codes that refuse the sender, not the message: 5.7.8 (authentication), 5.7.23-5.7.27
// (SPF, reverse DNS, DMARC, a sender domain with a null MX).
const SENDER_REFUSED = /(?:^|\s)5\.7\.(?:8|2[3-7])(?!\d)/;

export function smtpRefusal({ code, command, responseCode = 0, response = '' }: SmtpError): SmtpRefusal {
  if (responseCode < 500 || responseCode >= 600) return 'transient';
  const afterData = code === 'EMESSAGE' && command === 'DATA';
  return afterData && !SENDER_REFUSED.test(response) ? 'message' : 'permanent';
}

/** The server's codes alone ("SMTP 554 5.7.1"): its words may quote the message. */
export const refusalCodes = ({ responseCode, response = '' }: SmtpError): string =>
  [`SMTP ${responseCode}`, /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})(?!\d)/.exec(response)?.[1]].filter(Boolean).join(' ');
