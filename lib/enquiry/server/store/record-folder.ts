import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { codeOf } from '@/lib/error-code';
import { writeFileAtomically } from './atomic-file';
import { AT_ONCE, folderBatches, mapLimited, missing } from './bounded-io';
import { ENQUIRY_ID } from '../enquiry-id';
import { parseRecord, STALE_CLAIM_MS, type Claim, type EnquiryRecord } from './records';

// Far above any record the form can make: a larger file is not ours, and is not read into memory.
const MAX_RECORD_BYTES = 256 * 1024;

/** The ids that record files' names give, of any name ending in .json. */
export const idsIn = (names: string[]) =>
  names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));

/** The files of records/: one <id>.json per record, and a <id>.json.release claim while one is sent. */
export function recordFolder(folder: string, onCorrupt: (name: string) => void, now: () => number) {
  const file = (id: string) => {
    if (!ENQUIRY_ID.test(id)) throw new Error(`not an enquiry id: ${id}`);
    return path.join(folder, `${id}.json`);
  };
  const claimFile = (id: string) => `${file(id)}.release`;
  /** The record, or undefined when there is none or the file is not one (said to onCorrupt). */
  const read = async (id: string): Promise<EnquiryRecord | undefined> => {
    let text = '';
    try {
      const handle = await open(file(id), 'r');
      try {
        if ((await handle.stat()).size <= MAX_RECORD_BYTES) text = await handle.readFile('utf8');
      } finally {
        await handle.close();
      }
    } catch (error) {
      if (missing(error)) return undefined;
      if (codeOf(error) !== 'EISDIR') throw error;
    }
    const record = parseRecord(text);
    if (record?.id === id) return record;
    onCorrupt(`${id}.json`);
    return undefined;
  };
  return {
    file,
    read,
    async write(record: EnquiryRecord) {
      file(record.id);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFileAtomically(folder, `${record.id}.json`, Buffer.from(JSON.stringify(record)), 0o600);
    },
    /** Every readable record, a batch at a time; a .json that is not a record's is skipped, and said. */
    async *batches(): AsyncGenerator<EnquiryRecord[]> {
      for await (const names of folderBatches(folder)) {
        const ids = idsIn(names);
        ids.filter((id) => !ENQUIRY_ID.test(id)).forEach((id) => onCorrupt(`${id}.json`));
        const found = await mapLimited(
          ids.filter((id) => ENQUIRY_ID.test(id)),
          AT_ONCE,
          read,
        );
        yield found.filter((record): record is EnquiryRecord => !!record);
      }
    },
    /** True while an operator sends the record (a claim less than STALE_CLAIM_MS old by `now`). */
    claimed: (id: string) =>
      stat(claimFile(id)).then(
        (claim) => now() - claim.mtimeMs <= STALE_CLAIM_MS,
        () => false,
      ),
    async claim(id: string): Promise<Claim | undefined> {
      const claim = claimFile(id);
      try {
        if (now() - (await stat(claim)).mtimeMs > STALE_CLAIM_MS) await rm(claim, { force: true });
      } catch (error) {
        if (!missing(error)) throw error;
      }
      await mkdir(folder, { recursive: true, mode: 0o700 });
      try {
        // O_EXCL: of two operators creating the same claim at once, exactly one succeeds.
        await (await open(claim, 'wx', 0o600)).close();
      } catch (error) {
        if (codeOf(error) === 'EEXIST') return undefined;
        throw error;
      }
      return () => rm(claim, { force: true });
    },
  };
}
