// The Redis record store against a real redis-server: the TTL each record is given, the held cap, one
// release at a time, erasure, a corrupt value, and what happens when Redis is gone.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { newRedisClient, type Redis } from '@/lib/redis-client';
import { DAY_MS, retention } from '@/lib/site/retention';
import { redisForTests } from '../support/redis';
import { fingerprintOf } from '@/lib/enquiry/server/core/enquiry-record';
import { addressHash, mailboxHash } from '@/lib/enquiry/server/address-key';
import { ERASURE_MARK_MS, FINGERPRINT_MS, RECEIPT_SPAN_MS, SAME_TEXT_MS } from '@/lib/enquiry/server/store/periods';
import { withStatus } from '@/lib/enquiry/server/store/record-life';
import type { EnquiryRecord } from '@/lib/enquiry/server/store/record-schema';
import { redisStore } from '@/lib/enquiry/server/store/redis-store';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import { honoursUnkeyedHashes } from '@/lib/enquiry/server/store/unkeyed-hashes.fixture';
import {
  capsHeldAcrossStores,
  findsByReference,
  findsWhatIsDue,
  keepsWhatItCannotRead,
  releasesOneAtATime,
  sendsOneAtATime,
  writesOverWhatWasRead,
} from '@/lib/enquiry/server/store/store-contract.fixture';
import { adoptsAsErasuresAllow } from '@/lib/enquiry/server/store/fake-redis.fixture';
import {
  digestsOnceAcrossStores,
  remembersFingerprints,
  countsSameText,
  sharesFlags,
  sharesDigestFailures,
  takesReceiptTurns,
} from '@/lib/enquiry/server/store/beside-records.fixture';

const redis = redisForTests();
let client: Redis;
before(async () => {
  client = await redis.connect();
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ttlDays = async (id: string) => (await client.pTTL(`sarnia:record:${id}`)) / DAY_MS;

test('each record expires by itself: delivered 30 days after delivery, held and undelivered 90 after receipt', async () => {
  const records = redisStore(client);
  const delivered = sampleRecord({ status: 'delivered' });
  const held = sampleRecord({ status: 'held', receivedAt: ago(10 * DAY_MS) });
  const received = sampleRecord({ status: 'received', receivedAt: ago(DAY_MS) });
  for (const record of [delivered, held, received]) await records.insert(record);
  assert.ok(Math.abs((await ttlDays(delivered.id)) - 30) < 0.001);
  assert.ok(Math.abs((await ttlDays(held.id)) - 80) < 0.001);
  assert.ok(Math.abs((await ttlDays(received.id)) - 89) < 0.001);
  const now = (record: EnquiryRecord) => withStatus(record, record === held ? 'delivered' : 'undelivered', Date.now());
  await records.update(now(received), received);
  assert.ok(Math.abs((await ttlDays(received.id)) - 89) < 0.001);
  await records.update(now(held), held);
  assert.ok(Math.abs((await ttlDays(held.id)) - 30) < 0.001);
  assert.equal((await records.find(held.reference))?.status, 'delivered');
  // A record already past its period is not kept at all.
  const stale = sampleRecord({ receivedAt: ago(31 * DAY_MS) });
  await records.insert(stale);
  assert.equal(await records.find(stale.id), undefined);
});

test('found by reference, listed with filters, a corrupt value skipped with a warning', async () => {
  const corrupt: string[] = [];
  const records = redisStore(client, { onCorrupt: (name) => corrupt.push(name) });
  const mine = sampleRecord({ email: 'list@example.gg', status: 'held' });
  await records.insert(mine);
  const broken = sampleRecord().id;
  await client.set(`sarnia:record:${broken}`, 'not json');
  assert.deepEqual((await records.find(mine.reference.replace('-', ' ').toLowerCase()))?.id, mine.id);
  assert.deepEqual(
    (await records.list({ email: 'LIST@example.gg' })).map((r) => r.id),
    [mine.id],
  );
  assert.ok(corrupt.includes(`sarnia:record:${broken}`));
  await client.del(`sarnia:record:${broken}`);
});

test('held records are capped, oldest first, and the cap is reported', async () => {
  await client.flushAll();
  const dropped: number[] = [];
  const records = redisStore(client, { heldCap: 2, onHeldCap: (count) => dropped.push(count) });
  const held = [3, 2, 1].map((minutes) => sampleRecord({ status: 'held', receivedAt: ago(minutes * 60_000) }));
  for (const record of held) await records.insert(record);
  assert.deepEqual(
    (await records.list({ status: 'held' })).map((r) => r.id),
    [held[1]!.id, held[2]!.id],
  );
  assert.equal(await client.zCard('sarnia:records:held'), 2);
  assert.deepEqual(dropped, [1]);
  // The index of held ids goes by itself too, with the newest held record it names.
  const newest = Date.parse(held[2]!.receivedAt) + retention.heldDays * DAY_MS;
  assert.ok(Math.abs((await client.pExpireTime('sarnia:records:held')) - newest) <= 1);
});

test('two operators claiming the same release at once: one gets it', async () => {
  await releasesOneAtATime(redisStore(client), redisStore(client));
});

test('held enquiries saved at once by two servers: the newest stay, each one dropped counted once', async () => {
  await client.flushAll();
  const other = await redis.connect();
  let turn = 0;
  await capsHeldAcrossStores((options) => redisStore(turn++ % 2 ? other : client, options));
});

test('the held digest shared by two servers: one turn at a time, each held enquiry announced once', async () => {
  await client.flushAll();
  const other = await redis.connect();
  let turn = 0;
  await digestsOnceAcrossStores((options) => redisStore(turn++ % 2 ? other : client, options));
});

test('the held digest’s failures shared by two servers: counted, read without the claim, ended once it goes', async () => {
  await client.flushAll();
  await sharesDigestFailures(redisStore(client), redisStore(await redis.connect()));
});

test('a value that is not a record is skipped with a warning, and a purge leaves it', async () => {
  await keepsWhatItCannotRead(
    (options) => redisStore(client, options),
    async (id) => void (await client.set(`sarnia:record:${id}`, '{"id": "half a rec')),
    async (id) => (await client.exists(`sarnia:record:${id}`)) === 1,
  );
});

test('with 3,000 records kept, holding one more costs a few commands, and a listing reads them a batch at a time', async () => {
  await client.flushAll();
  const records = redisStore(client, { heldCap: 500 });
  const kept = Array.from({ length: 3_000 }, (_, i) => sampleRecord({ status: i % 5 ? 'delivered' : 'held' }));
  const queue = client.multi();
  for (const record of kept)
    queue
      .set(`sarnia:record:${record.id}`, JSON.stringify(record), { EX: 3600 })
      .set(`sarnia:record-ref:${record.reference}`, record.id, { EX: 3600 });
  await queue.exec();
  const calls = async () => {
    const stats = await client.info('commandstats');
    const count = (name: string) => Number(new RegExp(`cmdstat_${name}:calls=(\\d+)`).exec(stats)?.[1] ?? 0);
    return { total: [...stats.matchAll(/calls=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0), count };
  };
  await client.configResetStat();
  await records.insert(sampleRecord({ status: 'held' }));
  const holding = await calls();
  // MULTI, SET, ZADD, EXEC, EVAL and what the script runs; INFO itself is counted once.
  assert.ok(holding.total <= 12, `${holding.total} commands`);
  assert.equal(holding.count('scan') + holding.count('mget') + holding.count('keys'), 0);
  // A lookup by reference is a few commands whatever is kept.
  await client.configResetStat();
  assert.equal((await redisStore(client).find(kept[0]!.reference))?.id, kept[0]!.id);
  const finding = await calls();
  // GET the id, GET the record; INFO itself is counted once.
  assert.ok(finding.total <= 3, `${finding.total} commands`);
  assert.equal(finding.count('scan') + finding.count('mget') + finding.count('keys'), 0);
  await client.configResetStat();
  assert.equal((await records.list()).length, 3_001);
  assert.ok((await calls()).count('mget') >= 2);
});

test('found by reference through the index, and not once erased', async () => {
  await client.flushAll();
  await findsByReference(() => redisStore(client));
  const saved = sampleRecord();
  await redisStore(client).insert(saved);
  const ttl = (name: string) => client.pExpireTime(name);
  assert.equal(await ttl(`sarnia:record-ref:${saved.reference}`), await ttl(`sarnia:record:${saved.id}`));
});

test('erasing an address removes its records and their place in the held index', async () => {
  const records = redisStore(client);
  const mine = sampleRecord({ email: 'erase@example.gg', status: 'held' });
  const other = sampleRecord({ email: 'keep@example.gg' });
  await records.insert(mine);
  await records.insert(other);
  assert.deepEqual(await records.eraseEmail('Erase@Example.gg'), {
    ids: [mine.id],
    fingerprints: 0,
    texts: 0,
    receipts: 0,
  });
  assert.equal(await client.exists(`sarnia:record:${mine.id}`), 0);
  assert.equal(await client.zScore('sarnia:records:held', mine.id), null);
  assert.equal((await records.find(other.id))?.id, other.id);
});

// Nothing listens on port 1, so a command that waited for a connection would wait for ever: the runner's
// timeout is the only bound, and failing at all proves the client did not queue the command.
test(
  'with Redis gone, keeping a record or a fingerprint fails without waiting for a connection',
  { timeout: 10_000 },
  async () => {
    const gone = newRedisClient('redis://127.0.0.1:1');
    gone.on('error', () => {});
    // Not awaited: a client that cannot connect keeps trying, as the site's does.
    gone.connect().catch(() => {});
    const store = redisStore(gone);
    const record = sampleRecord();
    await assert.rejects(store.insert(record));
    await assert.rejects(store.fingerprint('hash:fields', record.id));
    assert.equal(gone.isReady, false);
    gone.destroy();
  },
);

test('a fingerprint expires by itself after the span the policy states, names no address, and keeps its time once ended', async () => {
  const store = redisStore(await redis.connect());
  const enquiry = { name: 'Ada', email: 'ttl@example.com', interest: 'retailer' as const, message: 'expires' };
  const key = fingerprintOf(enquiry);
  await store.fingerprint(key, 'first');
  const ttl = await client.pTTL(`sarnia:retry:${key}`);
  assert.ok(ttl > FINGERPRINT_MS - 5_000 && ttl <= FINGERPRINT_MS, String(ttl));
  await store.fingerprintEnded(key, { id: 'first', ended: 'delivered' });
  assert.ok((await client.pTTL(`sarnia:retry:${key}`)) <= ttl);
  for (const name of await client.keys('sarnia:retry:*')) assert.ok(!name.includes('@'), name);
});

test('a text’s note expires by itself after the span the policy states; its count keeps no address past it', async () => {
  await client.flushDb();
  const store = redisStore(client);
  const [text, address] = ['a-text', mailboxHash('ttl@example.com')];
  assert.equal(await store.sameText(text, address), 1);
  const [note, ...notes] = await client.keys('sarnia:same-text:*');
  assert.deepEqual([note, notes], [`sarnia:same-text:${address}:${text}`, []]);
  const ttl = await client.pTTL(note!);
  assert.ok(ttl > SAME_TEXT_MS - 5_000 && ttl <= SAME_TEXT_MS, String(ttl));
  // The count holds a token of no meaning, scored by when its note goes, and expires with the last of them.
  const count = await client.zRangeWithScores(`sarnia:same-text-count:${text}`, 0, -1);
  assert.equal(count.length, 1);
  assert.equal(count[0]!.value, await client.get(note!));
  assert.ok(!count[0]!.value.includes(address));
  assert.ok((await client.pTTL(`sarnia:same-text-count:${text}`)) <= SAME_TEXT_MS);
});

test('the store contract on Redis: what is due, one send at a time, shared flags and fingerprints, receipts', async () => {
  // From an empty Redis: what is due and the oldest waiting are the whole store's.
  await client.flushDb();
  await findsWhatIsDue(redisStore(client));
  await sendsOneAtATime(redisStore(client), redisStore(client));
  await client.flushDb();
  await sharesFlags(redisStore(client), redisStore(await redis.connect()));
  await remembersFingerprints(redisStore(client), redisStore(await redis.connect()));
  const connections = [client, await redis.connect()];
  let made = 0;
  await countsSameText((options) => redisStore(connections[made++ % 2]!, options));
  await writesOverWhatWasRead(redisStore(client));
  await adoptsAsErasuresAllow(redisStore(client));
  await client.flushDb();
  await takesReceiptTurns(redisStore(client), redisStore(await redis.connect()));
});

test('a receipt’s mark is its address’s hash, kept for the span the policy states; the site’s count names no address', async () => {
  await client.flushDb();
  const store = redisStore(client);
  const record = sampleRecord({ email: 'Span@Example.gg', receipt: { state: 'due', attempts: 0 } });
  await store.insert(record);
  assert.equal(await store.receiptTurn(record, 50), 'taken');
  const mark = `sarnia:receipt:${mailboxHash('span@example.gg')}`;
  assert.deepEqual((await client.keys('sarnia:receipt*')).sort(), [mark, 'sarnia:receipts-sent'].sort());
  for (const name of [mark, 'sarnia:receipts-sent']) {
    const ttl = await client.pTTL(name);
    assert.ok(ttl > RECEIPT_SPAN_MS - 5_000 && ttl <= RECEIPT_SPAN_MS, `${name} ${ttl}`);
  }
  assert.equal(await client.get(mark), record.id);
  for (const member of await client.zRange('sarnia:receipts-sent', 0, -1)) {
    assert.ok(!member.includes('@') && !member.includes(mailboxHash('span@example.gg')), member);
    assert.ok(!member.includes(record.id), member);
  }
  assert.equal(RECEIPT_SPAN_MS, DAY_MS);
});

test('an erasure’s mark is its address’s hash, kept as long as the longest retention period and no longer', async () => {
  await client.flushDb();
  await redisStore(client).eraseEmail('Mark@Example.gg');
  const [mark, ...others] = await client.keys('sarnia:erased:*');
  assert.deepEqual(others, []);
  assert.equal(mark, `sarnia:erased:${addressHash('mark@example.gg')}`);
  assert.ok(!mark.includes('@'));
  const ttl = await client.pTTL(mark);
  assert.ok(ttl > ERASURE_MARK_MS - 5_000 && ttl <= ERASURE_MARK_MS, String(ttl));
  assert.equal(ERASURE_MARK_MS, 90 * DAY_MS);
});

test('a Redis written before the hashes were keyed: its erasure and receipt marks are honoured until theirs are gone', async () => {
  await client.flushDb();
  await honoursUnkeyedHashes(
    (options) => redisStore(client, options),
    async (kind, hash, value) =>
      void (await client.set(`sarnia:${kind === 'erasure' ? 'erased' : 'receipt'}:${hash}`, value)),
  );
});
