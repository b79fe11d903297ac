import 'server-only';
import { after } from 'next/server';
import { serverEnv } from '@/lib/env';
import { enquiryLog } from '@/lib/log';
import { redisClient } from '@/lib/redis-client';
import { rateLimitWindows } from '@/lib/site/retention';
import { backoffOf } from './core/backoff';
import { alertWebhook, deliveryAlert } from './core/delivery-alert';
import { createLimits, createReviewLimit, watchSharedAllowance } from './core/rate-limit';
import type { Services } from './core/services';
import { runDueWork, type DueWorkBudget } from './due-work/run-due-work';
import { createMailer } from './mail/mailer';
import { enquiryStore } from './store/store';

// A small batch, well within a function's time.
const DRAIN_BUDGET: DueWorkBudget = { sends: 10, ms: 20_000 };

// The route and the page (the form's Server Action) are separate server bundles, each with its own
// copy of this module: the one set both paths count against lives on globalThis.
const shared = globalThis as typeof globalThis & { [key: symbol]: Services | undefined };
const SERVICES = Symbol.for('sarnia.enquiry.services');

// Once the answer has gone, or at once where no request is being answered.
function afterAnswer(work: () => Promise<unknown>): void {
  try {
    after(() => work().catch(() => {}));
  } catch {
    void work().catch(() => {});
  }
}

/** The process's one set of services, made from its settings the first time they are needed. */
export function enquiryServices(): Services {
  const known = shared[SERVICES];
  if (known) return known;
  const env = serverEnv();
  const redis = env.REDIS_URL ? redisClient(env.REDIS_URL) : undefined;
  const log = enquiryLog();
  const { store } = enquiryStore(env, redis, { log });
  const post = alertWebhook(env.ALERT_WEBHOOK_URL, log);
  const alert = deliveryAlert(store, { alertAfterS: env.DELIVERY_ALERT_AFTER_S, log, post });
  const watchShared = watchSharedAllowance(log);
  const services: Services = {
    env,
    log,
    store,
    mailer: createMailer(env),
    backoff: backoffOf(env),
    limits: createLimits({
      max: env.CONTACT_RATE_LIMIT_MAX,
      windowS: rateLimitWindows.clientS,
      sharedMax: env.CONTACT_RATE_LIMIT_SHARED_MAX,
      redis,
      onSharedSpent: (spend) => {
        watchShared(spend);
        void alert.formBusy(spend.reopensAt).catch(() => {});
      },
    }),
    reviewLimit: createReviewLimit({ redis }),
    alert,
    later: afterAnswer,
    sendDueSoon: () => afterAnswer(() => runDueWork(services, { budget: DRAIN_BUDGET })),
  };
  return (shared[SERVICES] = services);
}
