import type { ServerEnv } from '@/lib/env';
import type { EnquiryLog } from '@/lib/log';
import type { Mailer } from '../mail/mailer';
import type { EnquiryStore } from '../store/store-contract';
import type { Backoff } from './backoff';
import type { DeliveryAlert } from './delivery-alert';
import type { ClientIdentity, EnquiryLimits, Verdict } from './rate-limit';

/**
 * What the enquiry's code works with, made once per process from the settings (services.ts), or by the
 * operators' command and the tests: each part of the code takes the few it needs.
 */
export type Services = {
  env: ServerEnv;
  log: EnquiryLog;
  /** None on Vercel without Redis, where nothing is kept and nothing waits. */
  store?: EnquiryStore;
  mailer: Mailer;
  backoff: Backoff;
  limits: EnquiryLimits;
  /** The Review page's own limit, apart from the form's. */
  reviewLimit: (client: ClientIdentity) => Promise<Verdict>;
  /** Told how each send ended; none for the operators' command. */
  alert?: DeliveryAlert;
  /** Runs the work after the answer where someone waits for one, at once elsewhere; never fails the caller. */
  later(work: () => Promise<unknown>): void;
  /** A send just got through: whatever waits goes soon (the due work). */
  sendDueSoon(): void;
  newId?: () => string;
  now?: () => number;
};
