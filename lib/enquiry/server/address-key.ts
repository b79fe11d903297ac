import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  return `${address.slice(0, at).toLowerCase()}@${domainToASCII(domain) || domain.toLowerCase()}`;
}

// Gmail reads no dots in a local part, and googlemail.com is gmail.com.
const DOTLESS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** The mailbox an address reaches, for counting one person: its key without a +sub-address, nor Gmail's dots. */
export function mailboxKey(email: string): string {
  const key = addressKey(email);
  const [at, plus] = [key.lastIndexOf('@'), key.indexOf('+', 1)];
  const [local, domain] = [key.slice(0, plus > 0 && plus < at ? plus : at), key.slice(at + 1)];
  return DOTLESS[domain] ? `${local.replaceAll('.', '')}@${DOTLESS[domain]}` : `${local}@${domain}`;
}

/** With zero configuration, the key the site made in OUTBOX_DIR and keeps there (0600). */
export const HASH_KEY_FILE = 'address-hash.key';

/** The key kept in `folder`, made by the first process that needs it: written whole, then linked into place. */
export function keptHashKey(folder: string): Buffer {
  const file = path.resolve(folder, HASH_KEY_FILE);
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim());
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const made = `${file}.${randomUUID()}.tmp`;
  writeFileSync(made, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(made, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(made, { force: true });
  }
  return read();
}

// ADDRESS_HASH_KEY, else the kept one; where none can be kept (Vercel), this process's own (start-up says so).
export function hashKeyOf(env: Pick<ServerEnv, 'ADDRESS_HASH_KEY' | 'OUTBOX_DIR' | 'VERCEL'>): Buffer {
  if (env.ADDRESS_HASH_KEY) return Buffer.from(env.ADDRESS_HASH_KEY);
  try {
    if (!env.VERCEL) return keptHashKey(env.OUTBOX_DIR);
  } catch {
    // A folder that cannot be written: this process's own, as on Vercel.
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
