import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { openDatabase } from '../../lib/enquiry/server/store/sqlite';
import { runEnquiries } from '../../test-kit/operator-command';
import { mailEnv, smtp, smtpEnv } from '../../test-kit/test-env';

type KeptRecord = {
  id: string;
  reference: string;
  status: string;
  fields: { name: string; email: string; interest: string; message: string };
};
export type Kept = { id: string; record: KeptRecord };

/** The store the operators' command works on. */
export type Store = { OUTBOX_DIR?: string; REDIS_URL?: string };

/** The operators' command, `npm run enquiries -- ...`, run against a store with the test SMTP server. */
export const enquiriesCommand = (args: string[], store: Store) =>
  runEnquiries(args, { ...smtpEnv(smtp.port), ...mailEnv, ...store });

/** An enquiry kept undelivered: its record, from which its message is rebuilt when it is sent. */
const undeliveredWith = (texts: (string | null | undefined)[], text: string): Kept[] =>
  texts.flatMap((json) => {
    const record = json ? (JSON.parse(json) as KeptRecord) : undefined;
    return record?.status === 'undelivered' && record.fields.message.includes(text) ? [{ id: record.id, record }] : [];
  });

/** The undelivered enquiries in a server's OUTBOX_DIR/enquiries.db whose message contains `text`. */
export async function keptInFolder(outboxDir: string, text: string): Promise<Kept[]> {
  const file = path.resolve(outboxDir, 'enquiries.db');
  if (!existsSync(file)) return [];
  const db = openDatabase(file);
  try {
    const rows = db.prepare('SELECT record FROM records').all() as { record: string }[];
    return undeliveredWith(
      rows.map((row) => row.record),
      text,
    );
  } finally {
    db.close();
  }
}

/** The undelivered enquiries recorded in Redis whose message contains `text`. */
export async function keptInRedis(url: string, text: string): Promise<Kept[]> {
  const client = createClient({ url });
  await client.connect();
  try {
    const texts: (string | null)[] = [];
    for await (const keys of client.scanIterator({ MATCH: 'sarnia:record:*' }))
      if (keys.length) texts.push(...(await client.mGet(keys)));
    return undeliveredWith(texts, text);
  } finally {
    client.destroy();
  }
}
