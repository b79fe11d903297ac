import 'server-only';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { codeOf } from '@/lib/error-code';
import { hashKeyNotes } from '@/lib/address-hash-key';
import { parseServerEnv, type ServerEnv } from '@/lib/env';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import { redisClient } from '@/lib/redis-client';
import { hosting as builtHosting, hostingMismatch, hostingPlaceIn, type Hosting } from '@/lib/site/hosting';
import { perAddressPerDay } from './core/rate-limit';
import { tallyRefusals } from './core/refusal-tally';
import { checkWritable } from './mail/atomic-file';
import { backupDir, takesBackups } from './store/backup';
import { enquiryStore } from './store/store';
import { keepDoingDueWork, type DueWorkTimer } from './due-work/due-work-timer';
import type { DueWorkServices } from './due-work/run-due-work';
import { enquiryServices } from './services';
import { startCommand, watchDroppedForwardedFor, type StartCommand } from './transport/start-command';
import { lendFormSlots } from './transport/take-enquiry';
import { startHealthChecks } from '@/lib/health/site-health';

type StartupCheck = { ok: true; env: ServerEnv; notes: string[] } | { ok: false; problems: string[] };

const folderProblem = (folder: string): Promise<string | undefined> =>
  checkWritable(folder).then(
    () => undefined,
    (error: NodeJS.ErrnoException) => `${folder} cannot be written to (${error.code ?? error.message})`,
  );

// The site makes its folder 0700 and every file in it 0600; one made by someone else may be open to others.
async function openToOthers(name: string, folder: string): Promise<string | undefined> {
  const mode = (await stat(folder).catch(() => undefined))?.mode ?? 0;
  if (!(mode & 0o077)) return undefined;
  const octal = (mode & 0o777).toString(8).padStart(4, '0');
  return `${name}: ${folder} can be read by other users of this machine (mode ${octal}), and the enquiries kept there are personal data: make it private (chmod 700).`;
}

// Without the start command nothing drops a forged X-Forwarded-For: addresses are self-reported, and the
// allowance all such clients share is what holds a forger (core/rate-limit.ts).
const selfReportedNote = ({ CONTACT_RATE_LIMIT_SHARED_MAX: shared }: ServerEnv) =>
  `TRUSTED_PROXY_COUNT is 0 and the server was not started by its start command (npm start, or node serve.mjs as the image runs it), so forged X-Forwarded-For addresses are not dropped: client addresses are self-reported. Each client is limited by the address it connects from or names, so one client cannot use up another's limit; but a client that forges a new address for each request is held only by the allowance all share (CONTACT_RATE_LIMIT_SHARED_MAX = ${shared} enquiries a day), and spending it closes the form to everyone until the day is out. Start the server with its start command, or behind a proxy set TRUSTED_PROXY_COUNT to the number of proxies, to close that gap.`;

// However it is known, a client, and each network it is in, takes at most a tenth of the ceiling a day (core/rate-limit.ts).
function dayBoundNote({ CONTACT_RATE_LIMIT_MAX: max, CONTACT_RATE_LIMIT_SHARED_MAX: shared }: ServerEnv) {
  const perDay = perAddressPerDay(shared);
  if (max > perDay)
    return `CONTACT_RATE_LIMIT_MAX is ${max}, but a client, and each network (an IPv4 /24, an IPv6 /56 or /48), may send at most ${perDay} ${perDay === 1 ? 'enquiry' : 'enquiries'} a day (a tenth of CONTACT_RATE_LIMIT_SHARED_MAX = ${shared}, rounded up), so that no one can close the form alone: ${perDay} is the limit that holds for each client. Raise CONTACT_RATE_LIMIT_SHARED_MAX for ${max} to hold.`;
}

// The policies name where the site runs as its build was told: served elsewhere, they would say what is not so.
function hostingProblem(env: ServerEnv, built: Hosting): string | undefined {
  const mismatch = hostingMismatch(env, built);
  if (!mismatch) return undefined;
  const place = hostingPlaceIn('en', built);
  const named = `${built.provider ?? 'no provider'}${place ? `, in ${place.city}` : ''}`;
  if (mismatch === 'built-for-vercel')
    return `This build was made by Vercel, and its privacy and cookie policies say the site runs there (${named}); it is not running on Vercel. Build it where it runs (npm run build), with HOSTING_PROVIDER and HOSTING_REGION if the policies should name them.`;
  if (mismatch === 'built-elsewhere')
    return `This build was not made by Vercel, and its privacy and cookie policies name ${named} as where the site runs; let Vercel build it (npm run build).`;
  return `VERCEL_REGION is ${env.VERCEL_REGION}, but the privacy and cookie policies name ${named} (vercel.json's region ${built.vercelRegion}): run the functions there, or change the region in lib/site/facts.ts and vercel.json together.`;
}

type Runs = { started?: StartCommand; built?: Hosting };

/** `started`: how this server was started (the start command's note); `built`: where its build says it runs. */
export async function checkStartup(
  source: Record<string, string | undefined>,
  { started = startCommand(), built = builtHosting }: Runs = {},
): Promise<StartupCheck> {
  const parsed = parseServerEnv(source);
  if (!parsed.ok) return { ok: false, problems: parsed.problems };
  const { env } = parsed;
  const notes: string[] = [];
  const hosting = hostingProblem(env, built);
  // Only a server of one's own is refused: on Vercel the form must go on answering, and health says it.
  if (hosting && !env.VERCEL) return { ok: false, problems: [hosting] };
  notes.push(...(hosting ? [hosting] : []), ...hashKeyNotes(env));
  const dayBound = dayBoundNote(env);
  if (dayBound) notes.push(dayBound);
  if (env.VERCEL) {
    if (!env.REDIS_URL)
      notes.push(
        'REDIS_URL is not set: on Vercel an enquiry that cannot be sent cannot be kept, and enquiries are not recorded.',
      );
  } else {
    const problem = await folderProblem(path.resolve(env.OUTBOX_DIR));
    const needed = !env.SMTP_HOST || !env.REDIS_URL;
    if (problem && needed) return { ok: false, problems: [`OUTBOX_DIR: ${problem}`] };
    if (problem) notes.push(`OUTBOX_DIR: ${problem}; undelivered enquiries can only be kept in Redis.`);
    const open = [
      problem ? undefined : await openToOthers('OUTBOX_DIR', path.resolve(env.OUTBOX_DIR)),
      takesBackups(env) ? await openToOthers('BACKUP_DIR', backupDir(env)) : undefined,
    ];
    notes.push(...open.filter((note) => note !== undefined));
    if (env.TRUSTED_PROXY_COUNT === 0 && !started?.dropsForwardedFor) notes.push(selfReportedNote(env));
  }
  return { ok: true, env, notes };
}

/** Drops the expired records from the database in OUTBOX_DIR (Redis expires its own), never the mail there. */
export async function purgeRecords(env: ServerEnv, { now = Date.now, log = enquiryLog() } = {}) {
  const { store } = enquiryStore(env, undefined, { only: 'sqlite', log, options: { now } });
  const failed = (error: unknown) =>
    void log.warn({ event: 'enquiry.purge', outcome: 'failed', store: 'records', code: codeOf(error) });
  const removed = (await store?.purge().catch(failed)) ?? 0;
  if (removed) log.info({ event: 'enquiry.purge', outcome: 'purged', store: 'records', count: removed });
  return removed;
}

// Run by instrumentation.ts. No timer on Vercel, where the cron calls /api/cron instead, and no health checks
// ahead of the first probe: an instance there lives for the requests it is given.
/** What start-up starts: the due work's timer on these services, and the health checks. */
type Started = { services: () => DueWorkServices; healthChecks: () => void };

export async function startUp(
  source: Record<string, string | undefined> = process.env,
  log?: EnquiryLog,
  { services, healthChecks }: Started = { services: () => enquiryServices(), healthChecks: startHealthChecks },
): Promise<DueWorkTimer | undefined> {
  const check = await checkStartup(source);
  if (!check.ok) {
    const list = check.problems.map((problem) => `  - ${problem}`).join('\n');
    console.error(`\n[config] The site will not start; fix the environment (or .env.local):\n${list}\n`);
    process.exit(1);
  }
  for (const note of check.notes) console.info(`[config] ${note}`);
  // Before the first request: the proxy, the route and the page count refused requests into it.
  tallyRefusals(log ?? enquiryLog(), check.env.LOG_REFUSALS_EVERY_S);
  watchDroppedForwardedFor();
  lendFormSlots();
  // Connect now, so the first enquiry already counts in the shared store.
  if (check.env.REDIS_URL) redisClient(check.env.REDIS_URL);
  // What expired while the server was stopped; then hourly with the due work.
  await purgeRecords(check.env, { log });
  if (check.env.VERCEL) return undefined;
  healthChecks();
  return keepDoingDueWork(services());
}
