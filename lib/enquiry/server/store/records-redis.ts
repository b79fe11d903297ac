import { withTimeout, type Redis } from '@/lib/redis';
import { DAY_MS, retention } from '@/lib/site/retention';
import { parseReference, referenceFor } from '../core/reference';
import { ENQUIRY_ID } from '../core/enquiry-id';
import {
  byReceipt,
  expiresAt,
  matches,
  parseRecord,
  sameAddress,
  withStatus,
  type EnquiryRecord,
  type EnquiryRecords,
  type RecordOptions,
} from './records';

const PREFIX = 'sarnia:record:';
// The held records by time received, so the oldest go first when the cap is reached.
const HELD = 'sarnia:records:held';
const CLAIM_MS = 10 * 60_000;
// Keeping a record is worth a longer wait than a rate-limit check, as keeping an undelivered one is.
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
    const queue = redis.multi().set(key(record.id), JSON.stringify(record), { expiration: expiry });
    if (record.status === 'held') queue.zAdd(HELD, { score: Date.parse(record.receivedAt), value: record.id });
    else queue.zRem(HELD, record.id);
    return call(queue.exec());
  };
  const read = async (id: string) => {
    const text = await call(redis.get(key(id)));
    if (typeof text !== 'string') return undefined;
    const record = parseRecord(text);
    if (!record || record.id !== id) onCorrupt(key(id));
    return record?.id === id ? record : undefined;
  };
  const ids = async () => {
    const found: string[] = [];
    for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 }))
      for (const name of keys) found.push(String(name).slice(PREFIX.length));
    return found.filter((id) => ENQUIRY_ID.test(id));
  };
  const all = async () => {
    const list = await ids();
    const texts = list.length ? await call(redis.mGet(list.map(key))) : [];
    const records: EnquiryRecord[] = [];
    texts.forEach((text, index) => {
      if (typeof text !== 'string') return; // expired between SCAN and MGET
      const record = parseRecord(text);
      if (record && record.id === list[index]) records.push(record);
      else onCorrupt(key(list[index]!));
    });
    return records.sort(byReceipt);
  };
  const dropHeld = (list: string[]) =>
    list.length ? call(redis.multi().del(list.map(key)).zRem(HELD, list).exec()) : Promise.resolve([]);
  const capHeld = async () => {
    await call(redis.zRemRangeByScore(HELD, '-inf', now() - retention.heldDays * DAY_MS));
    const excess = (await call(redis.zCard(HELD))) - heldCap;
    if (excess <= 0) return;
    const oldest = await call(redis.zRange(HELD, 0, excess - 1));
    await dropHeld(oldest);
    onHeldCap(oldest.length);
  };

  return {
    where: 'Redis',
    async save(record) {
      await write(record);
      if (record.status === 'held') await capHeld();
    },
    async setStatus(id, status) {
      const record = await read(id);
      if (!record) return false;
      await write(withStatus(record, status, now()));
      return true;
    },
    async find(idOrReference) {
      if (ENQUIRY_ID.test(idOrReference)) return read(idOrReference);
      const reference = parseReference(idOrReference);
      if (!reference) return undefined;
      const id = (await ids()).find((candidate) => referenceFor(candidate) === reference);
      return id ? read(id) : undefined;
    },
    async list(filter) {
      return (await all()).filter((record) => matches(record, filter));
    },
    async eraseEmail(email) {
      const holding = (await all()).filter((record) => sameAddress(record.fields.email, email)).map((r) => r.id);
      await dropHeld(holding);
      return holding;
    },
    async purge() {
      // Records expire by themselves (PXAT); only the held index keeps ids of expired ones.
      await call(redis.zRemRangeByScore(HELD, '-inf', now() - retention.heldDays * DAY_MS));
      return 0;
    },
    async claimForRelease(id) {
      const claim = `sarnia:record-release:${key(id).slice(PREFIX.length)}`;
      const options = { condition: 'NX', expiration: { type: 'PX', value: CLAIM_MS } } as const;
      if ((await call(redis.set(claim, '1', options))) !== 'OK') return undefined;
      return async () => {
        await call(redis.del(claim));
      };
    },
  };
}
