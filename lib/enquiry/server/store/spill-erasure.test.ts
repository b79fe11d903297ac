import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fakeRedis } from './fake-redis.fixture';
import { withStatus } from './record-life';
import { sampleRecord } from './sample-record.fixture';
import { sqliteSpill } from './sqlite-spill';
import { moveSpilled, spilling } from './store';

// Issue 52: no write racing an erasure brings a record back, from this host's spill or another's.
const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-spill-erasure-'));
const everywhere = async (...stores: { list(): Promise<{ fields: { email: string } }[]> }[]) =>
  (await Promise.all(stores.map((store) => store.list()))).flat().map((record) => record.fields.email);

test('an erasure while the drain is moving a record: the drain leaves it, in Redis and in the spill', async () => {
  const { redis, state, hold } = await fakeRedis();
  const spill = sqliteSpill(await temp());
  const store = spilling(redis, spill);
  state.down = true;
  await store.insert(sampleRecord({ status: 'received', email: 'alice@example.gg' }));
  state.down = false;
  const adopting = hold('adopt');
  const draining = moveSpilled(store);
  await adopting.reached;
  assert.equal((await store.eraseEmail('alice@example.gg')).ids.length, 1);
  adopting.release();
  assert.deepEqual(await draining, { moved: 0, 'kept-newer': 0, gone: 0, erased: 1 });
  assert.deepEqual(await everywhere(redis, spill), []);
});

test('an erasure on one host while another host’s spill holds the address: that host’s drain moves nothing of it', async () => {
  const { redis, state } = await fakeRedis();
  const [here, there] = [sqliteSpill(await temp()), sqliteSpill(await temp())];
  const [hostA, hostB] = [spilling(redis, here), spilling(redis, there)];
  const kept = sampleRecord({ status: 'received', email: 'alice@example.gg' });
  await hostA.insert(kept);
  // Redis down for host B alone: B spills alice's new enquiry, and the update of the record Redis holds.
  state.down = true;
  const spilled = sampleRecord({ status: 'received', email: 'alice@example.gg' });
  await hostB.insert(spilled);
  await hostB.update(withStatus(kept, 'delivered', Date.now() + 1000, { attempts: 1 }), kept);
  await hostB.insert(sampleRecord({ status: 'received', email: 'bob@example.gg' }));
  state.down = false;
  // The operator erases alice on host A: Redis and A's own spill; B's spill is out of its reach.
  assert.deepEqual((await hostA.eraseEmail('Alice@example.gg')).ids, [kept.id]);
  assert.deepEqual(await moveSpilled(hostB), { moved: 1, 'kept-newer': 0, gone: 1, erased: 1 });
  assert.deepEqual(await everywhere(redis, here, there), ['bob@example.gg']);
  // Alice writing again after her erasure is a new enquiry, and it is kept.
  state.down = true;
  await hostB.insert(sampleRecord({ status: 'received', email: 'alice@example.gg' }));
  state.down = false;
  assert.deepEqual(await moveSpilled(hostB), { moved: 1, 'kept-newer': 0, gone: 0, erased: 0 });
  assert.deepEqual((await everywhere(redis)).sort(), ['alice@example.gg', 'bob@example.gg']);
});

test('a send’s update while Redis is down, of a record erased before Redis came back, stays erased', async () => {
  const { redis, state } = await fakeRedis();
  const spill = sqliteSpill(await temp());
  const store = spilling(redis, spill);
  const record = sampleRecord({ status: 'received', email: 'alice@example.gg' });
  await store.insert(record);
  state.down = true;
  assert.equal(await store.update(withStatus(record, 'delivered', Date.now() + 1000), record), 'sqlite');
  state.down = false;
  await redis.eraseEmail('alice@example.gg');
  assert.deepEqual(await moveSpilled(store), { moved: 0, 'kept-newer': 0, gone: 1, erased: 0 });
  assert.deepEqual(await everywhere(redis, spill), []);
});
