import 'server-only';
import type { StoreKind, UndeliveredStore } from './undelivered-store';

export type { KeptEnquiry, StoreKind, UndeliveredStore } from './undelivered-store';

export type KeepResult =
  { ok: true; store: StoreKind; where: string } | { ok: false; detail: string; errorCodes: string[] };

/** Keeps the message in the first store that takes it; says where, or why none did. */
export async function keepUndelivered(stores: UndeliveredStore[], id: string, raw: Buffer): Promise<KeepResult> {
  const failures: string[] = [];
  const errorCodes: string[] = [];
  for (const store of stores) {
    try {
      await store.save(id, raw);
      return { ok: true, store: store.kind, where: store.where };
    } catch (error) {
      failures.push(`${store.where}: ${(error as Error).message}`);
      errorCodes.push(`${store.kind} ${(error as NodeJS.ErrnoException).code ?? (error as Error).name}`);
    }
  }
  return { ok: false, detail: failures.length ? failures.join('; ') : 'no store is configured', errorCodes };
}

/** What the enquiry needs of the stores: keep a message that could not be sent, forget one sent later. */
export type Undelivered = {
  keep(id: string, raw: Buffer): Promise<KeepResult>;
  forget(id: string): Promise<void>;
};

export function undeliveredShelf(stores: UndeliveredStore[]): Undelivered {
  return {
    keep: (id, raw) => keepUndelivered(stores, id, raw),
    async forget(id) {
      await Promise.allSettled(stores.map((store) => store.remove(id)));
    },
  };
}
