// npm run enquiries -- list | show ID | resend ID | resend --all  [--only redis|outbox]
// The operators' view of enquiries that could not be sent, with the same settings as the site.
import nextEnv from '@next/env';
import { serverEnv } from '@/lib/env';
import { redisClient, redisReady } from '@/lib/redis';
import { parseCliArgs } from './cli-args';
import { ENQUIRY_ID } from '../core/enquiry-id';
import { headerOf, listKept, resendKept } from './resend';
import { undeliveredStores } from '../store/undelivered';

const usage = `Usage: npm run enquiries -- <command> [--only redis|outbox]
  list           the enquiries waiting to be sent, oldest first
  show ID        one enquiry's complete message
  resend ID      send one through the configured SMTP server, then remove it
  resend --all   send every waiting enquiry
Both stores are read: Redis when REDIS_URL is set, and OUTBOX_DIR/undelivered (except on Vercel).
  --only redis   read Redis alone (a laptop working on the production Redis)
  --only outbox  read the outbox folder alone`;

async function main(args: string[]): Promise<number> {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const env = serverEnv();
  const parsed = parseCliArgs(args);
  if (!parsed.ok) {
    console.error(`${parsed.problem}\n${usage}`);
    return 2;
  }
  const { command, target, only } = parsed;
  if (only === 'redis' && !env.REDIS_URL) {
    console.error('--only redis needs REDIS_URL.');
    return 1;
  }
  const redis = env.REDIS_URL && only !== 'outbox' ? redisClient(env.REDIS_URL, () => {}) : undefined;
  if (redis && !(await redisReady(redis, 5_000))) {
    console.error(`Redis at REDIS_URL did not answer within 5 s.`);
    return 1;
  }
  const stores = undeliveredStores(env, redis, only);
  try {
    if (command === 'list') {
      const kept = await listKept(stores);
      if (!kept.length) console.log('No undelivered enquiries.');
      for (const { id, storedAt, store } of kept) {
        const raw = await store.read(id);
        const subject = raw ? headerOf(raw, 'subject') : '';
        console.log(`${id}  ${storedAt.toISOString()}  ${store.where}  ${subject}`);
      }
      return 0;
    }
    if (command === 'show' && target && ENQUIRY_ID.test(target)) {
      for (const store of stores) {
        const raw = await store.read(target);
        if (raw) {
          process.stdout.write(raw);
          return 0;
        }
      }
      console.error(`No undelivered enquiry ${target}.`);
      return 1;
    }
    if (command === 'resend' && target && (target === '--all' || ENQUIRY_ID.test(target))) {
      const host = env.SMTP_HOST;
      if (!host) {
        console.error('SMTP_HOST is not set: resending needs the SMTP server.');
        return 1;
      }
      const ids = target === '--all' ? (await listKept(stores)).map((kept) => kept.id) : [target];
      if (!ids.length) console.log('No undelivered enquiries.');
      let failed = 0;
      for (const id of [...new Set(ids)]) {
        const result = await resendKept(id, stores, { ...env, SMTP_HOST: host });
        if (result.ok) console.log(`${id}: sent (${result.response}) and removed`);
        else if (result.why === 'busy') console.log(`${id}: being resent elsewhere; skipped`);
        else if (result.why === 'missing') console.log(`${id}: not waiting (already sent or never kept)`);
        else if (result.why === 'failed') console.error(`${id}: not sent, still kept: ${result.detail}`);
        if (!result.ok && (result.why === 'failed' || (result.why === 'missing' && target !== '--all'))) failed++;
      }
      return failed ? 1 : 0;
    }
    console.error(usage);
    return 2;
  } finally {
    if (redis?.isOpen) await redis.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
