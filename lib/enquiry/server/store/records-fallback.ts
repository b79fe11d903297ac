import { codeOf } from '@/lib/error-code';
import { ANNOUNCED_STATUSES, asSeen, byReceipt, dueAt, matches } from './records';
import type { Claim, EnquiryRecord, EnquiryRecords } from './records';

/** No store took the record; `codes` names each store's failure ("redis ETIMEDOUT"), for the log. */
export class NotKeptError extends Error {
  constructor(readonly codes: string[]) {
    super(`no store took the record (${codes.join(', ') || 'none is configured'})`);
  }
}

// Of the same record in two stores (kept on disk while Redis was down), the one changed last.
function latest(copies: (EnquiryRecord | undefined)[]): EnquiryRecord[] {
  const byId = new Map<string, EnquiryRecord>();
  for (const record of copies) {
    const known = record && byId.get(record.id);
    if (record && (!known || Date.parse(record.statusAt) > Date.parse(known.statusAt))) byId.set(record.id, record);
  }
  return [...byId.values()];
}

// The stores as one: a record goes to the first that takes it (the database while Redis is down); reads
// cover every store, a status is set in each, and a claim or the digest's turn is taken in all or none.
export function recordsWithFallback(stores: EnquiryRecords[], now: () => number = Date.now): EnquiryRecords {
  const [first] = stores;
  if (!first) throw new Error('no record store');
  const each = <T>(work: (store: EnquiryRecords) => Promise<T>) => Promise.all(stores.map(work));
  // What the stores that answer say; `failure` is the first error, thrown when none answered.
  const answers = async <T>(work: (store: EnquiryRecords) => Promise<T>) => {
    const settled = await Promise.allSettled(stores.map(work));
    const answered = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = settled.find((result) => result.status === 'rejected')?.reason;
    if (!answered.length) throw failure;
    return Object.assign(answered, { failure });
  };
  const inEvery = async <T extends { release: Claim }>(take: (store: EnquiryRecords) => Promise<T | undefined>) => {
    const taken: T[] = [];
    const release = async () => void (await Promise.all(taken.map((one) => one.release())));
    try {
      for (const store of stores) {
        const one = await take(store);
        if (!one) return void (await release());
        taken.push(one);
      }
      return Object.assign(taken, { release });
    } catch (error) {
      await release();
      throw error;
    }
  };
  return {
    kind: first.kind,
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
      const [found] = latest(await answers((store) => store.find(idOrReference)));
      return found && asSeen(found, now());
    },
    async list({ status, ...filter } = {}) {
      const found = latest((await each((store) => store.list(filter))).flat());
      return found
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
      return (await inEvery((store) => store.claim(id).then((release) => release && { release })))?.release;
    },
    // The held and refused a store kept while Redis was down are announced with the rest.
    async digestTurn() {
      const turns = await inEvery((store) => store.digestTurn());
      if (!turns) return undefined;
      const sent = turns.flatMap((turn) => (turn.lastSentMs === undefined ? [] : [turn.lastSentMs]));
      return {
        lastSentMs: sent.length ? Math.max(...sent) : undefined,
        dropped: turns.reduce((sum, turn) => sum + turn.dropped, 0),
        unannounced: async () =>
          latest((await Promise.all(turns.map((turn) => turn.unannounced()))).flat())
            .filter((record) => ANNOUNCED_STATUSES.includes(record.status))
            .sort(byReceipt),
        sent: async (at) => void (await Promise.all(turns.map((turn) => turn.sent(at)))),
        release: turns.release,
      };
    },
    async due(at, limit) {
      const found = latest((await answers((store) => store.due(at, limit))).flat());
      // A record sent since from the other store is not due: the newer copy decides.
      const due = found.filter((record) => (dueAt(record) ?? Infinity) <= at);
      return due.sort((a, b) => dueAt(a)! - dueAt(b)!).slice(0, limit);
    },
    async oldestWaiting() {
      const found = (await answers((store) => store.oldestWaiting())).filter((ms) => ms !== undefined);
      return found.length ? Math.min(...found) : undefined;
    },
    // A mark is set in every store, and read from the first that answers: Redis, the database while it is down.
    mark: async (name) => (await answers((store) => store.mark(name)))[0],
    swapMark: async (name, value) => (await answers((store) => store.swapMark(name, value)))[0],
  };
}
