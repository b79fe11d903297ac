import { randomUUID } from 'node:crypto';
import { withTimeout, type Redis } from '@/lib/redis';
import { DAY_MS, retention } from '@/lib/site/retention';
import { ENQUIRY_ID } from '../enquiry-id';
import { parseReference, referenceFor } from '../reference';
import { addressHash, hashesOf, mailboxHash } from '../address-key';
import { ERASURE_MARK_MS, FINGERPRINT_MS, RECEIPT_SPAN_MS, SAME_TEXT_MS, STALE_CLAIM_MS } from './periods';
import { expiresAt, indexDays, indexesBefore, LIFE, nextDueAt, RECORD_INDEXES, type RecordIndex } from './record-life';
import type { EnquiryRecord } from './record-schema';
import { redisDigest } from './redis-digest';
import { BATCH, CAP_HELD, DROP_AT_ONCE, ERASE_TEXT, KEY, NOTE_TEXT, RECEIPT_TURN, WRITE } from './redis-scripts';
import type { Script } from './redis-scripts';
import { byReceipt, matches, readRecords } from './store-contract';
import type { EnquiryStore, ReceiptTurn, Seen, StoreOptions } from './store-contract';

const FIRST = { condition: 'NX', GET: true } as const;
type WriteMode = 'insert' | 'update' | 'adopt-intake' | 'adopt-update';
const INDEXES = { heldKey: KEY.held, refusedKey: KEY.refused, waitingKey: KEY.waiting, dueKey: KEY.due };

/** What adopt did: took it, kept its own later copy, found it gone (not an intake), or found its address erased since. */
export type Adopted = 'taken' | 'kept-newer' | 'gone' | 'erased';

/**
 * Redis's store takes a spill's records too (store.ts): `adopt` replaces one it holds only by a later copy, and
 * takes one it lacks only as a new enquiry (`intake`) received after the last erasure of its address.
 */
export type RedisStore = EnquiryStore & { adopt(record: EnquiryRecord, intake: boolean): Promise<Adopted> };

/** One JSON string per record, expiring by itself when its retention period ends. */
export function redisStore(redis: Redis, options: StoreOptions = {}): RedisStore {
  const { now = Date.now, onCorrupt = () => {}, onHeldCap = () => {}, heldCap = retention.heldCap } = options;
  // Keeping a record is worth a longer wait than a rate-limit check.
  const call = <T>(work: Promise<T>) => withTimeout(work, 2_000);
  const key = (id: string) => `${KEY.record}${id}`;
  const corrupt = (id: string) => onCorrupt(key(id));
  const one = async (id: string) => readRecords([{ id, record: await call(redis.get(key(id))) }], corrupt, now())[0];
  const many = async (ids: string[]) => {
    const texts = ids.length ? await call(redis.mGet(ids.map(key))) : [];
    const stored = ids.map((id, index) => ({ id, record: texts[index] }));
    return readRecords(stored, corrupt, now());
  };
  /** Every readable record, a SCAN batch at a time: one reply never holds the whole store. */
  async function* batches() {
    for await (const keys of redis.scanIterator({ MATCH: `${KEY.record}*`, COUNT: BATCH }))
      yield await many(keys.map((name) => name.slice(KEY.record.length)).filter((id) => ENQUIRY_ID.test(id)));
  }
  const all = async () => (await Array.fromAsync(batches())).flat();
  // The hashes an address may be filed under (address-key.ts), from when this Redis first used keyed ones.
  let keyedSince: number | undefined;
  const hashes = async (hash: (email: string) => string, email: string) => {
    keyedSince ??= Number((await call(redis.set(`${KEY.flag}keyed-hashes`, String(now()), FIRST))) ?? now());
    return hashesOf(hash, email, keyedSince, now());
  };
  // Taken with SET NX, expiring after STALE_CLAIM_MS should its holder die; given back by its holder alone.
  const take = async (name: string) => {
    const token = randomUUID();
    const claim = { condition: 'NX', expiration: { type: 'PX', value: STALE_CLAIM_MS } } as const;
    if ((await call(redis.set(name, token, claim))) !== 'OK') return undefined;
    return async () => {
      if ((await call(redis.get(name))) === token) await call(redis.del(name));
    };
  };
  const run = <S extends Script>(script: S, named: Parameters<S['args']>[0]) =>
    call(redis.eval(script.text, script.args(named)));
  // Written with its reference, in the index its status lists it in (and out of those an earlier status may
  // have left it in), and in the due index while it is due, as its life says (record-life.ts).
  const write = async (record: EnquiryRecord, mode: WriteMode, read?: EnquiryRecord) => {
    const { id } = record;
    const keys = { ...INDEXES, recordKey: key(id), referenceKey: `${KEY.reference}${referenceFor(id)}` };
    // Its erasure's marks, which an intake alone reads.
    const email = record.fields.email;
    const [erased = '', unkeyed = erased] =
      mode === 'adopt-intake' ? await hashes(addressHash, email) : [addressHash(email)];
    const [erasedKey, unkeyedErasedKey] = [KEY.erased + erased, KEY.erased + unkeyed];
    const received = Date.parse(record.receivedAt);
    const at = { receivedMs: received, dueMs: nextDueAt(record) ?? '', expiresAt: expiresAt(record) };
    const statusAt = { newStatusAt: record.statusAt, readStatusAt: read?.statusAt ?? '' };
    const indexes = { listed: LIFE[record.status].index ?? '', before: indexesBefore(record.status).join(' ') };
    const recordText = JSON.stringify(record);
    const marks = { erasedKey, unkeyedErasedKey };
    return String(await run(WRITE, { ...keys, ...marks, ...at, ...statusAt, ...indexes, recordText, mode, id }));
  };
  const capHeld = async () => {
    const heldMs = indexDays('held') * DAY_MS;
    const keys = { heldKey: KEY.held, digestKey: KEY.digest, recordPrefix: KEY.record, claimPrefix: KEY.claim };
    const limits = { cap: heldCap, atOnce: DROP_AT_ONCE, heldMs, expiredBefore: now() - heldMs };
    const dropped = Number(await run(CAP_HELD, { ...keys, ...limits }));
    if (dropped) onHeldCap(dropped);
  };
  const forgetExpired = (index: RecordIndex) =>
    call(redis.zRemRangeByScore(KEY[index], '-inf', now() - indexDays(index) * DAY_MS));
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
      const id = reference && (await call(redis.get(`${KEY.reference}${reference}`)));
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
      await call(redis.set(`${KEY.erased}${addresses[0]}`, String(at), mark));
      const ids = (await all()).filter((record) => matches(record, { email })).map((record) => record.id);
      const references = ids.map((id) => `${KEY.reference}${referenceFor(id)}`);
      const erase = redis.multi().del(ids.map(key)).del(references).zRem(KEY.held, ids).zRem(KEY.refused, ids);
      erase.zRem(KEY.due, ids).zRem(KEY.waiting, ids);
      if (ids.length) await call(erase.exec());
      let [fingerprints, texts] = [0, 0];
      for (const address of addresses)
        for await (const keys of redis.scanIterator({ MATCH: `${KEY.fingerprint}${address}:*`, COUNT: BATCH }))
          if (keys.length) fingerprints += await call(redis.del(keys));
      for (const notes of mailboxes.map((mailbox) => `${KEY.sameText}${mailbox}:`))
        for await (const keys of redis.scanIterator({ MATCH: `${notes}*`, COUNT: BATCH }))
          for (const note of keys) {
            const count = `${KEY.sameTextCount}${note.slice(notes.length)}`;
            texts += Number(await run(ERASE_TEXT, { noteKey: note, countKey: count }));
          }
      // After the records: a receipt's turn taken before they went is undone here, and none is taken after.
      const receipts = await call(redis.del(mailboxes.map((mailbox) => `${KEY.receipt}${mailbox}`)));
      return { ids, fingerprints, texts, receipts };
    },
    async purge() {
      // Records expire by themselves; the indexes forget them here.
      for (const index of RECORD_INDEXES) await forgetExpired(index);
      return 0;
    },
    claim: (id) => take(`${KEY.claim}${id}`),
    async receiptTurn(record, ceiling) {
      const [mark = '', unkeyed = mark] = await hashes(mailboxHash, record.fields.email);
      const keys = { recordKey: key(record.id), markKey: KEY.receipt + mark, unkeyedMarkKey: KEY.receipt + unkeyed };
      const read = { statusAtRead: record.statusAt, receiptState: record.receipt?.state ?? '' };
      const turn = { id: record.id, nowMs: now(), spanMs: RECEIPT_SPAN_MS, ceiling, token: randomUUID() };
      const attempts = { receiptAttempts: record.receipt?.attempts ?? -1, sentKey: KEY.receiptsSent };
      const taken = await run(RECEIPT_TURN, { ...keys, ...read, ...turn, ...attempts });
      return String(taken) as ReceiptTurn;
    },
    ...redisDigest(redis, { now, call, take, many }),
    async due(at, limit) {
      const ids = await call(redis.zRangeByScore(KEY.due, '-inf', at, { LIMIT: { offset: 0, count: limit } }));
      const found = await many(ids);
      // Expired (or unreadable) since it was indexed: it leaves the indexes.
      const gone = ids.filter((id) => !found.some((record) => record.id === id));
      if (gone.length) await call(redis.multi().zRem(KEY.due, gone).zRem(KEY.waiting, gone).exec());
      return found;
    },
    async oldestWaiting() {
      await forgetExpired('waiting');
      const [oldest] = await call(redis.zRangeWithScores(KEY.waiting, 0, 0));
      return oldest?.score;
    },
    // Kept for FINGERPRINT_MS, by Redis itself; an ended send keeps the time left.
    async fingerprint(name, id) {
      const noted = { condition: 'NX', GET: true, expiration: { type: 'PX', value: FINGERPRINT_MS } } as const;
      const earlier = await call(redis.set(`${KEY.fingerprint}${name}`, JSON.stringify({ id }), noted));
      return typeof earlier === 'string' ? (JSON.parse(earlier) as Seen) : undefined;
    },
    async fingerprintEnded(name, seen) {
      const kept = { condition: 'XX', expiration: 'KEEPTTL' } as const;
      await call(redis.set(`${KEY.fingerprint}${name}`, JSON.stringify(seen), kept));
    },
    async sameText(text, address) {
      const notes = { noteKey: `${KEY.sameText}${address}:${text}`, countKey: `${KEY.sameTextCount}${text}` };
      return Number(await run(NOTE_TEXT, { ...notes, nowMs: now(), periodMs: SAME_TEXT_MS, newToken: randomUUID() }));
    },
    flag: async (name) => (await call(redis.get(`${KEY.flag}${name}`))) ?? undefined,
    swapFlag: async (name, value) => (await call(redis.set(`${KEY.flag}${name}`, value, { GET: true }))) ?? undefined,
  };
}
