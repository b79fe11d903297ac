import { randomUUID } from 'node:crypto';
import { withTimeout, type Redis } from '@/lib/redis';
import { DAY_MS, retention } from '@/lib/site/retention';
import { ENQUIRY_ID } from '../enquiry-id';
import { parseReference, referenceFor } from '../reference';
import { addressHash, hashesOf, mailboxHash } from '../address-key';
import { ERASURE_MARK_MS, FINGERPRINT_MS, RECEIPT_SPAN_MS, SAME_TEXT_MS, STALE_CLAIM_MS } from './periods';
import { dueAt, expiresAt, nextDueAt } from './record-life';
import { readRecords, type EnquiryRecord } from './record-schema';
import { redisDigest } from './redis-digest';
import {
  BATCH,
  CAP_HELD,
  CLAIM,
  DIGEST,
  DROP_AT_ONCE,
  DUE,
  ERASE_TEXT,
  ERASED,
  FINGERPRINT,
  FLAG,
  HELD,
  NOTE_TEXT,
  RECEIPT,
  RECEIPT_TURN,
  RECEIPTS_SENT,
  RECORD,
  REFERENCE,
  REFUSED,
  SAME_TEXT,
  SAME_TEXT_COUNT,
  WAITING,
  WRITE,
} from './redis-scripts';
import {
  byReceipt,
  matches,
  type Adopted,
  type EnquiryStore,
  type ReceiptTurn,
  type Seen,
  type StoreOptions,
} from './store-contract';

const FIRST = { condition: 'NX', GET: true } as const;
type WriteMode = 'insert' | 'update' | 'adopt-intake' | 'adopt-update';

/** One JSON string per record, expiring by itself when its retention period ends. */
export function redisStore(redis: Redis, options: StoreOptions = {}): EnquiryStore {
  const { now = Date.now, onCorrupt = () => {}, onHeldCap = () => {}, heldCap = retention.heldCap } = options;
  // Keeping a record is worth a longer wait than a rate-limit check.
  const call = <T>(work: Promise<T>) => withTimeout(work, 2_000);
  const key = (id: string) => `${RECORD}${id}`;
  const corrupt = (id: string) => onCorrupt(key(id));
  const one = async (id: string) => readRecords([{ id, record: await call(redis.get(key(id))) }], corrupt, now())[0];
  const many = async (ids: string[]) => {
    const texts = ids.length ? await call(redis.mGet(ids.map(key))) : [];
    const stored = ids.map((id, index) => ({ id, record: texts[index] }));
    return readRecords(stored, corrupt, now());
  };
  /** Every readable record, a SCAN batch at a time: one reply never holds the whole store. */
  async function* batches() {
    for await (const keys of redis.scanIterator({ MATCH: `${RECORD}*`, COUNT: BATCH }))
      yield await many(keys.map((name) => name.slice(RECORD.length)).filter((id) => ENQUIRY_ID.test(id)));
  }
  const all = async () => (await Array.fromAsync(batches())).flat();
  // The hashes an address may be filed under (address-key.ts), from when this Redis first used keyed ones.
  let keyedSince: number | undefined;
  const hashes = async (hash: (email: string) => string, email: string) => {
    keyedSince ??= Number((await call(redis.set(`${FLAG}keyed-hashes`, String(now()), FIRST))) ?? now());
    return hashesOf(hash, email, keyedSince, now());
  };
  // Taken with SET NX, expiring after STALE_CLAIM_MS should its holder die; given back by its holder alone.
  const take = async (name: string) => {
    const token = `${now()}-${Math.random()}`;
    const claim = { condition: 'NX', expiration: { type: 'PX', value: STALE_CLAIM_MS } } as const;
    if ((await call(redis.set(name, token, claim))) !== 'OK') return undefined;
    return async () => {
      if ((await call(redis.get(name))) === token) await call(redis.del(name));
    };
  };
  // A held record never waited to be sent: only one sent, or no longer waiting, leaves the two indexes.
  const write = async (record: EnquiryRecord, mode: WriteMode, read?: EnquiryRecord) => {
    const { id, status } = record;
    const keys = [key(id), `${REFERENCE}${referenceFor(id)}`, HELD, REFUSED, DUE, WAITING];
    // Its erasure's marks, which an intake alone reads.
    if (mode === 'adopt-intake')
      keys.push(...(await hashes(addressHash, record.fields.email)).map((hash) => `${ERASED}${hash}`));
    const due = nextDueAt(record);
    const args = [mode, read?.statusAt ?? '', JSON.stringify(record), expiresAt(record), id, status];
    args.push(Date.parse(record.receivedAt), due ?? '', record.statusAt, dueAt(record) === undefined ? '' : '1');
    return String(await call(redis.eval(WRITE, { keys, arguments: args.map(String) })));
  };
  const capHeld = async () => {
    const heldMs = retention.heldDays * DAY_MS;
    const args = [heldCap, DROP_AT_ONCE, now() - heldMs, RECORD, CLAIM, heldMs].map(String);
    const dropped = Number(await call(redis.eval(CAP_HELD, { keys: [HELD, DIGEST], arguments: args })));
    if (dropped) onHeldCap(dropped);
  };
  const forgetExpiredWaiting = () =>
    call(redis.zRemRangeByScore(WAITING, '-inf', now() - retention.undeliveredDays * DAY_MS));
  return {
    kind: 'redis',
    async rewriteFiles() {
      try {
        if (!/^aof_enabled:1/m.test(await call(redis.info('persistence')))) return 'no-log';
        await call(redis.bgRewriteAof());
        return 'asked';
      } catch {
        return 'refused';
      }
    },
    async insert(record) {
      await write(record, 'insert');
      if (record.status === 'held') await capHeld();
      return 'redis';
    },
    update: async (record, read) => ((await write(record, 'update', read)) === 'taken' ? 'redis' : undefined),
    adopt: async (record, intake) => (await write(record, intake ? 'adopt-intake' : 'adopt-update')) as Adopted,
    async find(idOrReference) {
      if (ENQUIRY_ID.test(idOrReference)) return one(idOrReference);
      const reference = parseReference(idOrReference);
      const id = reference && (await call(redis.get(`${REFERENCE}${reference}`)));
      return id && ENQUIRY_ID.test(id) && referenceFor(id) === reference ? one(id) : undefined;
    },
    async list(filter) {
      return (await all()).filter((record) => matches(record, filter)).sort(byReceipt);
    },
    // The mark first: a spill drained on any host from then on leaves what it holds of the address.
    async eraseEmail(email) {
      const at = now();
      const mark = { expiration: { type: 'PXAT', value: at + ERASURE_MARK_MS } } as const;
      const [addresses, mailboxes] = [await hashes(addressHash, email), await hashes(mailboxHash, email)];
      await call(redis.set(`${ERASED}${addresses[0]}`, String(at), mark));
      const ids = (await all()).filter((record) => matches(record, { email })).map((record) => record.id);
      const references = ids.map((id) => `${REFERENCE}${referenceFor(id)}`);
      const erase = redis.multi().del(ids.map(key)).del(references).zRem(HELD, ids).zRem(REFUSED, ids);
      erase.zRem(DUE, ids).zRem(WAITING, ids);
      if (ids.length) await call(erase.exec());
      let [fingerprints, texts] = [0, 0];
      for (const address of addresses)
        for await (const keys of redis.scanIterator({ MATCH: `${FINGERPRINT}${address}:*`, COUNT: BATCH }))
          if (keys.length) fingerprints += await call(redis.del(keys));
      for (const notes of mailboxes.map((mailbox) => `${SAME_TEXT}${mailbox}:`))
        for await (const keys of redis.scanIterator({ MATCH: `${notes}*`, COUNT: BATCH }))
          for (const note of keys) {
            const count = `${SAME_TEXT_COUNT}${note.slice(notes.length)}`;
            texts += Number(await call(redis.eval(ERASE_TEXT, { keys: [note, count] })));
          }
      // After the records: a receipt's turn taken before they went is undone here, and none is taken after.
      const receipts = await call(redis.del(mailboxes.map((mailbox) => `${RECEIPT}${mailbox}`)));
      return { ids, fingerprints, texts, receipts };
    },
    async purge() {
      // Records expire by themselves; the indexes forget them here.
      await call(redis.zRemRangeByScore(HELD, '-inf', now() - retention.heldDays * DAY_MS));
      await call(redis.zRemRangeByScore(REFUSED, '-inf', now() - retention.refusedDays * DAY_MS));
      await forgetExpiredWaiting();
      return 0;
    },
    claim: (id) => take(`${CLAIM}${id}`),
    async receiptTurn(record, ceiling) {
      const marks = (await hashes(mailboxHash, record.fields.email)).map((hash) => `${RECEIPT}${hash}`);
      const keys = [key(record.id), RECEIPTS_SENT, ...marks];
      const args = [record.statusAt, record.id, now(), RECEIPT_SPAN_MS, ceiling, randomUUID()];
      args.push(record.receipt?.state ?? '', record.receipt?.attempts ?? -1);
      return String(await call(redis.eval(RECEIPT_TURN, { keys, arguments: args.map(String) }))) as ReceiptTurn;
    },
    ...redisDigest(redis, { now, call, take, many }),
    async due(at, limit) {
      const ids = await call(redis.zRangeByScore(DUE, '-inf', at, { LIMIT: { offset: 0, count: limit } }));
      const found = await many(ids);
      // Expired (or unreadable) since it was indexed: it leaves the indexes.
      const gone = ids.filter((id) => !found.some((record) => record.id === id));
      if (gone.length) await call(redis.multi().zRem(DUE, gone).zRem(WAITING, gone).exec());
      return found;
    },
    async oldestWaiting() {
      await forgetExpiredWaiting();
      const [oldest] = await call(redis.zRangeWithScores(WAITING, 0, 0));
      return oldest?.score;
    },
    // Kept for FINGERPRINT_MS, by Redis itself; an ended send keeps the time left.
    async fingerprint(name, id) {
      const noted = { condition: 'NX', GET: true, expiration: { type: 'PX', value: FINGERPRINT_MS } } as const;
      const earlier = await call(redis.set(`${FINGERPRINT}${name}`, JSON.stringify({ id }), noted));
      return typeof earlier === 'string' ? (JSON.parse(earlier) as Seen) : undefined;
    },
    async fingerprintEnded(name, seen) {
      const kept = { condition: 'XX', expiration: 'KEEPTTL' } as const;
      await call(redis.set(`${FINGERPRINT}${name}`, JSON.stringify(seen), kept));
    },
    async sameText(text, address) {
      const keys = [`${SAME_TEXT}${address}:${text}`, `${SAME_TEXT_COUNT}${text}`];
      const args = [String(now()), String(SAME_TEXT_MS), randomUUID()];
      return Number(await call(redis.eval(NOTE_TEXT, { keys, arguments: args })));
    },
    flag: async (name) => (await call(redis.get(`${FLAG}${name}`))) ?? undefined,
    swapFlag: async (name, value) => (await call(redis.set(`${FLAG}${name}`, value, { GET: true }))) ?? undefined,
  };
}
