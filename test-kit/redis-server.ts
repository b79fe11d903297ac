import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './ports';

export type RedisServer = { url: string; stop(): Promise<void>; pause(): void; resume(): void };

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    socket.once('error', () => resolve(false));
  });

// On loopback, and in memory only unless given settings of its own (a folder and its persistence).
const redisArgs = (port: number, settings = ['--save', '', '--appendonly', 'no']) => [
  '--bind',
  '127.0.0.1',
  '--port',
  String(port),
  ...settings,
];

/**
 * A real redis-server on 127.0.0.1, for one test file or bench, on a free port (./ports) unless one is
 * named, with `settings` in place of in-memory only; pause() makes it hang.
 */
export async function startRedis(port?: number, settings?: string[]): Promise<RedisServer> {
  port ??= await freePort();
  const child: ChildProcess = spawn('redis-server', redisArgs(port, settings), { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; !(await answers(port)); i++) {
    if (i > 100 || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await exited;
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}
