import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { ServerEnv } from '@/lib/env';

type Delivery =
  | { ok: true; via: 'smtp'; messageId: string }
  | { ok: true; via: 'outbox'; file: string }
  | { ok: false; reason: 'auth' | 'failed' | 'not-configured'; detail: string };

// Nodemailer waits minutes by default; a visitor waiting on the form must get an answer in seconds.
const smtpTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 8_000,
  dnsTimeout: 5_000,
} as const;

let cached: { key: string; transporter: Transporter } | undefined;

function smtpTransport(env: ServerEnv & { SMTP_HOST: string }): Transporter {
  const port = env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587);
  const key = [env.SMTP_HOST, port, env.SMTP_SECURE, env.SMTP_USER].join('|');
  if (cached?.key === key) return cached.transporter;
  const transporter = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    disableFileAccess: true,
    disableUrlAccess: true,
    ...smtpTimeouts,
  });
  cached = { key, transporter };
  return transporter;
}

async function writeToOutbox(message: Mail.Options, dir: string, id: string): Promise<string> {
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await streamer.sendMail(message);
  const folder = path.resolve(dir);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
  await writeFile(file, info.message as Buffer, { flag: 'wx' });
  return file;
}

/** Sends by SMTP when it is configured; otherwise keeps the complete message in the outbox folder. */
export async function deliverEnquiry(message: Mail.Options, env: ServerEnv, id: string): Promise<Delivery> {
  const host = env.SMTP_HOST;
  if (!host) {
    if (env.VERCEL)
      return {
        ok: false,
        reason: 'not-configured',
        detail: 'SMTP_HOST is not set and Vercel does not keep files written to disk',
      };
    return { ok: true, via: 'outbox', file: await writeToOutbox(message, env.OUTBOX_DIR, id) };
  }
  try {
    const info = await smtpTransport({ ...env, SMTP_HOST: host }).sendMail(message);
    return { ok: true, via: 'smtp', messageId: String(info.messageId) };
  } catch (error) {
    const err = error as { code?: string; responseCode?: number; message?: string };
    const detail = [err.code, err.responseCode, err.message].filter(Boolean).join(' ');
    return { ok: false, reason: err.code === 'EAUTH' ? 'auth' : 'failed', detail };
  }
}
