import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from 'redis';
import { mailEnv, smtp, smtpEnv } from '../../test-kit/test-env';

export type Kept = { id: string; raw: string };

/** The operators' command, `npm run enquiries -- ...`, run against a store with the test SMTP server. */
export type Store = { OUTBOX_DIR?: string; REDIS_URL?: string };

export function enquiriesCommand(
  args: string[],
  store: Store,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NEXT_TELEMETRY_DISABLED: '1',
    ...smtpEnv(smtp.port),
    ...mailEnv,
    ...store,
  };
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'enquiries', '--', ...args],
      { env, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The enquiries kept in a server's OUTBOX_DIR/undelivered whose message contains `text`. */
export async function keptInFolder(outboxDir: string, text: string): Promise<Kept[]> {
  const folder = path.resolve(outboxDir, 'undelivered');
  const names = await readdir(folder).catch(() => [] as string[]);
  const kept = await Promise.all(
    names.map(async (name) => ({ name, raw: await readFile(path.join(folder, name), 'utf8').catch(() => '') })),
  );
  return kept
    .filter(({ name, raw }) => name.endsWith('.eml') && raw.includes(text))
    .map(({ name, raw }) => ({ id: name.slice(0, -'.eml'.length), raw }));
}

/** The enquiries kept in Redis whose message contains `text`. */
export async function keptInRedis(url: string, text: string): Promise<Kept[]> {
  const client = createClient({ url });
  await client.connect();
  try {
    const found: Kept[] = [];
    for await (const keys of client.scanIterator({ MATCH: 'sarnia:undelivered:*' }))
      for (const key of keys) {
        const raw = await client.hGet(key, 'raw');
        if (raw?.includes(text)) found.push({ id: key.slice('sarnia:undelivered:'.length), raw });
      }
    return found;
  } finally {
    client.destroy();
  }
}
