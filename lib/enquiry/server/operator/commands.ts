import { retention } from '@/lib/site/retention';
import { purgeUndeliveredFolder } from '../store/undelivered-expiry';
import { listKept, headerOf } from './resend';
import { recordsCsv } from './csv';
import { NO_RECORDS, recordFor, type Command } from './context';
import { guernseyTime } from './dates';
import { recordBlock, recordJson, recordLine } from './format';

// list, show, export and purge; release and erase have files of their own.

export const list: Command = async (args, context) => {
  const { status, since, email } = args;
  const records = (await context.records?.list({ status, since, email })) ?? [];
  // Undelivered copies kept before records were (or while the record store was down) are listed too.
  const recorded = new Set(records.map((record) => record.id));
  const copies =
    email || (status && status !== 'undelivered')
      ? []
      : (await listKept(context.undelivered)).filter(
          (kept) => !recorded.has(kept.id) && (!since || kept.storedAt >= since),
        );
  if (args.json) {
    const extra = copies.map(({ id, storedAt, store }) => ({
      id,
      status: 'undelivered',
      storedAt,
      store: store.where,
    }));
    context.out(JSON.stringify([...records.map(recordJson), ...extra], null, 2));
    return 0;
  }
  if (!context.records) context.err(NO_RECORDS);
  if (!records.length && !copies.length) context.out('No enquiries.');
  for (const record of records) context.out(recordLine(record));
  for (const { id, storedAt, store } of copies) {
    const raw = await store.read(id);
    const subject = raw ? headerOf(raw, 'subject') : '';
    context.out(`(no record)  ${id}  ${guernseyTime(storedAt)}  undelivered  kept in ${store.where}  ${subject}`);
  }
  return 0;
};

export const show: Command = async (args, context) => {
  const found = await recordFor(args.target, context);
  const id = found.id;
  const copies = id
    ? await Promise.all(context.undelivered.map(async (store) => ({ store, raw: await store.read(id) })))
    : [];
  const copy = copies.find((entry) => entry.raw);
  if ('problem' in found) {
    // No record, but a kept message: shown as the operators' command always showed it.
    if (copy?.raw) {
      context.write(copy.raw);
      return 0;
    }
    context.err(found.problem);
    return 1;
  }
  if (args.json) {
    context.out(JSON.stringify({ ...recordJson(found.record), keptIn: copy?.store.where }, null, 2));
    return 0;
  }
  context.out(recordBlock(found.record));
  if (copy)
    context.out(`An undelivered copy is kept in ${copy.store.where}; send it with: npm run enquiries -- resend ${id}`);
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
  // Redis expires its copies by itself; the folder's expired copies are removed here, as the server's purge removes them.
  const onSkipped = (name: string) => context.err(`Skipped ${name}: not a whole undelivered copy; left in place.`);
  const copies = context.outboxDir
    ? await purgeUndeliveredFolder(context.outboxDir, { now: context.now, onSkipped })
    : 0;
  if (args.json) context.out(JSON.stringify({ records, undelivered: copies }));
  else
    context.out(
      `Purged ${records} expired record${records === 1 ? '' : 's'} and ${copies} undelivered cop${copies === 1 ? 'y' : 'ies'} older than ${retention.undeliveredDays} days.` +
        (context.records?.where === 'Redis' ? ' Redis drops expired records by itself.' : ''),
    );
  return 0;
};
