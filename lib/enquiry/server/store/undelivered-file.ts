import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from './atomic-file';
import { missing, namesIn } from './bounded-io';
import { ENQUIRY_ID } from '../core/enquiry-id';
import { STALE_CLAIM_MS } from './records';
import type { UndeliveredStore } from './undelivered-store';

/** OUTBOX_DIR/undelivered/<id>.eml, each written atomically. */
export function fileStore(outboxDir: string): UndeliveredStore {
  const folder = path.resolve(outboxDir, 'undelivered');
  const file = (id: string) => {
    if (!ENQUIRY_ID.test(id)) throw new Error(`not an enquiry id: ${id}`);
    return path.join(folder, `${id}.eml`);
  };
  return {
    kind: 'outbox',
    where: folder,
    async save(id, raw) {
      file(id);
      await writeFileAtomically(folder, `${id}.eml`, raw);
    },
    async list() {
      const names = await namesIn(folder);
      const ids = names.filter((name) => name.endsWith('.eml')).map((name) => name.slice(0, -4));
      const kept = await Promise.all(
        ids.filter((id) => ENQUIRY_ID.test(id)).map(async (id) => ({ id, storedAt: (await stat(file(id))).mtime })),
      );
      return kept.sort((a, b) => a.storedAt.getTime() - b.storedAt.getTime());
    },
    async read(id) {
      try {
        return await readFile(file(id));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async remove(id) {
      await rm(file(id), { force: true });
    },
    async lock(id) {
      const lockFile = `${file(id)}.lock`;
      try {
        if (Date.now() - (await stat(lockFile)).mtimeMs > STALE_CLAIM_MS) await rm(lockFile, { force: true });
      } catch (error) {
        if (!missing(error)) throw error;
      }
      await mkdir(folder, { recursive: true });
      try {
        await (await open(lockFile, 'wx')).close();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
        throw error;
      }
      return () => rm(lockFile, { force: true });
    },
  };
}
