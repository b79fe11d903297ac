import { opendir, readdir } from 'node:fs/promises';

// A folder may hold any number of files: a spam flood once left enough that reading them all at once
// ran the server out of file descriptors (issue 24). Work over a folder goes through these helpers.

/** A file or folder that is not there (yet, or any more). */
export const missing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Files read or removed at once by a walk over a folder. */
export const AT_ONCE = 8;
/** Names taken from a folder before they are worked on. */
export const BATCH = 128;

/** fn over every item, at most `limit` at a time; the results in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Every name in a folder kept small (such as the held index), in one listing; none when it is missing. */
export async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (missing(error)) return [];
    throw error;
  }
}

/** The names in a folder, `size` at a time, with one descriptor for the folder; none when it is missing. */
export async function* folderBatches(folder: string, size = BATCH): AsyncGenerator<string[]> {
  let dir;
  try {
    dir = await opendir(folder, { bufferSize: Math.min(size, 1024) });
  } catch (error) {
    if (missing(error)) return;
    throw error;
  }
  let batch: string[] = [];
  // The loop closes the folder, whether it ends or is left early.
  for await (const entry of dir) {
    batch.push(entry.name);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** fn over each name in a folder that `select` takes, a batch at a time, AT_ONCE at once; how many gave true. */
export async function countInFolder(
  folder: string,
  select: (name: string) => boolean,
  fn: (name: string) => Promise<boolean>,
): Promise<number> {
  let count = 0;
  for await (const names of folderBatches(folder))
    count += (await mapLimited(names.filter(select), AT_ONCE, fn)).filter(Boolean).length;
  return count;
}
