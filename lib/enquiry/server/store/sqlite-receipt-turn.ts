import { mailboxHash } from '../address-key';
import { RECEIPT_SPAN_MS } from './periods';
import type { EnquiryRecord } from './record-schema';
import { transaction } from './sqlite';
import { IN, type RecordsTable } from './sqlite-records';
import type { ReceiptTurn } from './store-contract';

const HELD_AS_READ = `SELECT 1 FROM records WHERE id = ? AND status_ms = ?
  AND json_extract(record, '$.receipt.state') = ? AND json_extract(record, '$.receipt.attempts') = ?`;
const receiptAsRead = ({ receipt }: EnquiryRecord) => [receipt?.state ?? '', receipt?.attempts ?? -1];

// In one transaction, so an erasure is wholly before it (the record is gone) or after (the mark goes too).
export const sqliteReceiptTurn =
  ({ db, sql, now, forgetExpired, hashes }: RecordsTable) =>
  async (record: EnquiryRecord, ceiling: number): Promise<ReceiptTurn> =>
    transaction(db(), () => {
      forgetExpired();
      const held = sql(HELD_AS_READ).get(record.id, Date.parse(record.statusAt), ...receiptAsRead(record));
      if (!held) return 'gone';
      const address = mailboxHash(record.fields.email);
      const mark = sql(`SELECT id FROM receipt_marks WHERE address ${IN}`).get(
        hashes(mailboxHash, record.fields.email),
      ) as { id: string } | undefined;
      if (mark) return mark.id === record.id ? 'taken' : 'address';
      const { sent } = sql('SELECT count(*) AS sent FROM receipts_sent').get() as { sent: number };
      if (sent >= ceiling) return 'site';
      const marked = sql('INSERT INTO receipt_marks (address, id, expires_ms) VALUES (?, ?, ?)');
      marked.run(address, record.id, now() + RECEIPT_SPAN_MS);
      sql('INSERT INTO receipts_sent (at_ms) VALUES (?)').run(now());
      return 'taken';
    });
