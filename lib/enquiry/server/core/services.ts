import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { redisClient, type Redis } from '@/lib/redis';
import { createLimits, type EnquiryLimits } from './rate-limit';
import { createRetries, type Retries } from './retries';
import { undeliveredStores, type UndeliveredStore } from '../store/undelivered';

export type Services = {
  env: ServerEnv;
  redis?: Redis;
  limits: EnquiryLimits;
  retries: Retries;
  stores: UndeliveredStore[];
};

// The route and the page (the form's Server Action) are separate server bundles, each with its own
// copy of this module: the one set both paths count against lives on globalThis.
const shared = globalThis as typeof globalThis & { [key: symbol]: Services | undefined };
const SERVICES = Symbol.for('sarnia.enquiry.services');

/** The process's limits, retry memory and stores, made once from the environment. */
export function enquiryServices(): Services {
  const known = shared[SERVICES];
  if (known) return known;
  const env = serverEnv();
  const redis = env.REDIS_URL ? redisClient(env.REDIS_URL) : undefined;
  const windowS = env.CONTACT_RATE_LIMIT_WINDOW_S;
  return (shared[SERVICES] = {
    env,
    redis,
    limits: createLimits({
      max: env.CONTACT_RATE_LIMIT_MAX,
      windowS,
      sharedMax: env.CONTACT_RATE_LIMIT_SHARED_MAX,
      redis,
    }),
    retries: createRetries(windowS * 1000, redis),
    stores: undeliveredStores(env, redis),
  });
}
