import { recordsCsv } from './csv';
import { NO_RECORDS, recordFor, type Command } from './context';
import { recordBlock, recordJson, recordLine } from './format';

// list, show, export and purge; release, resend, erase and migrate have files of their own.

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
  if ('problem' in found) {
    context.err(found.problem);
    return 1;
  }
  if (args.json) context.out(JSON.stringify(recordJson(found.record), null, 2));
  else context.out(recordBlock(found.record));
  if (!args.json && found.record.status === 'undelivered')
    context.out(
      `Not yet delivered; the site tries again by itself, or send it now with: npm run enquiries -- resend ${found.id}`,
    );
  return 0;
};

export const exportRecords: Command = async (args, context) => {
  if (!args.csv && !args.json) {
    context.err('export takes --csv (or --json).');
    return 2;
  }
  if (!context.records) {
    context.err(NO_RECORDS);
    return 1;
  }
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
