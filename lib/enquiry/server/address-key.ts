import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { domainToASCII } from 'node:url';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { DAY_MS, erasureMarkDays } from '@/lib/site/retention';

/**
 * The one key an address is counted and found by: its local part in lower case, and its domain as nodemailer
 * sends to it (url.domainToASCII of the domain as typed; lower-cased first, some domains would map elsewhere).
 */
export function addressKey(email: string): string {
  const address = email.trim();
  const [local, domain] = [address.slice(0, address.lastIndexOf('@')), address.slice(address.lastIndexOf('@') + 1)];
  return `${local.toLowerCase()}@${domainToASCII(domain) || domain.toLowerCase()}`;
}

/** The mailbox an address reaches, for counting one person: its key without a +sub-address, nor Gmail's dots. */
export function mailboxKey(email: string): string {
  const key = addressKey(email);
  const [at, plus] = [key.lastIndexOf('@'), key.indexOf('+', 1)];
  const [local, domain] = [key.slice(0, plus > 0 && plus < at ? plus : at), key.slice(at + 1)];
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return gmail ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

/** With zero configuration, the key the site made in OUTBOX_DIR and keeps there (0600). */
export const HASH_KEY_FILE = 'address-hash.key';

/** The key kept in `folder`, made by the first process that needs it: written whole, then linked into place. */
export function keptHashKey(folder: string): Buffer {
  const [file, made] = [path.resolve(folder, HASH_KEY_FILE), path.resolve(folder, `.${randomUUID()}.key.tmp`)];
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    writeFileSync(made, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(made, file);
    } catch {
      // Another process linked its own first: that one stands.
    }
    rmSync(made);
  }
  return Buffer.from(readFileSync(file, 'utf8').trim());
}

// ADDRESS_HASH_KEY, else the kept one; where none can be kept (Vercel, a folder that cannot be written), this
// process's own, which start-up names.
export function hashKeyOf(env: Pick<ServerEnv, 'ADDRESS_HASH_KEY' | 'OUTBOX_DIR' | 'VERCEL'>): Buffer {
  if (env.ADDRESS_HASH_KEY) return Buffer.from(env.ADDRESS_HASH_KEY);
  try {
    if (!env.VERCEL) return keptHashKey(env.OUTBOX_DIR);
  } catch {
    // Not kept: the process's own.
  }
  return randomBytes(32);
}

let key: Buffer | undefined;

/** Every hash of an address or a text: an HMAC under the key, which a copy of the store does not hold. */
export const keyedHash = (text: string) =>
  createHmac('sha256', (key ??= hashKeyOf(serverEnv())))
    .update(text)
    .digest('base64url');
export const addressHash = (email: string) => keyedHash(`address:${addressKey(email)}`);
export const mailboxHash = (email: string) => keyedHash(`mailbox:${mailboxKey(email)}`);

/**
 * The hashes an address may be filed under in a store that first used keyed ones at `keyedSince`: the keyed one,
 * and until an erasure's mark written before then is gone, the unkeyed one the site wrote before (trimmed and
 * lower-cased, SHA-256), so that no copy erased then is adopted again.
 */
export const hashesOf = (keyed: string, email: string, keyedSince: number, now: number) =>
  now - keyedSince < erasureMarkDays * DAY_MS
    ? [keyed, createHash('sha256').update(`address:${email.trim().toLowerCase()}`).digest('base64url')]
    : [keyed];
