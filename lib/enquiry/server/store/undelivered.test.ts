import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { newRedisClient, type Redis } from '@/lib/redis';
import { redis as redisPorts } from '@/e2e/support/ports';
import { startRedis, type RedisServer } from '@/e2e/support/redis-server';
import { newEnquiryId } from '../core/enquiry-id';
import { listKept } from '../operator/resend';
import { keepUndelivered, undeliveredStores, type UndeliveredStore } from './undelivered';
import { fileStore } from './undelivered-file';
import { KEEP_UNDELIVERED_S, redisStore } from './undelivered-redis';

const message = (id: string) => Buffer.from(`X-Enquiry-Id: ${id}\nSubject: Website enquiry\n\nHello ${id}\n`);

function behavesAsAStore(make: () => Promise<UndeliveredStore>) {
  test('keeps the exact bytes under the id, lists them oldest first, and forgets them when removed', async () => {
    const store = await make();
    const [first, second] = [newEnquiryId(), newEnquiryId()];
    await store.save(first, message(first));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.save(second, message(second));
    assert.deepEqual((await store.read(first))?.toString(), message(first).toString());
    assert.deepEqual(
      (await store.list()).map((kept) => kept.id),
      [first, second],
    );
    await store.remove(first);
    assert.equal(await store.read(first), undefined);
    assert.deepEqual(
      (await store.list()).map((kept) => kept.id),
      [second],
    );
  });

  test('saving the same enquiry again keeps one copy', async () => {
    const store = await make();
    const id = newEnquiryId();
    await store.save(id, message(id));
    await store.save(id, message(id));
    assert.equal((await store.list()).filter((kept) => kept.id === id).length, 1);
  });

  test('one resend at a time: a second lock on the same enquiry is refused until released', async () => {
    const store = await make();
    const id = newEnquiryId();
    const release = await store.lock(id);
    assert.ok(release);
    assert.equal(await store.lock(id), undefined);
    await release();
    const again = await store.lock(id);
    assert.ok(again);
    await again();
  });

  test('ids that are not enquiry ids never reach the disk or the database', async () => {
    const store = await make();
    await assert.rejects(store.read('../../etc/passwd'), /not an enquiry id/);
    await assert.rejects(store.save('x', Buffer.from('x')), /not an enquiry id/);
  });
}

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-store-'));

describe('in the outbox folder', () => {
  behavesAsAStore(async () => fileStore(await temp()));

  test('writes atomically: a write that fails half-way leaves no partial or temporary file', async () => {
    const dir = await temp();
    const store = fileStore(dir);
    const [kept, blocked] = [newEnquiryId(), newEnquiryId()];
    await store.save(kept, message(kept));
    // The temporary file is written, then the rename into place fails: a folder holds the name.
    await mkdir(path.join(store.where, `${blocked}.eml`, 'inside'), { recursive: true });
    await assert.rejects(store.save(blocked, message(blocked)), /EISDIR|ENOTEMPTY|EEXIST/);
    assert.deepEqual((await readdir(store.where)).sort(), [`${blocked}.eml`, `${kept}.eml`].sort());
    assert.deepEqual(await readdir(path.join(store.where, `${blocked}.eml`)), ['inside']);
    // A folder that cannot be made (below a file) fails before anything is written.
    await assert.rejects(fileStore(path.join(store.where, `${kept}.eml`)).save(blocked, message(blocked)), /ENOTDIR/);
    assert.equal((await readFile(path.join(store.where, `${kept}.eml`))).toString(), message(kept).toString());
  });

  test('keepUndelivered falls through to the next store and says where it kept the enquiry', async () => {
    const dir = await temp();
    await writeFile(path.join(dir, 'file'), 'x');
    const broken = fileStore(path.join(dir, 'file'));
    const working = fileStore(dir);
    const id = newEnquiryId();
    assert.deepEqual(await keepUndelivered([broken, working], id, message(id)), { ok: true, where: working.where });
    const none = await keepUndelivered([broken], id, message(id));
    assert.equal(none.ok, false);
    assert.match(none.ok ? '' : none.detail, /ENOTDIR|EEXIST/);
  });
});

describe('in Redis', () => {
  let server: RedisServer;
  let client: Redis;
  before(async () => {
    server = await startRedis(redisPorts.unit + 10);
    client = newRedisClient(server.url);
    client.on('error', () => {});
    await client.connect();
  });
  after(async () => {
    client.destroy();
    await server.stop();
  });

  behavesAsAStore(async () => {
    await client.flushAll();
    return redisStore(client);
  });

  test('each kept enquiry expires only after 90 days, well past the 30 an operator may need', async () => {
    const id = newEnquiryId();
    await redisStore(client).save(id, message(id));
    const ttl = await client.ttl(`sarnia:undelivered:${id}`);
    assert.ok(ttl > KEEP_UNDELIVERED_S - 60 && KEEP_UNDELIVERED_S >= 30 * 24 * 3600, String(ttl));
  });

  test('the operators read both stores by default, or Redis alone, or the folder alone; on Vercel never the folder', async () => {
    await client.flushAll();
    const dir = await temp();
    const [inRedis, inFolder] = [newEnquiryId(), newEnquiryId()];
    await redisStore(client).save(inRedis, message(inRedis));
    await fileStore(dir).save(inFolder, message(inFolder));
    const parsed = parseServerEnv({ OUTBOX_DIR: dir });
    assert.ok(parsed.ok);
    const listed = async (stores: UndeliveredStore[]) => (await listKept(stores)).map((kept) => kept.id).sort();
    assert.deepEqual(await listed(undeliveredStores(parsed.env, client)), [inRedis, inFolder].sort());
    assert.deepEqual(await listed(undeliveredStores(parsed.env, client, 'redis')), [inRedis]);
    assert.deepEqual(await listed(undeliveredStores(parsed.env, client, 'outbox')), [inFolder]);
    assert.deepEqual(await listed(undeliveredStores({ ...parsed.env, VERCEL: '1' }, client)), [inRedis]);
  });

  test('a Redis that is down fails the save quickly, so the next store can take the enquiry', async () => {
    const gone = newRedisClient('redis://127.0.0.1:1');
    gone.on('error', () => {});
    gone.connect().catch(() => {});
    const id = newEnquiryId();
    const dir = await temp();
    const kept = await keepUndelivered([redisStore(gone), fileStore(dir)], id, message(id));
    gone.destroy();
    assert.deepEqual(kept, { ok: true, where: path.join(dir, 'undelivered') });
  });
});
