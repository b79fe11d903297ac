import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseServerEnv } from '@/lib/env';
import type { EnquiryLogFields } from '@/lib/log';
import type { Delivery } from '../mail/deliver';
import type { EnquiryStore } from '../store/store-contract';
import { sqliteStore } from '../store/sqlite-store';
import type { Verdict } from './rate-limit';
import type { Services } from './services';

export type LogLine = EnquiryLogFields & { level: string };

type Fakes = {
  /** What the mail server answers, one send after another; then 250 OK. */
  deliveries?: Delivery[];
  limit?: Verdict;
  /** A real database in a folder of its own (the default), none (Vercel without Redis), or one that fails every call. */
  store?: 'sqlite' | 'none' | 'down';
  /** Every claim is another process's, or cannot be taken (the store fails it, and it alone). */
  busy?: boolean | 'unclaimable';
  env?: Record<string, string>;
};

const down = (): never => {
  throw Object.assign(new Error('the store is down'), { code: 'ECONNREFUSED' });
};

/**
 * The services the enquiry's code takes, for a unit test: a real SQLite store in a temporary folder, with each
 * call it is asked for written down in `steps` beside the mailer's and the alert's, and the log's lines kept.
 */
export function fakeServices({ deliveries = [], limit = { ok: true }, store = 'sqlite', busy, env = {} }: Fakes = {}) {
  const steps: string[] = [];
  const lines: LogLine[] = [];
  const sent: { id: string; options: unknown }[] = [];
  const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'sarnia-services-'));
  const parsed = parseServerEnv({ OUTBOX_DIR: outboxDir, ...env });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const real = sqliteStore(outboxDir);
  const recorded: EnquiryStore = {
    ...real,
    async insert(record) {
      steps.push(`insert ${record.id} ${record.status}`);
      return store === 'down' ? down() : real.insert(record);
    },
    async update(record, read) {
      steps.push(`update ${record.id} ${record.status}`);
      return store === 'down' ? down() : real.update(record, read);
    },
    async claim(id) {
      steps.push(`claim ${id}`);
      if (store === 'down' || busy === 'unclaimable') return down();
      if (busy) return undefined;
      const release = await real.claim(id);
      return release && (async () => void (steps.push(`give back ${id}`), await release()));
    },
    find: async (id) => (store === 'down' ? down() : real.find(id)),
    async fingerprint(key, id) {
      steps.push('fingerprint');
      return store === 'down' ? down() : real.fingerprint(key, id);
    },
    async sameText(text, address) {
      steps.push('same text');
      return store === 'down' ? down() : real.sameText(text, address);
    },
    async fingerprintEnded(key, seen) {
      steps.push(`ended ${seen.ended}`);
      return store === 'down' ? down() : real.fingerprintEnded(key, seen);
    },
  };
  const line = (level: string) => (fields: EnquiryLogFields) => void lines.push({ level, ...fields });
  const services: Services = {
    env: parsed.env,
    log: { info: line('info'), warn: line('warn'), error: line('error') },
    store: store === 'none' ? undefined : recorded,
    mailer: {
      async render(enquiry, id, options) {
        steps.push(`render ${id}`);
        sent.push({ id, options });
        return { raw: Buffer.from(`${id} ${enquiry.message}`), envelope: { from: '', to: [] } };
      },
      async deliver(_mail, id) {
        steps.push(`deliver ${id}`);
        return deliveries.shift() ?? { ok: true, via: 'smtp', response: '250 OK' };
      },
    },
    backoff: { firstS: 300, maxS: 3600 },
    limits: {
      async enquiry() {
        steps.push('limit');
        return limit;
      },
      attempt: async () => ({ ok: true }),
      sharedSpentUntil: async () => undefined,
    },
    reviewLimit: async () => ({ ok: true }),
    alert: {
      failing: async () => void steps.push('alert failing'),
      check: async () => {},
      messageRefused: async () => void steps.push('alert message refused'),
      delivered: async () => void steps.push('alert delivered'),
      formBusy: async () => void steps.push('alert form busy'),
    },
    later: (work) => void work(),
    sendDueSoon: () => void steps.push('send due soon'),
    newId: (() => {
      let ids = 0;
      return () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
    })(),
  };
  return { services, steps, lines, sent, store: real, outboxDir };
}

/** The ids fakeServices gives, in order. */
export const fakeId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const failed = (code: 'auth-failed' | 'delivery-failed' | 'may-have-arrived' | 'not-configured') =>
  ({ ok: false, code, detail: 'x', errorCode: 'EX' }) satisfies Delivery;

export const refusedMessage = {
  ok: false,
  code: 'message-refused',
  detail: '554 5.7.1 Message rejected',
  errorCode: 'EMESSAGE SMTP 554',
  refusal: 'SMTP 554 5.7.1',
} satisfies Delivery;
