import { createHash } from 'node:crypto';

export const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

// Erasing an address finds every fingerprint by its hash; compared without case, as a mailbox is in practice.
export const addressHash = (email: string): string => hash(`address:${emailKey(email)}`);

export const emailKey = (email: string) => email.trim().toLowerCase();
