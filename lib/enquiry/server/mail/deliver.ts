import 'server-only';
import path from 'node:path';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { FailureCode } from '@/lib/enquiry/failure';
import type { ServerEnv } from '@/lib/env';
import { writeFileAtomically } from './atomic-file';
import { refusalCodes, smtpRefusal, type SmtpError } from './smtp-failure';

/**
 * `withoutSmtpUtf8`: the same mail for a server that does not offer SMTPUTF8, where the visitor's address needs
 * it (a local part outside ASCII): left out of Reply-To, which such a server may refuse, and said in the text.
 */
export type RenderedMail = { raw: Buffer; envelope: { from: string; to: string[] }; withoutSmtpUtf8?: Buffer };

export type DeliveryFailure = Extract<
  FailureCode,
  'auth-failed' | 'may-have-arrived' | 'not-configured' | 'delivery-failed' | 'message-refused' | 'not-kept'
>;

/**
 * `detail` may quote the server, for the operators' terminal; `errorCode` (EAUTH, SMTP 451) is all the log may
 * carry. `permanent`: refused for good, as every message will be (a 5xx). A message refused for itself
 * (smtp-failure.ts) is `message-refused` instead, with the server's codes as `refusal`.
 */
export type Delivery =
  | { ok: true; via: 'smtp'; response: string }
  | { ok: true; via: 'outbox'; file: string }
  | { ok: false; code: DeliveryFailure; detail: string; errorCode?: string; permanent?: boolean; refusal?: string };

// Nodemailer waits minutes by default; a visitor waiting on the form must get an answer in seconds.
const smtpTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 8_000,
  dnsTimeout: 5_000,
} as const;

type SmtpTimeouts = Partial<Record<keyof typeof smtpTimeouts, number>>;
type SmtpEnv = ServerEnv & { SMTP_HOST: string };

const isLoopback = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);

// A password never crosses the network in clear: unless the connection is TLS from the start or stays on
// this machine, STARTTLS is required, not merely used when offered.
export function smtpOptions(env: SmtpEnv, timeouts: SmtpTimeouts = smtpTimeouts): SMTPTransport.Options {
  const secure = env.SMTP_SECURE;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ?? (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !isLoopback(env.SMTP_HOST),
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    disableFileAccess: true,
    disableUrlAccess: true,
    ...smtpTimeouts,
    ...timeouts,
  };
}

/** Connects, greets and logs in as sending would (the health check), then hangs up. */
export async function verifySmtp(env: SmtpEnv, timeouts?: SmtpTimeouts): Promise<void> {
  const transport = nodemailer.createTransport(smtpOptions(env, timeouts));
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

type LogEntry = { tnx?: string; outByteCount?: number };

// When the whole message went out and the server then never answered, it may well have arrived. A mail with
// a form for servers without SMTPUTF8 is chosen once the session has begun, by what the server's last EHLO
// answer offered: with the transaction log on, nodemailer hands each answer to the logger's debug.
export async function sendBySmtp(mail: RenderedMail, env: SmtpEnv, timeouts?: SmtpTimeouts): Promise<Delivery> {
  let streamed = false;
  let smtpUtf8 = false;
  const watch = (entry: LogEntry) => {
    if (entry?.tnx === 'message' && entry.outByteCount !== undefined) streamed = true;
  };
  const answers = (entry: LogEntry, answer?: unknown) => {
    if (entry?.tnx === 'server' && typeof answer === 'string' && /^250-/m.test(answer))
      smtpUtf8 = /^250[ -]SMTPUTF8\b/im.test(answer);
  };
  const quiet = () => {};
  const logger = { trace: quiet, debug: answers, info: watch, warn: quiet, error: quiet, fatal: quiet };
  const { withoutSmtpUtf8 } = mail;
  const transactionLog = !!withoutSmtpUtf8;
  const transport = nodemailer.createTransport({ ...smtpOptions(env, timeouts), logger, transactionLog });
  // Read by nodemailer only once EHLO has been answered, and then it chooses.
  const chosen = function* () {
    yield smtpUtf8 ? mail.raw : withoutSmtpUtf8!;
  };
  const raw = withoutSmtpUtf8 ? Readable.from(chosen(), { objectMode: false }) : mail.raw;
  try {
    const info = await transport.sendMail({ raw, envelope: mail.envelope });
    return { ok: true, via: 'smtp', response: String(info.response ?? info.messageId) };
  } catch (error) {
    const err = error as SmtpError & { message?: string };
    const detail = [err.code, err.responseCode, err.message].filter(Boolean).join(' ');
    const errorCode = [err.code, err.responseCode && `SMTP ${err.responseCode}`].filter(Boolean).join(' ') || undefined;
    const refusal = smtpRefusal(err);
    if (refusal === 'message')
      return { ok: false, code: 'message-refused', detail, errorCode, refusal: refusalCodes(err) };
    // A 5xx (a wrong password, a refused relay) will be refused again until someone changes something.
    const permanent = refusal === 'permanent';
    if (err.code === 'EAUTH') return { ok: false, code: 'auth-failed', detail, errorCode, permanent };
    if (streamed && err.code === 'ETIMEDOUT') return { ok: false, code: 'may-have-arrived', detail, errorCode };
    return { ok: false, code: 'delivery-failed', detail, errorCode, permanent };
  } finally {
    transport.close();
  }
}

export async function deliverMail(mail: RenderedMail, env: ServerEnv, id: string): Promise<Delivery> {
  const host = env.SMTP_HOST;
  if (host) return sendBySmtp(mail, { ...env, SMTP_HOST: host });
  if (env.VERCEL)
    return {
      ok: false,
      code: 'not-configured',
      detail: 'SMTP_HOST is not set and Vercel does not keep files written to disk',
    };
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
  try {
    return { ok: true, via: 'outbox', file: await writeFileAtomically(path.resolve(env.OUTBOX_DIR), name, mail.raw) };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { ok: false, code: 'not-kept', detail: message, errorCode: code };
  }
}
