import type { EnquiryRecord } from './record-schema';
import { checkpoint } from './sqlite';
import { INSERT, recordsTable, SET } from './sqlite-records';
import { sqliteStore } from './sqlite-store';
import type { StoreOptions } from './store-contract';

// The database as Redis's spill (store.ts): the store, which also keeps updates of records Redis holds
// (`keepUpdate`), hands over what it holds (`spilled`) and lets each go once Redis has it (`remove`).
export function sqliteSpill(outboxDir: string, options: StoreOptions = {}) {
  const { db, sql, rows, read, columns } = recordsTable(outboxDir, options);
  return {
    ...sqliteStore(outboxDir, options),
    /** As a spill: an update of a record Redis holds, while Redis cannot take it; a later one replaces it. */
    async keepUpdate(record: EnquiryRecord) {
      const kept = sql(`${INSERT} ON CONFLICT (id) DO UPDATE SET ${SET} WHERE excluded.status_ms >= records.status_ms`);
      kept.run({ ...columns(record), spilled: 1 });
      return 'sqlite' as const;
    },
    /** As a spill: every record it holds, and whether it is a new enquiry (not an update of one Redis holds). */
    spilled: async () => {
      const found = rows('ORDER BY received_ms, id');
      const updates = new Set(found.filter((row) => row.spilled_update).map((row) => row.id));
      return read(found).map((record) => ({ record, intake: !updates.has(record.id) }));
    },
    /** Moves the log into the database and empties it: nothing deleted lives on in either file. */
    checkpoint: () => checkpoint(db()),
    /** As a spill: the copy of a record Redis has decided on, unless it changed since it was handed over. */
    remove: async ({ id, statusAt }: EnquiryRecord) =>
      void sql('DELETE FROM records WHERE id = ? AND status_ms = ?').run(id, Date.parse(statusAt)),
  };
}
