import { parseArgs } from 'node:util';
import { parseReference } from '../reference';
import { ENQUIRY_ID } from '../enquiry-id';
import { RECORD_STATUSES, type RecordStatus } from '../store/record-schema';
import type { StoreKind } from '../store/store-contract';
import { parseGuernseyDay } from '../guernsey-time';

export type OperatorArgs = {
  command?: string;
  target?: string;
  only?: StoreKind;
  status?: RecordStatus;
  since?: Date;
  email?: string;
  csv: boolean;
  json: boolean;
  all: boolean;
  mailbox: boolean;
  help: boolean;
};

type Parsed = ({ ok: true } & OperatorArgs) | { ok: false; problem: string };
type Valued = 'only' | 'status' | 'since' | 'email';

// --only as operators type it: the outbox folder's database is the SQLite store.
const stores: Readonly<Record<string, StoreKind>> = { redis: 'redis', outbox: 'sqlite' };

// Each option that takes a value: how its text is read (undefined when it cannot be), and the words when not.
const valued: { [name in Valued]: { read: (text: string) => OperatorArgs[name]; wrong: (text: string) => string } } = {
  only: {
    read: (text) => (Object.hasOwn(stores, text) ? stores[text] : undefined),
    wrong: () => '--only takes "redis" or "outbox".',
  },
  status: {
    read: (text) => RECORD_STATUSES.find((status) => status === text),
    wrong: (text) => `--status takes one of ${RECORD_STATUSES.join(', ')}; "${text}" is none of them.`,
  },
  since: {
    read: parseGuernseyDay,
    wrong: (text) => `--since takes a date as YYYY-MM-DD (Guernsey time); "${text}" is not one.`,
  },
  email: {
    read: (text) => (text.includes('@') ? text.trim() : undefined),
    wrong: (text) => `--email takes an e-mail address; "${text}" is not one.`,
  },
};

const options = {
  only: { type: 'string' },
  status: { type: 'string' },
  since: { type: 'string' },
  email: { type: 'string' },
  csv: { type: 'boolean' },
  json: { type: 'boolean' },
  all: { type: 'boolean' },
  mailbox: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

// parseArgs's own words name the option in quotes: "Unknown option '--colour'", "Option '--since <value>' argument missing".
function problemOf(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const name = /'(-[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option ${name}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && name && name.slice(2) in valued)
    return `${name} needs a value.`;
  return message;
}

/** A command, its target, and options anywhere, so `--only redis` can follow any command. */
export function parseOperatorArgs(args: readonly string[]): Parsed {
  const into: OperatorArgs = { csv: false, json: false, all: false, mailbox: false, help: false };
  if (args.some((arg) => arg === '--help' || arg === '-h')) return { ok: true, ...into, help: true };
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  const { values, positionals } = parsed;
  for (const name of Object.keys(valued) as Valued[]) {
    const text = values[name];
    if (text === undefined) continue;
    const value = text === '' ? undefined : valued[name].read(text);
    if (value === undefined)
      return { ok: false, problem: text ? valued[name].wrong(text) : `--${name} needs a value.` };
    Object.assign(into, { [name]: value });
  }
  const [command, target, extra] = positionals;
  if (extra !== undefined) return { ok: false, problem: `One target at a time; "${extra}" is one too many.` };
  const flags = { csv: !!values.csv, json: !!values.json, all: !!values.all, mailbox: !!values.mailbox };
  return { ok: true, ...into, ...flags, command, target };
}

/** An enquiry's id, or its reference as an operator may type it; undefined for anything else. */
export function parseTarget(text: string): { id: string } | { reference: string } | undefined {
  const trimmed = text.trim().toLowerCase();
  if (ENQUIRY_ID.test(trimmed)) return { id: trimmed };
  const reference = parseReference(text);
  return reference ? { reference } : undefined;
}
