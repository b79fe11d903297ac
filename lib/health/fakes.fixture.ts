import assert from 'node:assert/strict';
import { parseServerEnv } from '@/lib/env';
import type { HealthIo } from './health';

// Settings and stand-ins for the outside world, shared by the health probe's unit tests.
export const env = (values: Record<string, string>) => {
  const result = parseServerEnv({ OUTBOX_DIR: '/srv/outbox', ...values });
  assert.ok(result.ok);
  return result.env;
};
export const fail = (code: string) => () => Promise.reject(Object.assign(new Error(`failed: ${code}`), { code }));
export const pass = () => Promise.resolve();
export const never = () => new Promise<never>(() => {});
export const io = (parts: Partial<HealthIo> = {}): HealthIo => ({
  verifySmtp: pass,
  pingRedis: pass,
  checkWritable: pass,
  checkRecords: pass,
  sharedSpentUntil: () => Promise.resolve(undefined),
  undeclaredProxy: () => false,
  oldestWaiting: () => Promise.resolve(undefined),
  digestState: () => Promise.resolve({ failures: 0 }),
  backupState: () => Promise.resolve({}),
  ...parts,
});
export const smtp = { SMTP_HOST: 'smtp.example.com', SMTP_USER: 'site', SMTP_PASS: 'secret' };
export const redisUrl = { REDIS_URL: 'redis://127.0.0.1:6379' };
