import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENQUIRY_ID } from '../enquiry-id';
import { referenceFor } from '../reference';
import { AT_ONCE, folderBatches, mapLimited, missing } from './bounded-io';
import { codeOf } from '@/lib/error-code';
import { idsIn } from './record-folder';

// The folder's index of references: a file per reference holding the id, so finding an enquiry by the
// reference a visitor quotes reads one small file whatever the folder holds. Of two ids sharing a
// reference (one in 5.5 × 10^10), the one saved last is found by it; either is found by its id.

// Written once every record then on disk has its entry; until then a miss falls back to a walk.
const BUILT = '.built';

export function referenceIndex(folder: string) {
  const entry = (reference: string) => path.join(folder, reference);
  const write = async (id: string, flag: 'w' | 'wx') => {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await writeFile(entry(referenceFor(id)), id, { mode: 0o600, flag });
  };
  /** The id a reference names, or undefined when none does. */
  const idFor = async (reference: string): Promise<string | undefined> => {
    try {
      const id = (await readFile(entry(reference), 'utf8')).trim();
      return ENQUIRY_ID.test(id) && referenceFor(id) === reference ? id : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };
  // Once seen built, it stays so: save keeps it whole.
  let known = false;
  const built = async () =>
    (known ||= await stat(entry(BUILT)).then(
      () => true,
      (error: unknown) => (missing(error) ? false : Promise.reject(error)),
    ));
  return {
    idFor,
    built,
    add: (id: string) => write(id, 'w'),
    /** Removes the entry, unless another id has taken the reference since. */
    async remove(id: string) {
      const reference = referenceFor(id);
      if ((await idFor(reference)) === id) await rm(entry(reference), { force: true });
    },
    /**
     * Gives every record in `records` an entry, keeping those already there, and says the index is
     * built; once it is, this costs one stat. Ids come from names, so no record is read.
     */
    async build(records: string) {
      if (await built()) return;
      const addMissing = (id: string) =>
        write(id, 'wx').catch((error: unknown) => {
          if (codeOf(error) !== 'EEXIST') throw error;
        });
      for await (const names of folderBatches(records))
        await mapLimited(
          idsIn(names).filter((id) => ENQUIRY_ID.test(id)),
          AT_ONCE,
          addMissing,
        );
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(entry(BUILT), '', { mode: 0o600 });
      known = true;
    },
  };
}
