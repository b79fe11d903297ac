import 'server-only';
import { serverEnv } from '@/lib/env';
import { checkWritable } from '@/lib/enquiry/server/mail/atomic-file';
import { verifySmtp } from '@/lib/enquiry/server/mail/deliver';
import { backupState } from '@/lib/enquiry/server/store/backup';
import { checkDatabase } from '@/lib/enquiry/server/store/sqlite';
import { enquiryServices } from '@/lib/enquiry/server/services';
import { undeclaredProxy } from '@/lib/enquiry/server/transport/start-command';
import { RedisTimeoutError, withTimeout } from '@/lib/redis';
import { redisClient } from '@/lib/redis-client';
import { healthProbe, type Health, type HealthIo, type HealthProbe } from './health';

const siteIo: HealthIo = {
  verifySmtp,
  checkWritable,
  checkRecords: checkDatabase,
  backupState,
  // The limits the enquiries count against; with Redis, every instance's count.
  sharedSpentUntil: () => enquiryServices().limits.sharedSpentUntil(),
  undeclaredProxy,
  // Through the records every instance shares: one waiting on another instance counts as much.
  oldestWaiting: async () => {
    const { store } = enquiryServices();
    return store ? store.oldestWaiting() : null;
  },
  digestState: async () => {
    const { store } = enquiryServices();
    return store ? store.digestState() : null;
  },
  async pingRedis(url) {
    // The client the rate limits and the store use, so the answer is about the connection they have.
    const client = redisClient(url);
    if (!client.isReady) throw Object.assign(new Error('Redis is not connected'), { code: 'unavailable' });
    try {
      await withTimeout(client.ping());
    } catch (error) {
      throw error instanceof RedisTimeoutError ? Object.assign(error, { code: 'timeout' }) : error;
    }
  },
};

let probe: HealthProbe | undefined;
const siteProbe = () => (probe ??= healthProbe(serverEnv(), siteIo));

/** The process's health, from the settings it runs with. */
export function siteHealth(): Promise<Health> {
  return siteProbe()();
}

/** Runs every check once now, at start-up, so that the first probe finds their results. */
export function startHealthChecks(): void {
  siteProbe().start();
}
