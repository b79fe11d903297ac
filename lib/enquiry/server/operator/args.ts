import { parseReference } from '../core/reference';
import { ENQUIRY_ID } from '../core/enquiry-id';
import { RECORD_STATUSES, type RecordStatus, type StoreKind } from '../store/records';
import { parseGuernseyDay } from './dates';

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
const valued = ['--only', '--status', '--since', '--email'] as const;
type Valued = (typeof valued)[number];

function option(name: Valued, value: string | undefined, into: OperatorArgs): string | undefined {
  if (value === undefined || value === '') return `${name} needs a value.`;
  if (name === '--only') {
    const kind = kinds.find((known) => known === value);
    if (!kind) return '--only takes "redis" or "outbox".';
    into.only = kind;
  } else if (name === '--status') {
    const status = RECORD_STATUSES.find((known) => known === value);
    if (!status) return `--status takes one of ${RECORD_STATUSES.join(', ')}; "${value}" is none of them.`;
    into.status = status;
  } else if (name === '--since') {
    const since = parseGuernseyDay(value);
    if (!since) return `--since takes a date as YYYY-MM-DD (Guernsey time); "${value}" is not one.`;
    into.since = since;
  } else {
    if (!value.includes('@')) return `--email takes an e-mail address; "${value}" is not one.`;
    into.email = value.trim();
  }
  return undefined;
}

/**
 * The operators' command line: a command, its target, and options anywhere (`--since 2026-05-01` or
 * `--since=2026-05-01`), so `--only redis` can follow any command as it always could.
 */
export function parseOperatorArgs(args: readonly string[]): Parsed {
  const into: OperatorArgs = { csv: false, json: false, all: false, help: false };
  if (args.some((arg) => arg === '--help' || arg === '-h')) return { ok: true, ...into, help: true };
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--csv' || arg === '--json' || arg === '--all') {
      into[arg.slice(2) as 'csv' | 'json' | 'all'] = true;
      continue;
    }
    const name = valued.find((known) => arg === known || arg.startsWith(`${known}=`));
    if (name) {
      const problem = option(name, arg === name ? args[++i] : arg.slice(name.length + 1), into);
      if (problem) return { ok: false, problem };
      continue;
    }
    if (arg.startsWith('--')) return { ok: false, problem: `Unknown option ${arg}.` };
    positional.push(arg);
  }
  const [command, target, extra] = positional;
  if (extra !== undefined) return { ok: false, problem: `One target at a time; "${extra}" is one too many.` };
  return { ok: true, ...into, command, target };
}

/** An enquiry's id, or its reference as an operator may type it; undefined for anything else. */
export function parseTarget(text: string): { id: string } | { reference: string } | undefined {
  const trimmed = text.trim().toLowerCase();
  if (ENQUIRY_ID.test(trimmed)) return { id: trimmed };
  const reference = parseReference(text);
  return reference ? { reference } : undefined;
}
