import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { domainToUnicode } from 'node:url';
import { simpleParser } from 'mailparser';
import { codeOf } from '@/lib/error-code';
import { plural } from '../plural';
import { addressKey, mailboxKey } from '../address-key';
import { unlinked } from '../unlinked';
import { NO_RECORDS, refuse, type Command } from './context';

// Each way a mail the site wrote may hold the address: as typed, its domain in ASCII (IDNA) or in Unicode,
// and as the held digest and Review page quote it (unlinked: [.] for the dots of what reads as a host name).
function spellings(address: string): string[] {
  const [key, at] = [addressKey(address), addressKey(address).lastIndexOf('@')];
  const forms = [key, `${key.slice(0, at)}@${domainToUnicode(key.slice(at + 1)) || key.slice(at + 1)}`];
  return [...new Set(forms.flatMap((form) => [form, unlinked(form)]))];
}

/** The mail as a reader sees it, and as its bytes are: headers and every part decoded, as well as raw; wide letters as narrow. */
async function readable(raw: Buffer): Promise<string> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  return [raw.toString('utf8'), JSON.stringify([...mail.headers.values()]), mail.text ?? '', mail.html || '']
    .join('\n')
    .normalize('NFKC')
    .toLowerCase();
}

// A finished mail, or one a crash left half-written under its temporary name (atomic-file.ts).
const MAIL_FILE = /^(?:[^.].*\.eml|\..+\.eml\.[\w-]+\.tmp)$/;

async function outboxFiles(folder: string, addresses: string[], ids: Set<string>): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const forms = addresses.flatMap(spellings);
  const found: string[] = [];
  for (const name of names.filter((entry) => MAIL_FILE.test(entry))) {
    const file = path.join(folder, name);
    const raw = await readFile(file).catch(() => undefined);
    if (!raw) continue;
    if ([...ids].some((id) => name.includes(id))) found.push(file);
    else {
      const text = await readable(raw).catch(() => raw.toString('utf8').toLowerCase());
      if (forms.some((form) => text.includes(form))) found.push(file);
    }
  }
  return found;
}

/**
 * Every record, fingerprint, same-text note, receipt mark and outbox mail holding the address, however it was
 * typed (addressKey), and the copies on disk taken again at once without them (renewCopies). The records of another
 * form of its mailbox (mailboxKey: a +tag, Gmail's dots) are named, and with --mailbox erased as their own
 * addresses are. An address with nothing kept is no error.
 */
export const erase: Command = async (args, services) => {
  const address = args.email;
  if (!address) return refuse(services, 'erase takes --email ADDRESS.', 2);
  if (!services.store) services.err(NO_RECORDS);
  const other = (email: string) =>
    mailboxKey(email) === mailboxKey(address) && addressKey(email) !== addressKey(address);
  const kin = ((await services.store?.list()) ?? []).filter((record) => other(record.fields.email));
  const addresses = [address, ...(args.mailbox ? new Set(kin.map(({ fields }) => fields.email)) : [])];
  const each = await Promise.all(addresses.map((one) => services.store?.eraseEmail(one)));
  const total = (count: 'fingerprints' | 'texts' | 'receipts') =>
    each.reduce((sum, erased) => sum + (erased?.[count] ?? 0), 0);
  const [fingerprints, texts, receipts] = [total('fingerprints'), total('texts'), total('receipts')];
  const ids = each.flatMap((erased) => erased?.ids ?? []);
  const files = services.outboxDir ? await outboxFiles(services.outboxDir, addresses, new Set(ids)) : [];
  const derived = fingerprints + texts;
  await Promise.all(files.map((file) => rm(file, { force: true })));
  const copies = await services.renewCopies?.().then(
    (done) => ({ done }),
    (error: unknown) => ({ failed: codeOf(error) ?? 'failed' }),
  );
  const left =
    !args.mailbox && kin.length
      ? ` Not erased: ${plural(kin.length, 'record', 'records')} from another form of the same mailbox (${kin.map((record) => `${record.id}, ${record.fields.email}`).join('; ')}); erase them too with --mailbox.`
      : '';
  const removed = { records: ids, outboxFiles: files.length, derived, receipts, ...(copies && { copies }) };
  const unfinished =
    copies && 'failed' in copies
      ? `The backup could not be taken again (${copies.failed}), so it may still hold ${address} until the next day's copy replaces it: run the erase again once the cause is mended.`
      : undefined;
  if (unfinished) services.err(unfinished);
  if (services.skipped)
    services.err(
      `Not erased: ${services.skipped}, which --only left out and which may still hold ${address}; run the erase without --only where both can be reached.`,
    );
  if (args.json) {
    services.out(JSON.stringify({ ...removed, sameMailbox: args.mailbox ? [] : kin.map((record) => record.id) }));
    return unfinished ? 1 : 0;
  }
  if (!ids.length && !files.length && !derived && !receipts) {
    services.out(`Nothing held ${address}; nothing was erased.${left}`);
    return unfinished ? 1 : 0;
  }
  services.out(
    `Erased for ${address}${addresses.length > 1 ? ` and the other forms of its mailbox` : ''}: ${plural(ids.length, 'record', 'records')}` +
      `${ids.length ? ` (${ids.join(', ')})` : ''}, ` +
      `${plural(files.length, 'outbox file', 'outbox files')}, ` +
      `${plural(fingerprints, 'retry fingerprint', 'retry fingerprints')}, ` +
      `${plural(texts, 'same-text note', 'same-text notes')}` +
      `${receipts ? `, the mark of the day's receipt` : ''}` +
      `${copies && 'done' in copies && copies.done ? `; ${copies.done}` : ''}.${left}`,
  );
  return unfinished ? 1 : 0;
};
