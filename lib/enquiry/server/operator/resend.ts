import 'server-only';
import addressparser from 'nodemailer/lib/addressparser';
import type { ServerEnv } from '@/lib/env';
import { sendBySmtp } from '../mail/deliver';
import type { KeptEnquiry, UndeliveredStore } from '../store/undelivered';

type Listed = KeptEnquiry & { store: UndeliveredStore };

/** The header block's value for one header, unfolded. */
export function headerOf(raw: Buffer, name: string): string | undefined {
  const text = raw.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  const head = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const wanted = `${name.toLowerCase()}:`;
  const line = head.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(wanted));
  return line?.slice(wanted.length).trim();
}

export async function listKept(stores: UndeliveredStore[]): Promise<Listed[]> {
  const lists = await Promise.all(
    stores.map(async (store) => (await store.list()).map((kept) => ({ ...kept, store }))),
  );
  return lists.flat().sort((a, b) => a.storedAt.getTime() - b.storedAt.getTime());
}

type ResendResult =
  | { ok: true; id: string; response: string }
  | { ok: false; id: string; why: 'missing' | 'busy' }
  | { ok: false; id: string; why: 'failed'; detail: string };

const addresses = (value: string) =>
  addressparser(value, { flatten: true })
    .map((entry) => entry.address)
    .filter(Boolean);

/**
 * Sends one kept enquiry, its bytes unchanged (so its Message-ID and X-Enquiry-Id are those of the
 * first attempt), to today's CONTACT_TO, and removes it only once the server has accepted it.
 */
export async function resendKept(
  id: string,
  stores: UndeliveredStore[],
  env: ServerEnv & { SMTP_HOST: string },
): Promise<ResendResult> {
  for (const store of stores) {
    const release = await store.lock(id);
    if (!release) return { ok: false, id, why: 'busy' };
    try {
      const raw = await store.read(id);
      if (!raw) continue;
      const envelope = { from: addresses(env.CONTACT_FROM)[0] ?? '', to: addresses(env.CONTACT_TO) };
      const sent = await sendBySmtp({ raw, envelope }, env);
      if (!sent.ok) return { ok: false, id, why: 'failed', detail: `${sent.code}: ${sent.detail}` };
      await store.remove(id);
      return { ok: true, id, response: sent.via === 'smtp' ? sent.response : '' };
    } finally {
      await release();
    }
  }
  return { ok: false, id, why: 'missing' };
}
