import { spawn } from 'node:child_process';
import { assertPortFree, type Server, waitFor, watch } from './process';
import { baseUrl, smtpServerEnv, type SmtpListeners } from './test-env';

/**
 * The test SMTP server (test-kit/smtp-server.ts) on the listeners given, once its inbox answers: for the
 * integration tests and the bench; Playwright starts the same script as a web server of its config.
 */
export async function startMailServer(listeners: SmtpListeners): Promise<Server> {
  for (const [key, port] of Object.entries(listeners))
    if (key !== 'lateMs' && port !== undefined) await assertPortFree(port);
  const child = spawn(process.execPath, ['--import', 'tsx', 'test-kit/smtp-server.ts'], {
    env: { ...process.env, ...smtpServerEnv(listeners) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = watch(child, 'the test SMTP server');
  await waitFor(`${baseUrl(listeners.inboxPort)}/health`, { server });
  return server;
}
