import { after, before } from 'node:test';
import { newRedisClient, type Redis } from '@/lib/redis-client';
import { startRedis, type RedisServer } from '@/test-kit/redis-server';

/**
 * A real redis-server for one test file: started before its tests (or by the first `connect()`, which a
 * file's own before hook may call first), stopped after them with every client they connected; on a free
 * port (test-kit/ports.ts).
 */
export function redisForTests() {
  let started: Promise<RedisServer> | undefined;
  let server: RedisServer | undefined;
  const ready = async () => (server = await (started ??= startRedis()));
  const clients: Redis[] = [];
  before(ready);
  after(async () => {
    await Promise.all(clients.map((client) => client.destroy()));
    await (await started)?.stop();
  });
  return {
    server: () => server!,
    async connect(): Promise<Redis> {
      const client = newRedisClient((await ready()).url);
      client.on('error', () => {});
      await client.connect();
      clients.push(client);
      return client;
    },
  };
}
