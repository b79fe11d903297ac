import { codeOf } from '@/lib/error-code';
import {
  asSeen,
  byReceipt,
  dueAt,
  matches,
  type Claim,
  type DigestTurn,
  type EnquiryRecord,
  type EnquiryRecords,
  type RecordFilter,
} from './records';

/** No store took the record; `codes` names each store's failure ("redis ETIMEDOUT"), for the log. */
export class NotKeptError extends Error {
  constructor(readonly codes: string[]) {
    super(`no store took the record (${codes.join(', ') || 'none is configured'})`);
  }
}

// Of the same record in two stores (kept on disk while Redis was down), the one changed last.
const newer = (a: EnquiryRecord | undefined, b: EnquiryRecord | undefined) =>
  !a || (b && Date.parse(b.statusAt) > Date.parse(a.statusAt)) ? b : a;

/**
 * The stores in order, as one: Redis, then the database where the disk is kept. A record goes to the first
 * store that takes it, so where Redis is configured but down (when an enquiry is accepted, or when its
 * delivery fails) the enquiry is still kept, in the database. Every read covers every store, and shows a
 * record as asSeen does; a status is set, and a claim taken, in every store.
 */
export function recordsWithFallback(stores: EnquiryRecords[], now: () => number = Date.now): EnquiryRecords {
  const [first] = stores;
  if (!first) throw new Error('no record store');
  const seen = (record: EnquiryRecord | undefined) => record && asSeen(record, now());
  const each = <T>(work: (store: EnquiryRecords) => Promise<T>) => Promise.all(stores.map(work));
  // What the stores that answer say: one that is down hides nothing the others hold (a record kept in
  // the database while Redis was down). `failure` is the first error, thrown when no store answered.
  const answers = async <T>(work: (store: EnquiryRecords) => Promise<T>) => {
    const settled = await Promise.allSettled(stores.map(work));
    const answered = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = settled.find((result) => result.status === 'rejected')?.reason;
    if (!answered.length) throw failure;
    return Object.assign(answered, { failure });
  };
  const firstAnswer = async <T>(work: (store: EnquiryRecords) => Promise<T>) => {
    let failure: unknown;
    for (const store of stores) {
      try {
        return await work(store);
      } catch (error) {
        failure ??= error;
      }
    }
    throw failure;
  };
  return {
    kind: first.kind,
    where: stores.map((store) => store.where).join(' and '),
    async save(record) {
      const codes: string[] = [];
      for (const store of stores) {
        try {
          return await store.save(record);
        } catch (error) {
          codes.push(`${store.kind} ${codeOf(error)}`);
        }
      }
      throw new NotKeptError(codes);
    },
    async setStatus(id, status, progress) {
      const set = await answers((store) => store.setStatus(id, status, progress));
      if (set.failure && !set.some(Boolean)) throw set.failure;
      return set.some(Boolean);
    },
    async find(idOrReference) {
      return seen((await answers((store) => store.find(idOrReference))).reduce(newer, undefined));
    },
    async list(filter: RecordFilter = {}) {
      const { status, ...rest } = filter;
      const byId = new Map<string, EnquiryRecord>();
      for (const found of await each((store) => store.list(rest)))
        for (const record of found) byId.set(record.id, newer(byId.get(record.id), record)!);
      return [...byId.values()]
        .map((record) => asSeen(record, now()))
        .filter((record) => matches(record, { status }))
        .sort(byReceipt);
    },
    async eraseEmail(email) {
      return [...new Set((await each((store) => store.eraseEmail(email))).flat())];
    },
    async purge() {
      return (await each((store) => store.purge())).reduce((sum, count) => sum + count, 0);
    },
    async claim(id) {
      const taken: Claim[] = [];
      const giveBack: Claim = async () => void (await Promise.all(taken.map((claim) => claim())));
      try {
        for (const store of stores) {
          const claim = await store.claim(id);
          if (!claim) break;
          taken.push(claim);
        }
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (taken.length === stores.length) return giveBack;
      await giveBack();
      return undefined;
    },
    // Every store's turn, or none: the held a store kept while Redis was down are announced with the rest.
    async digestTurn() {
      const turns: DigestTurn[] = [];
      const release: Claim = async () => void (await Promise.all(turns.map((turn) => turn.release())));
      try {
        for (const store of stores) {
          const turn = await store.digestTurn();
          if (!turn) break;
          turns.push(turn);
        }
      } catch (error) {
        await release();
        throw error;
      }
      if (turns.length < stores.length) {
        await release();
        return undefined;
      }
      const byId = new Map<string, EnquiryRecord>();
      for (const record of turns.flatMap((turn) => turn.held)) byId.set(record.id, newer(byId.get(record.id), record)!);
      const sent = turns.flatMap((turn) => (turn.lastSentMs === undefined ? [] : [turn.lastSentMs]));
      return {
        lastSentMs: sent.length ? Math.max(...sent) : undefined,
        dropped: turns.reduce((sum, turn) => sum + turn.dropped, 0),
        held: [...byId.values()].filter((record) => record.status === 'held').sort(byReceipt),
        sent: async (at) => void (await Promise.all(turns.map((turn) => turn.sent(at)))),
        release,
      };
    },
    async due(at, limit) {
      const byId = new Map<string, EnquiryRecord>();
      for (const found of await answers((store) => store.due(at, limit)))
        for (const record of found) byId.set(record.id, newer(byId.get(record.id), record)!);
      // A record sent since from the other store is not due: the newer copy decides.
      return [...byId.values()]
        .filter((record) => (dueAt(record) ?? Infinity) <= at)
        .sort((a, b) => dueAt(a)! - dueAt(b)!)
        .slice(0, limit);
    },
    async oldestWaiting() {
      const found = (await answers((store) => store.oldestWaiting())).filter((ms) => ms !== undefined);
      return found.length ? Math.min(...found) : undefined;
    },
    // A mark is the first store's that answers: Redis, the database while Redis is down.
    mark: (name) => firstAnswer((store) => store.mark(name)),
    swapMark: (name, value) => firstAnswer((store) => store.swapMark(name, value)),
  };
}
