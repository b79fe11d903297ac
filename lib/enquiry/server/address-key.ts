import { createHash, createHmac } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { hashKey } from '@/lib/address-hash-key';
import { DAY_MS, erasureMarkDays } from '@/lib/site/retention';

/**
 * The one key an address is counted and found by: its local part in lower case, and its domain as nodemailer
 * sends to it (url.domainToASCII of the domain as typed; lower-cased first, some domains would map elsewhere).
 */
export function addressKey(email: string): string {
  const [, local = '', domain = ''] = /^(.*)@([^@]*)$/s.exec(email.trim()) ?? [];
  return `${local.toLowerCase()}@${domainToASCII(domain) || domain.toLowerCase()}`;
}

/** The mailbox an address reaches, for counting one person: its key without a +sub-address, nor Gmail's dots. */
export function mailboxKey(email: string): string {
  const [, local = '', domain = ''] = /^(.[^+]*?)(?:\+.*)?@([^@]*)$/s.exec(addressKey(email)) ?? [];
  return /^(gmail|googlemail)\.com$/.test(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

// Every hash of an address or a text: an HMAC under ADDRESS_HASH_KEY (lib/address-hash-key.ts), which no copy
// of a store holds.
export const keyedHash = (text: string) => createHmac('sha256', hashKey()).update(text).digest('base64url');
export const addressHash = (email: string) => keyedHash(`address:${addressKey(email)}`);
export const mailboxHash = (email: string) => keyedHash(`mailbox:${mailboxKey(email)}`);

/**
 * The hashes an address may be filed under in a store that first used keyed ones at `keyedSince`: its keyed `hash`,
 * and until an erasure's mark written before then is gone, the unkeyed one the site wrote before (trimmed and
 * lower-cased, SHA-256), so that no copy erased then is adopted again.
 */
export const hashesOf = (hash: (email: string) => string, email: string, keyedSince: number, now: number) =>
  now - keyedSince < erasureMarkDays * DAY_MS
    ? [hash(email), createHash('sha256').update(`address:${email.trim().toLowerCase()}`).digest('base64url')]
    : [hash(email)];
