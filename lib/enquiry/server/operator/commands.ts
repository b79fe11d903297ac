import { codeOf } from '@/lib/error-code';
import { backupDatabase, DATABASE_FILE } from '../store/records-sqlite';
import { NO_RECORDS, recordFor, refuse, type Command } from './context';
import { recordBlock, recordJson, recordLine, recordsCsv } from './format';

export const list: Command = async (args, context) => {
  const { status, since, email } = args;
  const records = (await context.records?.list({ status, since, email })) ?? [];
  if (args.json) {
    context.out(JSON.stringify(records.map(recordJson), null, 2));
    return 0;
  }
  if (!context.records) context.err(NO_RECORDS);
  if (!records.length) context.out('No enquiries.');
  for (const record of records) context.out(recordLine(record));
  return 0;
};

export const show: Command = async (args, context) => {
  const found = await recordFor(args.target, context);
  if ('problem' in found) return refuse(context, found.problem);
  const { record } = found;
  if (args.json) context.out(JSON.stringify(recordJson(record), null, 2));
  else context.out(recordBlock(record));
  if (!args.json && record.status === 'undelivered')
    context.out(
      `Not yet delivered; the site tries again by itself, or send it now with: npm run enquiries -- resend ${record.id}`,
    );
  if (!args.json && record.status === 'refused')
    context.out(
      `The mail server refused its message, so it is not sent again by itself. Answer the sender from your own mailbox, or try it once more with: npm run enquiries -- release ${record.id}`,
    );
  return 0;
};

export const exportRecords: Command = async (args, context) => {
  if (!args.csv && !args.json) return refuse(context, 'export takes --csv (or --json).', 2);
  if (!context.records) return refuse(context, NO_RECORDS);
  const records = await context.records.list({ status: args.status, since: args.since, email: args.email });
  if (args.json) context.out(JSON.stringify(records.map(recordJson), null, 2));
  else context.write(recordsCsv(records));
  return 0;
};

export const purge: Command = async (args, context) => {
  const records = (await context.records?.purge()) ?? 0;
  if (args.json) context.out(JSON.stringify({ records }));
  else
    context.out(
      `Purged ${records} expired record${records === 1 ? '' : 's'}.` +
        (context.records?.kind === 'redis' ? ' Redis drops expired records by itself.' : ''),
    );
  return 0;
};

// Redis is backed up by Redis itself (its append-only file or an RDB snapshot): here there is only SQLite's file.
export const backup: Command = async (args, context) => {
  const { outboxDir, out } = context;
  if (!args.target) return refuse(context, 'backup takes the file to write: npm run enquiries -- backup FILE', 2);
  if (!outboxDir)
    return refuse(
      context,
      `No ${DATABASE_FILE} here: records on disk are kept in OUTBOX_DIR (not on Vercel, not with --only redis).`,
    );
  try {
    await backupDatabase(outboxDir, args.target);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EEXIST')
      return refuse(context, `${args.target} exists: a backup never replaces a file; name a new one.`);
    if (code === 'ENOENT')
      return refuse(context, `No ${DATABASE_FILE} in OUTBOX_DIR yet, or no folder for ${args.target}.`);
    return refuse(context, `The backup failed (${code}).`);
  }
  out(args.json ? JSON.stringify({ file: args.target }) : `Backed up the records to ${args.target} (mode 0600).`);
  return 0;
};
