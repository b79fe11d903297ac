import 'server-only';
import pino, { type DestinationStream } from 'pino';
import { isFailureCode, isOtherRefusal, type FailureCode, type RefusalCode } from '@/lib/enquiry/failure';

// The server's log: one JSON object per line (level, time, event, ...). What an enquiry's lines may
// carry is a closed set of fields, so a visitor's name, address or message cannot be passed to one.

export type EnquiryLogFields = {
  /** What happened, as `enquiry.<what>`: enquiry.delivered, enquiry.kept, enquiry.held, ... */
  event: `enquiry.${string}`;
  id?: string;
  reference?: string;
  /** A result code: delivered, kept, held, duplicate, auth, timeout, ... never free text. */
  outcome?: string;
  channel?: 'script' | 'no-script';
  /** Durations in milliseconds, by step: { deliveryMs: 812, recordMs: 3 }. */
  durations?: Record<`${string}Ms`, number>;
  /** Where a kept enquiry is (redis, file): a store's name, never a path with personal data in it. */
  store?: string;
  /** An error's code or class (ECONNREFUSED, EAUTH), never its message, which may quote the enquiry; or a failure's code. */
  code?: string;
  /** Which limit refused: the client's own, or the allowance every self-reported client shares. */
  limit?: 'client' | 'shared';
  /** What a limit counts: valid enquiries, or requests of any kind (attempts). */
  budget?: 'enquiries' | 'attempts';
  /** When a spent allowance opens again (ISO 8601). */
  reopensAt?: string;
  /** Refusals by failure code, counted since `since` (ISO 8601): { validation: 12, 'too-large': 3 }. */
  refused?: Partial<Record<FailureCode | RefusalCode, number>>;
  since?: string;
  /** How many things one line stands for: held enquiries the cap dropped, files a purge removed. */
  count?: number;
};

export type EnquiryLog = {
  info(fields: EnquiryLogFields): void;
  warn(fields: EnquiryLogFields): void;
  error(fields: EnquiryLogFields): void;
};

const options = {
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
};

/** A log writing to the given stream (a test's), or to standard output. */
export function createLog(stream?: DestinationStream) {
  return stream ? pino(options, stream) : pino(options);
}

export const log = createLog();

// Counts keyed by anything but a failure code are left out, like any other field outside the set.
const counts = (refused: EnquiryLogFields['refused']) =>
  refused &&
  Object.fromEntries(Object.entries(refused).filter(([code]) => isFailureCode(code) || isOtherRefusal(code)));

/** The enquiry path's log: only the fields above reach the line. */
export function enquiryLog(target = log): EnquiryLog {
  const write = (level: 'info' | 'warn' | 'error') => (fields: EnquiryLogFields) => {
    const { event, id, reference, outcome, channel, durations, store, code, count } = fields;
    const { limit, budget, reopensAt, refused, since } = fields;
    target[level]({
      event,
      id,
      reference,
      outcome,
      channel,
      ...durations,
      store,
      code,
      count,
      limit,
      budget,
      reopensAt,
      refused: counts(refused),
      since,
    });
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
