import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { plural } from '../plural';
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
export const erase: Command = async (args, services) => {
  const address = args.email;
  if (!address) return refuse(services, 'erase takes --email ADDRESS.', 2);
  if (!services.store) services.err(NO_RECORDS);
  const { ids: recordIds, fingerprints: derived } = (await services.store?.eraseEmail(address)) ?? {
    ids: [],
    fingerprints: 0,
  };
  const ids = new Set(recordIds);
  const files = services.outboxDir ? await outboxFiles(services.outboxDir, address, ids) : [];
  await Promise.all(files.map((file) => rm(file, { force: true })));
  const removed = { records: recordIds, outboxFiles: files.length, derived };
  if (args.json) {
    services.out(JSON.stringify(removed));
    return 0;
  }
  if (!recordIds.length && !files.length && !derived) {
    services.out(`Nothing held ${address}; nothing was erased.`);
    return 0;
  }
  services.out(
    `Erased for ${address}: ${plural(recordIds.length, 'record', 'records')}` +
      `${recordIds.length ? ` (${recordIds.join(', ')})` : ''}, ` +
      `${plural(files.length, 'outbox file', 'outbox files')}, ` +
      `${plural(derived, 'retry fingerprint', 'retry fingerprints')}.`,
  );
  return 0;
};
