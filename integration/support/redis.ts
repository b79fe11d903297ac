import { after, before } from 'node:test';
import { newRedisClient, type Redis } from '@/lib/redis';
import { startRedis, type RedisServer } from '@/e2e/support/redis-server';

/**
 * A real redis-server for one test file: started before its tests, stopped after them with every client
 * they connected. `connect()` gives a client as the site makes one.
 */
export function redisForTests(port: number) {
  let server: RedisServer | undefined;
  const clients: Redis[] = [];
  before(async () => {
    server = await startRedis(port);
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.destroy()));
    await server?.stop();
  });
  return {
    server: () => server!,
    async connect(): Promise<Redis> {
      const client = newRedisClient(server!.url);
      client.on('error', () => {});
      await client.connect();
      clients.push(client);
      return client;
    },
  };
}
