import type { ServerEnv } from '@/lib/env';
import { redisReady } from '@/lib/redis';
import { backoffOf } from '../core/backoff';
import { deliverMail } from '../mail/deliver';
import type { Mailer } from '../mail/mailer';
import { codeOf } from '@/lib/error-code';
import { takeBackup, takesBackups } from '../store/backup';
import type { EnquiryStore } from '../store/store-contract';
import { enquiryStore } from '../store/store';
import { parseOperatorArgs, type OperatorArgs } from './args';
import { backup, exportRecords, list, purge, show } from './commands';
import { refuse, type Command, type Io, type OperatorServices } from './context';
import { erase } from './erase';
import { release, resend } from './send-commands';

export const usage = `Usage: npm run enquiries -- <command> [options]   (ID: an enquiry's id or its reference)
  list [--status held|refused|undelivered|delivered|received] [--since YYYY-MM-DD] [--email ADDRESS]
                 the enquiries on record, oldest first (one left received for an hour is undelivered)
  show ID        one enquiry's record
  export --csv [--status …] [--since …] [--email …]   the records as CSV (RFC 4180)
  release ID     send a held enquiry (suspected spam), or one the mail server refused, to the operators, once
  resend ID      send one undelivered enquiry, rebuilt from its record, through the SMTP server, once
  resend --all   send every undelivered enquiry
  erase --email ADDRESS [--mailbox]   remove every record and outbox file holding the address (--mailbox: its other forms too)
  purge          drop what has expired, now
  backup FILE    a consistent copy of OUTBOX_DIR/enquiries.db, while the server runs (mode 0600)
  --help, -h     this text
Dates are Guernsey time. --json gives any command's output to scripts.
Records are in Redis when REDIS_URL is set (what it could not take while it was down waits in OUTBOX_DIR/enquiries.db until it answers), else in OUTBOX_DIR/enquiries.db (except on Vercel).
  --only redis   Redis alone (a laptop working on the production Redis)
  --only outbox  OUTBOX_DIR alone: its database and mail (with Redis, what waits there for it)`;

const commands: Record<string, Command> = { list, show, export: exportRecords, release, erase, purge, backup, resend };
// The command answers on the terminal; the site's log lines would only be in its way.
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

// Loaded only when something is sent: React Email is most of the command's start-up.
const lazyMailer = (env: ServerEnv): Mailer => ({
  render: async (...args) => (await import('../mail/mailer')).createMailer(env).render(...args),
  deliver: (mail, id) => deliverMail(mail, env, id),
});

// After an erasure, the copies of the records on disk taken again without it: the day's backup where records
// are on disk, Redis's own files where they are in Redis.
async function renewCopies(env: ServerEnv, store: EnquiryStore | undefined, outboxDir: string | undefined) {
  if (takesBackups(env) && outboxDir) {
    const missing = (error: unknown) => (codeOf(error) === 'ENOENT' ? undefined : Promise.reject(error));
    const taken = await takeBackup(env).catch(missing);
    return taken && `the backup was taken again without them (${taken.file})`;
  }
  if (!store?.rewriteFiles) return undefined;
  return {
    asked: 'Redis was asked to rewrite its append-only log without them',
    'no-log': 'Redis keeps no append-only log to rewrite',
    refused:
      'Redis declined to rewrite its append-only log now, as a provider may: its own copies keep them until it replaces them (docs/backups.md)',
  }[await store.rewriteFiles()];
}

// What --only leaves out, where there is something to leave: the other of the two places records are kept.
function skippedBy(only: OperatorArgs['only'], env: ServerEnv): string | undefined {
  if (only === 'redis' && !env.VERCEL)
    return `OUTBOX_DIR (${env.OUTBOX_DIR}): its database, with what waits there for Redis, and its mail files`;
  if (only === 'sqlite' && env.REDIS_URL) return 'Redis (REDIS_URL): the records and fingerprints kept there';
  return undefined;
}

export async function runOperator(argv: string[], env: ServerEnv, io: Io): Promise<number> {
  const args = parseOperatorArgs(argv);
  if (!args.ok) return refuse(io, `${args.problem}\n${usage}`, 2);
  if (args.help) {
    io.out(usage);
    return 0;
  }
  const { only } = args;
  if (only === 'redis' && !env.REDIS_URL) return refuse(io, '--only redis needs REDIS_URL.');
  // The client library is loaded only for Redis: it is most of the command's start-up.
  const redis =
    env.REDIS_URL && only !== 'sqlite'
      ? (await import('@/lib/redis-client')).redisClient(env.REDIS_URL, () => {})
      : undefined;
  if (redis && !(await redisReady(redis, 5_000))) return refuse(io, 'Redis at REDIS_URL did not answer within 5 s.');
  const onCorrupt = (name: string) => io.err(`Skipped ${name}: not a readable record.`);
  const { store, outboxDir } = enquiryStore(env, redis, { only, options: { onCorrupt } });
  const skipped = skippedBy(only, env);
  if (skipped) io.err(`--only ${only === 'redis' ? 'redis' : 'outbox'} leaves out ${skipped}.`);
  const services: OperatorServices = {
    ...io,
    env,
    store,
    outboxDir,
    mailer: lazyMailer(env),
    log: quiet,
    backoff: backoffOf(env),
    later: (work) => void work().catch(() => {}),
    renewCopies: () => renewCopies(env, store, outboxDir),
    skipped,
  };
  const command = args.command ? commands[args.command] : undefined;
  try {
    return command ? await command(args, services) : refuse(io, usage, 2);
  } finally {
    if (redis?.isOpen) await redis.close();
  }
}
