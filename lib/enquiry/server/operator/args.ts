import { parseArgs } from 'node:util';
import { parseReference } from '../reference';
import { ENQUIRY_ID } from '../enquiry-id';
import { RECORD_STATUSES, type RecordStatus, type StoreKind } from '../store/records';
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
  /** --help or -h anywhere: the usage is all that is asked for. */
  help: boolean;
};

type Parsed = ({ ok: true } & OperatorArgs) | { ok: false; problem: string };

const kinds: readonly StoreKind[] = ['redis', 'outbox'];

const options = {
  only: { type: 'string' },
  status: { type: 'string' },
  since: { type: 'string' },
  email: { type: 'string' },
  csv: { type: 'boolean' },
  json: { type: 'boolean' },
  all: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Valued = 'only' | 'status' | 'since' | 'email';

function option(name: Valued, value: string, into: OperatorArgs): string | undefined {
  if (value === '') return `--${name} needs a value.`;
  if (name === 'only') {
    const kind = kinds.find((known) => known === value);
    if (!kind) return '--only takes "redis" or "outbox".';
    into.only = kind;
  } else if (name === 'status') {
    const status = RECORD_STATUSES.find((known) => known === value);
    if (!status) return `--status takes one of ${RECORD_STATUSES.join(', ')}; "${value}" is none of them.`;
    into.status = status;
  } else if (name === 'since') {
    const since = parseGuernseyDay(value);
    if (!since) return `--since takes a date as YYYY-MM-DD (Guernsey time); "${value}" is not one.`;
    into.since = since;
  } else {
    if (!value.includes('@')) return `--email takes an e-mail address; "${value}" is not one.`;
    into.email = value.trim();
  }
  return undefined;
}

// parseArgs's own words name the option in quotes: "Unknown option '--colour'", "Option '--since <value>' argument missing".
function problemOf(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const name = /'(-[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option ${name}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && name && options[name.slice(2) as Valued]?.type === 'string')
    return `${name} needs a value.`;
  return message;
}

/**
 * The operators' command line: a command, its target, and options anywhere (`--since 2026-05-01` or
 * `--since=2026-05-01`), so `--only redis` can follow any command as it always could.
 */
export function parseOperatorArgs(args: readonly string[]): Parsed {
  const into: OperatorArgs = { csv: false, json: false, all: false, help: false };
  if (args.some((arg) => arg === '--help' || arg === '-h')) return { ok: true, ...into, help: true };
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  const { values, positionals } = parsed;
  for (const name of ['only', 'status', 'since', 'email'] as const) {
    const value = values[name];
    const problem = value === undefined ? undefined : option(name, value, into);
    if (problem) return { ok: false, problem };
  }
  const [command, target, extra] = positionals;
  if (extra !== undefined) return { ok: false, problem: `One target at a time; "${extra}" is one too many.` };
  return { ok: true, ...into, csv: !!values.csv, json: !!values.json, all: !!values.all, command, target };
}

/** An enquiry's id, or its reference as an operator may type it; undefined for anything else. */
export function parseTarget(text: string): { id: string } | { reference: string } | undefined {
  const trimmed = text.trim().toLowerCase();
  if (ENQUIRY_ID.test(trimmed)) return { id: trimmed };
  const reference = parseReference(text);
  return reference ? { reference } : undefined;
}
