import path from 'node:path';
import { codeOf } from '@/lib/error-code';
import { plural } from '../plural';
import { copyDatabase } from '../store/copy-database.mjs';
import { DATABASE_FILE } from '../store/sqlite';
import { NO_RECORDS, recordFor, refuse, type Command } from './context';
import { recordBlock, recordJson, recordLine, recordsCsv } from './format';

export const list: Command = async (args, services) => {
  const { status, since, email } = args;
  const records = (await services.store?.list({ status, since, email })) ?? [];
  if (args.json) {
    services.out(JSON.stringify(records.map(recordJson), null, 2));
    return 0;
  }
  if (!services.store) services.err(NO_RECORDS);
  if (!records.length) services.out('No enquiries.');
  for (const record of records) services.out(recordLine(record));
  return 0;
};

export const show: Command = async (args, services) => {
  const found = await recordFor(args.target, services);
  if ('problem' in found) return refuse(services, found.problem);
  const { record } = found;
  if (args.json) services.out(JSON.stringify(recordJson(record), null, 2));
  else services.out(recordBlock(record));
  if (!args.json && record.status === 'undelivered')
    services.out(
      `Not yet delivered; the site tries again by itself, or send it now with: npm run enquiries -- resend ${record.id}`,
    );
  if (!args.json && record.status === 'refused')
    services.out(
      `The mail server refused its message, so it is not sent again by itself. Answer the sender from your own mailbox, or try it once more with: npm run enquiries -- release ${record.id}`,
    );
  return 0;
};

export const exportRecords: Command = async (args, services) => {
  if (!args.csv && !args.json) return refuse(services, 'export takes --csv (or --json).', 2);
  if (!services.store) return refuse(services, NO_RECORDS);
  const records = await services.store.list({ status: args.status, since: args.since, email: args.email });
  if (args.json) services.out(JSON.stringify(records.map(recordJson), null, 2));
  else services.write(recordsCsv(records));
  return 0;
};

export const purge: Command = async (args, services) => {
  const records = (await services.store?.purge()) ?? 0;
  if (args.json) services.out(JSON.stringify({ records }));
  else
    services.out(
      `Purged ${plural(records, 'expired record', 'expired records')}.` +
        (services.store?.kind === 'redis' ? ' Redis drops expired records by itself.' : ''),
    );
  return 0;
};

// Redis is backed up by Redis itself (its append-only file or an RDB snapshot): here there is only SQLite's file.
export const backup: Command = async (args, services) => {
  const { outboxDir, out } = services;
  if (!args.target) return refuse(services, 'backup takes the file to write: npm run enquiries -- backup FILE', 2);
  if (!outboxDir)
    return refuse(
      services,
      `No ${DATABASE_FILE} here: records on disk are kept in OUTBOX_DIR (not on Vercel, not with --only redis).`,
    );
  try {
    await copyDatabase(path.join(outboxDir, DATABASE_FILE), args.target);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EEXIST')
      return refuse(services, `${args.target} exists: a backup never replaces a file; name a new one.`);
    if (code === 'ENOENT')
      return refuse(services, `No ${DATABASE_FILE} in OUTBOX_DIR yet, or no folder for ${args.target}.`);
    return refuse(services, `The backup failed (${code}).`);
  }
  out(args.json ? JSON.stringify({ file: args.target }) : `Backed up the records to ${args.target} (mode 0600).`);
  return 0;
};
