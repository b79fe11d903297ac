import 'server-only';
import { after } from 'next/server';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { enquiryLog } from '@/lib/log';
import { redisClient, type Redis } from '@/lib/redis-client';
import { createMailer } from './mail/mailer';
import { recordKeeper } from './core/record-keeping';
import { enquiryStores } from './store/stores';
import type { EnquiryPorts } from './core/receive-enquiry';
import { createLimits, createReviewLimit, watchSharedAllowance, type EnquiryLimits } from './core/rate-limit';
import type { ReviewServices } from './held/review-route';
import { createRetries, retryWindowMs, type Retries } from './core/retries';
import { backoffOf } from './core/backoff';
import { alertWebhook, deliveryAlert } from './due-work/delivery-alert';
import { runDueWork, type DueWorkBudget, type DueWorkServices } from './due-work/run-due-work';

export type Services = EnquiryPorts &
  DueWorkServices & {
    env: ServerEnv;
    redis?: Redis;
    limits: EnquiryLimits;
    retries: Retries;
    reviewLimit: ReviewServices['reviewLimit'];
  };

// A small batch, well within a function's time.
const DRAIN_BUDGET: DueWorkBudget = { sends: 10, ms: 20_000 };

// The route and the page (the form's Server Action) are separate server bundles, each with its own
// copy of this module: the one set both paths count against lives on globalThis.
const shared = globalThis as typeof globalThis & { [key: symbol]: Services | undefined };
const SERVICES = Symbol.for('sarnia.enquiry.services');

// Once the answer has gone, or at once where no request is being answered.
function afterAnswer(work: () => Promise<unknown>): void {
  try {
    after(work);
  } catch {
    void work().catch(() => {});
  }
}

export function enquiryServices(): Services {
  const known = shared[SERVICES];
  if (known) return known;
  const env = serverEnv();
  const redis = env.REDIS_URL ? redisClient(env.REDIS_URL) : undefined;
  const windowS = env.CONTACT_RATE_LIMIT_WINDOW_S;
  const log = enquiryLog();
  const store = enquiryStores(env, redis, { log }).records;
  const post = alertWebhook(env.ALERT_WEBHOOK_URL, log);
  const alert = deliveryAlert(store, { alertAfterS: env.DELIVERY_ALERT_AFTER_S, log, post });
  const services: Services = {
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
    mailer: createMailer(env),
    records: recordKeeper(store, log, backoffOf(env)),
    store,
    alert,
    log,
    afterwards: {
      sent: () => afterAnswer(() => alert.delivered().then(() => runDueWork(services, { budget: DRAIN_BUDGET }))),
      refused: () => afterAnswer(() => alert.failing()),
      messageRefused: () => afterAnswer(() => alert.messageRefused()),
    },
  };
  return (shared[SERVICES] = services);
}
