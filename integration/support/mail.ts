import { startMailServer as start } from '@/test-kit/mail-server';
import type { Server } from '@/test-kit/process';
import { baseUrl, selfHost } from '@/test-kit/test-env';

export const inbox = baseUrl(selfHost.smtp.inboxPort);

/**
 * The test SMTP server on the self-host test's own ports: a good listener, and a late one that keeps
 * each message it receives but confirms it only `lateMs` later.
 */
export function startMailServer(lateMs: number): Promise<Server> {
  return start({ ...selfHost.smtp, lateMs });
}
