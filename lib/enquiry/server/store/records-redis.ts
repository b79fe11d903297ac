import { withTimeout, type Redis } from '@/lib/redis';
import { DAY_MS, retention } from '@/lib/site/retention';
import { parseReference } from '../reference';
import { ENQUIRY_ID } from '../enquiry-id';
import {
  byReceipt,
  dueAt,
  expiresAt,
  matches,
  parseRecord,
  sameAddress,
  STALE_CLAIM_MS,
  withStatus,
  type DigestTurn,
  type EnquiryRecord,
  type EnquiryRecords,
  type RecordOptions,
} from './records';
import { redisReferenceIndex, referenceKey } from './reference-index-redis';

const PREFIX = 'sarnia:record:';
// The held records by time received, so the oldest go first when the cap is reached.
const HELD = 'sarnia:records:held';
const CLAIM_PREFIX = 'sarnia:record-release:';
// The held digest's shared state (when the last went, how many the cap dropped since), its turn, and
// each announced record's mark, which expires with its record.
const DIGEST = 'sarnia:held-digest';
const DIGEST_CLAIM = 'sarnia:held-digest-turn';
const ANNOUNCED_PREFIX = 'sarnia:record-announced:';
// The records waiting to be sent, by when each is due, and by when each was received (the oldest waiting).
const DUE = 'sarnia:records:due';
const WAITING = 'sarnia:records:waiting';
const MARK_PREFIX = 'sarnia:mark:';
// Keys asked for by one SCAN step, and held records one enquiry drops at most.
const BATCH = 500;
const DROP_AT_ONCE = 16;
// The held cap in one step, so servers capping at once drop each record once and count it once: the
// index forgets what expired, and itself expires with its newest entry; the oldest past the cap are
// popped, and their records go unless an operator is releasing one. ARGV: cap, most at once, expired
// before, record and claim prefixes, the held period in ms. What it drops is counted for the next digest.
// A dropped record's reference key stays, naming nothing, and expires when the record would have.
const CAP_HELD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if #newest > 0 then redis.call('PEXPIREAT', KEYS[1], string.format('%.0f', tonumber(newest[2]) + tonumber(ARGV[6]))) end
local excess = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[1])
if excess <= 0 then return 0 end
local popped = redis.call('ZPOPMIN', KEYS[1], math.min(excess, tonumber(ARGV[2])))
local dropped = 0
for i = 1, #popped, 2 do
  if redis.call('EXISTS', ARGV[5] .. popped[i]) == 0 then dropped = dropped + redis.call('DEL', ARGV[4] .. popped[i]) end
end
if dropped > 0 then redis.call('HINCRBY', KEYS[2], 'dropped', dropped) end
return dropped`;
// Keeping a record is worth a longer wait than a rate-limit check.
const STORE_TIMEOUT_MS = 2_000;

/** One JSON string per record, expiring by itself (PXAT) when its retention period ends. */
export function redisRecords(redis: Redis, options: RecordOptions = {}): EnquiryRecords {
  const { now = Date.now, onCorrupt = () => {}, onHeldCap = () => {}, heldCap = retention.heldCap } = options;
  const key = (id: string) => {
    if (!ENQUIRY_ID.test(id)) throw new Error(`not an enquiry id: ${id}`);
    return `${PREFIX}${id}`;
  };
  const call = <T>(work: Promise<T>) => withTimeout(work, STORE_TIMEOUT_MS);
  const write = (record: EnquiryRecord) => {
    const expiry = { type: 'PXAT', value: expiresAt(record) } as const;
    const queue = redis
      .multi()
      .set(key(record.id), JSON.stringify(record), { expiration: expiry })
      .set(referenceKey(record.id), record.id, { expiration: expiry });
    if (record.status === 'held') queue.zAdd(HELD, { score: Date.parse(record.receivedAt), value: record.id });
    else queue.zRem(HELD, record.id);
    const due = dueAt(record);
    // A held record never waited to be sent: only one sent, or no longer waiting, leaves the two indexes.
    if (due === undefined && record.status !== 'held') queue.zRem(DUE, record.id).zRem(WAITING, record.id);
    else if (due !== undefined)
      queue
        .zAdd(DUE, { score: due, value: record.id })
        .zAdd(WAITING, { score: Date.parse(record.receivedAt), value: record.id });
    return call(queue.exec());
  };
  const read = async (id: string) => {
    const text = await call(redis.get(key(id)));
    if (typeof text !== 'string') return undefined;
    const record = parseRecord(text);
    if (!record || record.id !== id) onCorrupt(key(id));
    return record?.id === id ? record : undefined;
  };
  /** Every readable record, a SCAN batch at a time: one reply never holds the whole store. */
  async function* batches() {
    for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: BATCH })) {
      const ids = keys.map((name) => String(name).slice(PREFIX.length)).filter((id) => ENQUIRY_ID.test(id));
      const texts = ids.length ? await call(redis.mGet(ids.map(key))) : [];
      const records: EnquiryRecord[] = [];
      texts.forEach((text, index) => {
        if (typeof text !== 'string') return; // expired between SCAN and MGET
        const record = parseRecord(text);
        if (record && record.id === ids[index]) records.push(record);
        else onCorrupt(key(ids[index]!));
      });
      yield records;
    }
  }
  const refs = redisReferenceIndex(redis, call, PREFIX, BATCH);
  const dropRecords = (list: string[]) =>
    list.length
      ? call(
          redis
            .multi()
            .del(list.map(key))
            .del(list.map(referenceKey))
            .zRem(HELD, list)
            .zRem(DUE, list)
            .zRem(WAITING, list)
            .exec(),
        )
      : Promise.resolve([]);
  const capHeld = async () => {
    const heldMs = retention.heldDays * DAY_MS;
    const args = [heldCap, DROP_AT_ONCE, now() - heldMs, PREFIX, CLAIM_PREFIX, heldMs].map(String);
    const dropped = Number(await call(redis.eval(CAP_HELD, { keys: [HELD, DIGEST], arguments: args })));
    if (dropped) onHeldCap(dropped);
  };

  const digestTurn = async (): Promise<DigestTurn | undefined> => {
    const turn = { condition: 'NX', expiration: { type: 'PX', value: STALE_CLAIM_MS } } as const;
    const token = `${now()}-${Math.random()}`;
    if ((await call(redis.set(DIGEST_CLAIM, token, turn))) !== 'OK') return undefined;
    const release = async () => {
      if ((await call(redis.get(DIGEST_CLAIM))) === token) await call(redis.del(DIGEST_CLAIM));
    };
    try {
      const [state, ids] = await Promise.all([
        call(redis.hGetAll(DIGEST)),
        call(redis.zRangeByScore(HELD, now() - retention.heldDays * DAY_MS, '+inf')),
      ]);
      const marks = ids.length ? await call(redis.mGet(ids.map((id) => `${ANNOUNCED_PREFIX}${id}`))) : [];
      const unmarked = ids.filter((id, index) => marks[index] === null && ENQUIRY_ID.test(id));
      const held = (await Promise.all(unmarked.map(read))).filter(
        (record): record is EnquiryRecord => record?.status === 'held',
      );
      const dropped = Number(state.dropped ?? 0);
      const sent = async (at: number) => {
        const queue = redis.multi().hSet(DIGEST, 'lastSentMs', String(at)).hIncrBy(DIGEST, 'dropped', -dropped);
        for (const record of held)
          queue.set(`${ANNOUNCED_PREFIX}${record.id}`, String(at), {
            expiration: { type: 'PXAT', value: expiresAt(record) },
          });
        await call(queue.exec());
      };
      const lastSentMs = state.lastSentMs ? Number(state.lastSentMs) : undefined;
      return { lastSentMs, dropped, held: held.sort(byReceipt), sent, release };
    } catch (error) {
      await release();
      throw error;
    }
  };
  // A record expires by itself; its place in the waiting index goes by its time received.
  const forgetExpiredWaiting = () =>
    call(redis.zRemRangeByScore(WAITING, '-inf', now() - retention.undeliveredDays * DAY_MS));

  return {
    kind: 'redis',
    where: 'Redis',
    async save(record) {
      await write(record);
      if (record.status === 'held') await capHeld();
      return 'redis';
    },
    async setStatus(id, status, progress) {
      const record = await read(id);
      if (!record) return false;
      await write(withStatus(record, status, now(), progress));
      return true;
    },
    async find(idOrReference) {
      if (ENQUIRY_ID.test(idOrReference)) return read(idOrReference);
      const reference = parseReference(idOrReference);
      if (!reference) return undefined;
      const id = await refs.idFor(reference);
      return id ? read(id) : undefined;
    },
    async list(filter) {
      const found: EnquiryRecord[] = [];
      for await (const batch of batches()) found.push(...batch.filter((record) => matches(record, filter)));
      return found.sort(byReceipt);
    },
    async eraseEmail(email) {
      const erased: string[] = [];
      for await (const batch of batches()) {
        const holding = batch.filter((record) => sameAddress(record.fields.email, email)).map((r) => r.id);
        await dropRecords(holding);
        erased.push(...holding);
      }
      return erased;
    },
    async purge() {
      // Records expire by themselves (PXAT); only the held index keeps ids of expired ones.
      await refs.build();
      await call(redis.zRemRangeByScore(HELD, '-inf', now() - retention.heldDays * DAY_MS));
      await forgetExpiredWaiting();
      return 0;
    },
    async claim(id) {
      const claim = `${CLAIM_PREFIX}${key(id).slice(PREFIX.length)}`;
      const options = { condition: 'NX', expiration: { type: 'PX', value: STALE_CLAIM_MS } } as const;
      if ((await call(redis.set(claim, '1', options))) !== 'OK') return undefined;
      return async () => {
        await call(redis.del(claim));
      };
    },
    digestTurn,
    async due(at, limit) {
      const found = await call(redis.zRangeByScore(DUE, '-inf', at, { LIMIT: { offset: 0, count: limit } }));
      const ids = found.map(String);
      const texts = ids.length ? await call(redis.mGet(ids.map(key))) : [];
      const gone = ids.filter((_, index) => typeof texts[index] !== 'string');
      // Expired since it was indexed: it leaves the index.
      if (gone.length) await call(redis.multi().zRem(DUE, gone).zRem(WAITING, gone).exec());
      return texts.flatMap((text, index) => {
        const record = typeof text === 'string' ? parseRecord(text) : undefined;
        if (typeof text === 'string' && record?.id !== ids[index]) onCorrupt(key(ids[index]!));
        return record && record.id === ids[index] ? [record] : [];
      });
    },
    async oldestWaiting() {
      await forgetExpiredWaiting();
      const [oldest] = await call(redis.zRangeWithScores(WAITING, 0, 0));
      return oldest?.score;
    },
    async mark(name) {
      const value = await call(redis.get(`${MARK_PREFIX}${name}`));
      return typeof value === 'string' ? value : undefined;
    },
    async swapMark(name, value) {
      const was = await call(redis.set(`${MARK_PREFIX}${name}`, value, { GET: true }));
      return typeof was === 'string' ? was : undefined;
    },
  };
}
