import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { retention } from '@/lib/site/retention';
import { writeFileAtomically } from './atomic-file';
import { parseReference, referenceFor } from '../core/reference';
import { ENQUIRY_ID } from '../core/enquiry-id';
import {
  byReceipt,
  expiresAt,
  matches,
  parseRecord,
  sameAddress,
  withStatus,
  type EnquiryRecord,
  type EnquiryRecords,
  type RecordOptions,
} from './records';

// Expired files go at start-up and, as records are written, at most this often: a purge reads every file.
const PURGE_EVERY_MS = 60 * 60_000;
// A claim older than this belongs to a release that died; the record may be released again.
const STALE_CLAIM_MS = 10 * 60_000;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** OUTBOX_DIR/records/<id>.json, each written atomically, readable by the server's user alone. */
export function fileRecords(outboxDir: string, options: RecordOptions = {}): EnquiryRecords {
  const { now = Date.now, onCorrupt = () => {}, onHeldCap = () => {}, heldCap = retention.heldCap } = options;
  const folder = path.resolve(outboxDir, 'records');
  let lastPurge = -Infinity;
  const file = (id: string) => {
    if (!ENQUIRY_ID.test(id)) throw new Error(`not an enquiry id: ${id}`);
    return path.join(folder, `${id}.json`);
  };
  const write = async (record: EnquiryRecord) => {
    file(record.id);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await writeFileAtomically(folder, `${record.id}.json`, Buffer.from(JSON.stringify(record)), 0o600);
  };
  const ids = async () => {
    try {
      const names = await readdir(folder);
      return names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
    } catch (error) {
      if (missing(error)) return [];
      throw error;
    }
  };
  const read = async (id: string): Promise<EnquiryRecord | undefined> => {
    let text: string;
    try {
      text = await readFile(file(id), 'utf8');
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
    const record = parseRecord(text);
    if (!record || record.id !== id) onCorrupt(`${id}.json`);
    return record?.id === id ? record : undefined;
  };
  /** Every readable record, expired or not. */
  const all = async () => {
    const found = await Promise.all((await ids()).filter((id) => ENQUIRY_ID.test(id)).map(read));
    return found.filter((record): record is EnquiryRecord => !!record).sort(byReceipt);
  };
  const remove = (id: string) => rm(file(id), { force: true });
  const live = (record: EnquiryRecord | undefined) => (record && expiresAt(record) > now() ? record : undefined);

  const purge = async () => {
    lastPurge = now();
    const expired = (await all()).filter((record) => expiresAt(record) <= now());
    await Promise.all(expired.map((record) => remove(record.id)));
    return expired.length;
  };
  const capHeld = async () => {
    // Fewer files than the cap cannot hold too many held ones: no need to read them.
    if ((await ids()).length <= heldCap) return;
    const held = (await all()).filter((record) => record.status === 'held');
    const excess = held.slice(0, Math.max(0, held.length - heldCap));
    await Promise.all(excess.map((record) => remove(record.id)));
    if (excess.length) onHeldCap(excess.length);
  };

  return {
    where: folder,
    async save(record) {
      await write(record);
      if (now() - lastPurge >= PURGE_EVERY_MS) await purge();
      if (record.status === 'held') await capHeld();
    },
    async setStatus(id, status) {
      const record = await read(id);
      if (!record) return false;
      await write(withStatus(record, status, now()));
      return true;
    },
    async find(idOrReference) {
      if (ENQUIRY_ID.test(idOrReference)) return live(await read(idOrReference));
      const reference = parseReference(idOrReference);
      if (!reference) return undefined;
      const id = (await ids()).find((name) => ENQUIRY_ID.test(name) && referenceFor(name) === reference);
      return id ? live(await read(id)) : undefined;
    },
    async list(filter) {
      return (await all()).filter((record) => live(record) && matches(record, filter));
    },
    async eraseEmail(email) {
      const holding = (await all()).filter((record) => sameAddress(record.fields.email, email));
      await Promise.all(holding.map((record) => remove(record.id)));
      return holding.map((record) => record.id);
    },
    purge,
    async claimForRelease(id) {
      const claim = `${file(id)}.release`;
      try {
        if (Date.now() - (await stat(claim)).mtimeMs > STALE_CLAIM_MS) await rm(claim, { force: true });
      } catch (error) {
        if (!missing(error)) throw error;
      }
      await mkdir(folder, { recursive: true, mode: 0o700 });
      try {
        // O_EXCL: of two operators creating the same claim at once, exactly one succeeds.
        await (await open(claim, 'wx', 0o600)).close();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
        throw error;
      }
      return () => rm(claim, { force: true });
    },
  };
}
