import { spawn } from 'node:child_process';
import { freePorts } from './ports';
import { assertPortFree, type Server, waitFor, watch } from './process';
import { baseUrl, smtpServerEnv, type SmtpListeners } from './test-env';

const script = 'test-kit/smtp-server.ts';
const inboxHealth = (listeners: SmtpListeners) => `${baseUrl(listeners.inboxPort)}/health`;

/** The fault listeners a mail server may open beside its good one, its silent one and its inbox. */
export type Fault = 'drop' | 'busy' | 'late' | 'closed' | 'slow' | 'strict';

/** The test SMTP server's listeners on free ports (./ports): the three it always opens, and the faults named. */
export async function mailListeners(faults: Fault[] = [], lateMs?: number) {
  const [port, silentPort, inboxPort, ...rest] = await freePorts(3 + faults.length);
  const fault = (name: Fault) => (faults.includes(name) ? rest[faults.indexOf(name)] : undefined);
  return {
    port: port!,
    silentPort: silentPort!,
    inboxPort: inboxPort!,
    dropPort: fault('drop'),
    busyPort: fault('busy'),
    latePort: fault('late'),
    slowPort: fault('slow'),
    strictPort: fault('strict'),
    // Nothing listens there: a refused connection.
    closedPort: fault('closed'),
    lateMs,
  };
}

/** The test SMTP server on the listeners given, once its inbox answers. */
export async function startMailServer(listeners: SmtpListeners): Promise<Server> {
  for (const [key, port] of Object.entries(listeners))
    if (key !== 'lateMs' && port !== undefined) await assertPortFree(port);
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...smtpServerEnv(listeners) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = watch(child, 'the test SMTP server');
  await waitFor(inboxHealth(listeners), { server });
  return server;
}
