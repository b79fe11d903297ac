import { mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENQUIRY_ID } from '../enquiry-id';
import { missing, namesIn } from './bounded-io';
import type { EnquiryRecord } from './records';

// The folder's index of held records: an empty file per held record, named by the time it was received
// and its id, so the held cap counts and orders names without opening a record. Every process sharing
// the folder sees the same index, and unlinking a marker is how exactly one of them takes it.

export type HeldMarker = { id: string; receivedMs: number; name: string };

const MARKER = /^(\d{1,15})-(.+)$/;
const nameOf = (record: Pick<EnquiryRecord, 'id' | 'receivedAt'>) => `${Date.parse(record.receivedAt)}-${record.id}`;

export function heldIndex(folder: string) {
  const at = (name: string) => path.join(folder, name);
  return {
    async add(record: EnquiryRecord) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(at(nameOf(record)), '', { mode: 0o600 });
    },
    async remove(record: EnquiryRecord) {
      await rm(at(nameOf(record)), { force: true });
    },
    /** Every marker, oldest first; a name that is not a marker is left alone. */
    async markers(): Promise<HeldMarker[]> {
      const names = await namesIn(folder);
      return names
        .flatMap((name) => {
          const [, ms, id] = MARKER.exec(name) ?? [];
          return ms && id && ENQUIRY_ID.test(id) ? [{ id, receivedMs: Number(ms), name }] : [];
        })
        .sort((a, b) => a.receivedMs - b.receivedMs || a.id.localeCompare(b.id));
    },
    /** True for the one caller, of any process, that removed the marker. */
    async take(marker: HeldMarker): Promise<boolean> {
      try {
        await unlink(at(marker.name));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}
