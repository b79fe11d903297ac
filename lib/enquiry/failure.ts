import { oneOf } from './one-of';
import type { FieldErrors } from './fields';

// Refused before any delivery, summed for the operators; a wrong method is a client's mistake, not a refusal.
export const refusalCodes = [
  'foreign-origin',
  'unsupported-type',
  'length-required',
  'too-large',
  'body-timeout',
  'invalid-json',
  'not-an-object',
  'invalid-form',
  'validation',
  'rate-limited',
  'form-busy',
] as const;

// Refused outside the enquiry: /api/cron's bearer, and an X-Forwarded-For the start command dropped (the
// request itself goes on). Counted, never told as an enquiry's failure.
export const otherRefusalCodes = ['unauthorized', 'forwarded-for'] as const;
export type RefusalCode = (typeof refusalCodes)[number] | (typeof otherRefusalCodes)[number];

// The one vocabulary an enquiry's failure is told in; words and HTTP status by code in server/core/result.ts.
export const failureCodes = [
  'method-not-allowed',
  ...refusalCodes,
  'auth-failed',
  'may-have-arrived',
  'not-configured',
  'delivery-failed',
  'message-refused',
  'not-kept',
  'unexpected',
] as const;

export type FailureCode = (typeof failureCodes)[number];

export const isFailureCode = oneOf(failureCodes);
export const isOtherRefusal = oneOf(otherRefusalCodes);

export type Failure = { ok: false; code: FailureCode; fields?: FieldErrors; retryAfterS?: number };

export const failure = (code: FailureCode, extra: Omit<Failure, 'ok' | 'code'> = {}): Failure => ({
  ok: false,
  code,
  ...extra,
});
