import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A server process the test started: its output, its exit, and a way to stop it. */
export type Server = {
  child: ChildProcess;
  output(): string;
  /** The exit code, or the signal's name when a signal ended it; resolves once the process is gone. */
  exited: Promise<number | string>;
  stop(): Promise<void>;
};

export function watch(child: ChildProcess, name: string, cleanUp: () => Promise<void> = async () => {}): Server {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  ).finally(cleanUp);
  child.once('error', (error) => (output += `\n${name} could not start: ${error.message}`));
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      // SIGTERM, so nginx's master stops its workers too; SIGKILL if that has not ended it in 10 s.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Waits until `url` answers 200, for the tests and the bench alike. Given the server that should answer,
 * it fails at once with its output if the process exits, and stops it if it takes over `timeoutMs`.
 */
export async function waitFor(
  url: string,
  { server, timeoutMs = 60_000 }: { server?: Server; timeoutMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs;
  const printed = () => (server ? `:\n${server.output()}` : '');
  for (;;) {
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null))
      throw new Error(`the server exited before ${url} answered${printed()}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) {
      await server?.stop();
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms${printed()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fails when something already listens on the port, so a test never talks to a server left from another run. */
export async function assertPortFree(port: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (taken) throw new Error(`port ${port} on 127.0.0.1 is already in use: stop what listens there`);
}
