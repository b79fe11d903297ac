import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { enquiryLog } from '@/lib/log';
import { redisClient, type Redis } from '@/lib/redis';
import { createMailer } from './mail/mailer';
import { recordKeeper } from './store/record-keeping';
import { enquiryStores } from './store/stores';
import type { EnquiryPorts } from './core/receive-enquiry';
import { createLimits, createReviewLimit, type EnquiryLimits } from './core/rate-limit';
import type { ReviewServices } from './held/review-route';
import type { EnquiryRecords } from './store/records';
import { createRetries, retryWindowMs, type Retries } from './core/retries';
import { watchSharedAllowance } from './core/shared-allowance-watch';

/** The composition root: everything an enquiry's way through needs, made once from the environment. */
export type Services = EnquiryPorts & {
  env: ServerEnv;
  redis?: Redis;
  limits: EnquiryLimits;
  retries: Retries;
  /** The records themselves, for the held digest and the Review page; `records` is the use case's keeper. */
  recordStore?: EnquiryRecords;
  reviewLimit: ReviewServices['reviewLimit'];
};

// The route and the page (the form's Server Action) are separate server bundles, each with its own
// copy of this module: the one set both paths count against lives on globalThis.
const shared = globalThis as typeof globalThis & { [key: symbol]: Services | undefined };
const SERVICES = Symbol.for('sarnia.enquiry.services');

/** The process's services; an adapter looks them up once per request and passes them on. */
export function enquiryServices(): Services {
  const known = shared[SERVICES];
  if (known) return known;
  const env = serverEnv();
  const redis = env.REDIS_URL ? redisClient(env.REDIS_URL) : undefined;
  const windowS = env.CONTACT_RATE_LIMIT_WINDOW_S;
  const log = enquiryLog();
  const stores = enquiryStores(env, redis, { log });
  return (shared[SERVICES] = {
    env,
    redis,
    limits: createLimits({
      max: env.CONTACT_RATE_LIMIT_MAX,
      windowS,
      sharedMax: env.CONTACT_RATE_LIMIT_SHARED_MAX,
      redis,
      onSharedSpent: watchSharedAllowance(log),
    }),
    retries: createRetries(retryWindowMs(windowS), redis),
    reviewLimit: createReviewLimit({ redis }),
    recordStore: stores.records,
    mailer: createMailer(env),
    records: recordKeeper(stores.records, log),
    log,
  });
}
