import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { NO_RECORDS, refuse, type Command } from './context';

const holds = (raw: string | Uint8Array, address: string) =>
  Buffer.from(raw).toString('utf8').toLowerCase().includes(address.toLowerCase());

async function outboxFiles(folder: string, address: string, ids: Set<string>): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
    const file = path.join(folder, name);
    const raw = await readFile(file).catch(() => undefined);
    if (raw && (holds(raw, address) || [...ids].some((id) => name.includes(id)))) found.push(file);
  }
  return found;
}

/** An address with nothing kept is no error. */
export const erase: Command = async (args, context) => {
  const address = args.email;
  if (!address) return refuse(context, 'erase takes --email ADDRESS.', 2);
  if (!context.records) context.err(NO_RECORDS);
  const recordIds = (await context.records?.eraseEmail(address)) ?? [];
  const ids = new Set(recordIds);
  const files = context.outboxDir ? await outboxFiles(context.outboxDir, address, ids) : [];
  await Promise.all(files.map((file) => rm(file, { force: true })));
  const derived = (await context.eraseDerived?.(address)) ?? 0;
  const removed = { records: recordIds, outboxFiles: files.length, derived };
  if (args.json) {
    context.out(JSON.stringify(removed));
    return 0;
  }
  if (!recordIds.length && !files.length && !derived) {
    context.out(`Nothing held ${address}; nothing was erased.`);
    return 0;
  }
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  context.out(
    `Erased for ${address}: ${plural(recordIds.length, 'record', 'records')}` +
      `${recordIds.length ? ` (${recordIds.join(', ')})` : ''}, ` +
      `${plural(files.length, 'outbox file', 'outbox files')}, ` +
      `${plural(derived, 'retry fingerprint', 'retry fingerprints')}.`,
  );
  return 0;
};
