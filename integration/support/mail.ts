import { spawn } from 'node:child_process';
import { baseUrl, selfHost, smtpServerEnv } from '../../e2e/support/test-env';
import { assertPortFree, type Server, waitFor, watch } from '@/test-kit/process';

export const inbox = baseUrl(selfHost.smtp.inboxPort);

/**
 * The test run's SMTP server (e2e/support/smtp-server.ts) on ports of its own: a good listener, and a
 * late one that keeps each message it receives but confirms it only `lateMs` later.
 */
export async function startMailServer(lateMs: number): Promise<Server> {
  const { port, silentPort, latePort, inboxPort } = selfHost.smtp;
  for (const used of [port, silentPort, latePort, inboxPort]) await assertPortFree(used);
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/smtp-server.ts'], {
    env: {
      ...process.env,
      ...smtpServerEnv({ port, silentPort, latePort, lateMs, inboxPort }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = watch(child, 'the test SMTP server');
  await waitFor(`${inbox}/health`, { server });
  return server;
}
