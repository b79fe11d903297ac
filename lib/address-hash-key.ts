import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv, type ServerEnv } from '@/lib/env';

// The ADDRESS_HASH_KEY setting as the server resolves it (lib/env.ts parses the variable): the key every hash of an
// address or a text is made with (lib/enquiry/server/address-key.ts).

/** With zero configuration, the key the site makes in OUTBOX_DIR and keeps there. */
export const HASH_KEY_FILE = 'address-hash.key';

/**
 * A secret kept in a file of `folder` (0600, the folder 0700), made by the first process that needs it: written
 * whole under a name of its own, then linked into place, so that of two processes making one at once, the one
 * linked first stands and both read it. Throws where the folder cannot be written.
 */
export function keptSecret(folder: string, name: string): string {
  const [file, made] = [path.resolve(folder, name), path.resolve(folder, `.${name}.${randomUUID()}.tmp`)];
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(made, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
      linkSync(made, file);
    } catch (error) {
      // Another process linked its own first: that one stands. A full disk leaves nothing behind.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(made, { force: true });
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * ADDRESS_HASH_KEY, else the key kept in OUTBOX_DIR; where none can be kept (Vercel, a folder that cannot be
 * written), this process's own, which start-up names (hashKeyNotes).
 */
export function hashKeyOf(env: Pick<ServerEnv, 'ADDRESS_HASH_KEY' | 'OUTBOX_DIR'>): Buffer {
  try {
    return Buffer.from(env.ADDRESS_HASH_KEY ?? keptSecret(env.OUTBOX_DIR, HASH_KEY_FILE));
  } catch {
    return randomBytes(32);
  }
}

let key: Buffer | undefined;

/** The process's key, resolved the first time a hash is made. */
export const hashKey = () => (key ??= hashKeyOf(serverEnv()));

/** Hashes made under different keys never meet: said at start-up where this key may not be every process's. */
export function hashKeyNotes({ ADDRESS_HASH_KEY, VERCEL, REDIS_URL }: ServerEnv): string[] {
  if (ADDRESS_HASH_KEY || !(VERCEL || REDIS_URL)) return [];
  const whose = VERCEL
    ? 'each instance hashes addresses with a key of its own'
    : "this server hashes addresses with the key it keeps in OUTBOX_DIR, which every server and operator's command sharing this Redis must have too";
  return [
    `ADDRESS_HASH_KEY is not set: ${whose}, so a receipt's once a day, same text and an erasure's mark hold only where the key is the same. Set one key everywhere (openssl rand -hex 32; docs/configuration.md).`,
  ];
}
