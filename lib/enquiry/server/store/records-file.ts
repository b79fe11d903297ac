import { rm } from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS, retention } from '@/lib/site/retention';
import { AT_ONCE, BATCH, mapLimited } from './bounded-io';
import { heldIndex, type HeldMarker } from './held-index';
import { codeOf } from '@/lib/error-code';
import { recordFolder } from './record-folder';
import { referenceIndex } from './reference-index';
import { parseReference } from '../reference';
import { ENQUIRY_ID } from '../enquiry-id';
import {
  byReceipt,
  expiresAt,
  matches,
  PURGE_EVERY_MS,
  sameAddress,
  withStatus,
  type EnquiryRecord,
  type EnquiryRecords,
  type RecordOptions,
} from './records';

// Held records one enquiry drops at most, so that holding one costs the same after a flood as before.
const DROP_AT_ONCE = 16;

/**
 * OUTBOX_DIR/records/<id>.json, each written atomically, readable by the server's user alone, and the
 * held ones indexed in records/held (held-index.ts), every one by its reference in records/by-reference
 * (reference-index.ts). Saving, finding, setting a status and holding touch a few
 * files whatever the folder holds; walks over the folder read a few files at a time.
 */
export function fileRecords(outboxDir: string, options: RecordOptions = {}): EnquiryRecords {
  const { now = Date.now, onCorrupt = () => {}, onHeldCap = () => {}, onPurge = () => {} } = options;
  const heldCap = options.heldCap ?? retention.heldCap;
  const folder = path.resolve(outboxDir, 'records');
  const files = recordFolder(folder, onCorrupt, now);
  const held = heldIndex(path.join(folder, 'held'));
  const refs = referenceIndex(path.join(folder, 'by-reference'));
  // Start-up purges the folder (purgeFolders), and a timer hourly; the store's own purges follow from then.
  let lastPurge = now();
  let purging = false;
  const remove = async (record: EnquiryRecord) => {
    await rm(files.file(record.id), { force: true });
    await refs.remove(record.id);
    if (record.status === 'held') await held.remove(record);
  };
  const live = (record: EnquiryRecord | undefined) => (record && expiresAt(record) > now() ? record : undefined);

  // The marker goes first: of processes capping at once, one drops the record. One being released stays.
  const drop = async (marker: HeldMarker) => {
    if (!(await held.take(marker))) return false;
    const record = await files.read(marker.id);
    if (record?.status !== 'held' || (await files.claimed(marker.id))) return false;
    await rm(files.file(marker.id), { force: true });
    await refs.remove(marker.id);
    return true;
  };
  /** Drops the oldest held records past the cap, `most` at a time; gives how many markers it took. */
  const capHeld = async (most: number) => {
    const since = now() - retention.heldDays * DAY_MS;
    const markers = (await held.markers()).filter((marker) => marker.receivedMs > since);
    const excess = markers.slice(0, Math.min(most, Math.max(0, markers.length - heldCap)));
    const dropped = (await mapLimited(excess, AT_ONCE, drop)).filter(Boolean).length;
    if (dropped) onHeldCap(dropped);
    return excess.length;
  };
  // A marker whose record is gone or no longer held (a process stopped between the two writes).
  const tidy = async (marker: HeldMarker) => {
    if ((await files.read(marker.id))?.status !== 'held') await held.take(marker);
  };
  const purge = async () => {
    lastPurge = now();
    // Records kept before either index existed join it on the first purge (start-up's).
    await refs.build(folder);
    const indexed = new Set((await held.markers()).map((marker) => marker.id));
    let removed = 0;
    for await (const batch of files.batches()) {
      const expired = batch.filter((record) => expiresAt(record) <= now());
      await mapLimited(expired, AT_ONCE, remove);
      removed += expired.length;
      const unindexed = batch.filter((r) => r.status === 'held' && !indexed.has(r.id) && expiresAt(r) > now());
      await mapLimited(unindexed, AT_ONCE, held.add);
    }
    await mapLimited(await held.markers(), AT_ONCE, tidy);
    while ((await capHeld(BATCH)) > 0);
    return removed;
  };
  // A purge reads every file, so as records are written it runs in the background, at most hourly.
  const purgeWhenDue = () => {
    if (purging || now() - lastPurge < PURGE_EVERY_MS) return;
    purging = true;
    purge()
      .then(
        (removed) => onPurge({ ok: true, removed }),
        (error) => onPurge({ ok: false, code: codeOf(error) }),
      )
      .finally(() => (purging = false));
  };

  return {
    kind: 'outbox',
    where: folder,
    async save(record) {
      // The entry first: one naming a record not yet written finds nothing, and a record is never unindexed.
      await refs.add(record.id);
      await files.write(record);
      if (record.status === 'held') {
        await held.add(record);
        await capHeld(DROP_AT_ONCE);
      }
      purgeWhenDue();
      return 'outbox';
    },
    async setStatus(id, status) {
      const record = await files.read(id);
      if (!record) return false;
      await files.write(withStatus(record, status, now()));
      if (record.status === 'held' && status !== 'held') await held.remove(record);
      if (record.status !== 'held' && status === 'held') await held.add(record);
      return true;
    },
    async find(idOrReference) {
      if (ENQUIRY_ID.test(idOrReference)) return live(await files.read(idOrReference));
      const reference = parseReference(idOrReference);
      if (!reference) return undefined;
      // Built already where the server started; else once, here, before the first lookup.
      await refs.build(folder);
      const id = await refs.idFor(reference);
      return id ? live(await files.read(id)) : undefined;
    },
    async list(filter) {
      const found: EnquiryRecord[] = [];
      for await (const batch of files.batches()) found.push(...batch.filter((r) => live(r) && matches(r, filter)));
      return found.sort(byReceipt);
    },
    async eraseEmail(email) {
      const erased: string[] = [];
      for await (const batch of files.batches()) {
        const holding = batch.filter((record) => sameAddress(record.fields.email, email));
        await mapLimited(holding, AT_ONCE, remove);
        erased.push(...holding.map((record) => record.id));
      }
      return erased;
    },
    purge,
    claim: (id) => files.claim(id),
  };
}
