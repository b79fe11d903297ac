// The Redis store's key names and the Lua scripts that change several keys in one step (redis-store.ts):
// kept apart from the store so each script reads beside its own account of its keys and arguments.

// Beside each record and expiring with it: its reference, naming its id (of two sharing one, the last
// saved), and its mark once a digest announced it. Held and refused ids are indexed by receipt, waiting ones by
// due and receipt.
export const KEY = {
  record: 'sarnia:record:',
  reference: 'sarnia:record-ref:',
  claim: 'sarnia:record-release:',
  announced: 'sarnia:record-announced:',
  held: 'sarnia:records:held',
  refused: 'sarnia:records:refused',
  due: 'sarnia:records:due',
  waiting: 'sarnia:records:waiting',
  digest: 'sarnia:held-digest',
  digestTurn: 'sarnia:held-digest-turn',
  flag: 'sarnia:flag:',
  fingerprint: 'sarnia:retry:',
  erased: 'sarnia:erased:',
  sameText: 'sarnia:same-text:',
  sameTextCount: 'sarnia:same-text-count:',
  receipt: 'sarnia:receipt:',
  receiptsSent: 'sarnia:receipts-sent',
} as const;
// Keys asked for by one SCAN step, and held records one enquiry drops at most.
export const BATCH = 500;
export const DROP_AT_ONCE = 16;
/**
 * A script whose keys and arguments are named: its text first reads each into a local of its name, and
 * `args` gives EVAL's KEYS and ARGV from fields of those names, in the order the locals read them.
 */
export type Script = { text: string; args(named: never): { keys: string[]; arguments: string[] } };

function script<K extends string, A extends string>(keys: readonly K[], argv: readonly A[], body: string) {
  const local = (table: string) => (name: string, index: number) => `local ${name} = ${table}[${index + 1}]`;
  return {
    text: [...keys.map(local('KEYS')), ...argv.map(local('ARGV')), body].join('\n'),
    args: (named: Record<K, string> & Record<A, string | number>) => ({
      keys: keys.map((name) => named[name]),
      arguments: argv.map((name) => String(named[name])),
    }),
  };
}

// The held cap in one step, so servers capping at once drop and count each record once; the index
// expires with its newest entry, and a record an operator is releasing stays.
export const CAP_HELD = script(
  ['heldKey', 'digestKey'],
  ['cap', 'atOnce', 'expiredBefore', 'recordPrefix', 'claimPrefix', 'heldMs'],
  `
redis.call('ZREMRANGEBYSCORE', heldKey, '-inf', expiredBefore)
local newest = redis.call('ZRANGE', heldKey, -1, -1, 'WITHSCORES')
if #newest > 0 then redis.call('PEXPIREAT', heldKey, string.format('%.0f', tonumber(newest[2]) + tonumber(heldMs))) end
local excess = redis.call('ZCARD', heldKey) - tonumber(cap)
if excess <= 0 then return 0 end
local popped = redis.call('ZPOPMIN', heldKey, math.min(excess, tonumber(atOnce)))
local dropped = 0
for i = 1, #popped, 2 do
  if redis.call('EXISTS', claimPrefix .. popped[i]) == 0 then dropped = dropped + redis.call('DEL', recordPrefix .. popped[i]) end
end
if dropped > 0 then redis.call('HINCRBY', digestKey, 'dropped', dropped) end
return dropped`,
);

// A stored record's statusAt, if it is one.
const STATUS_AT = `
local function statusAt(text)
  local ok, decoded = pcall(cjson.decode, text)
  if ok and type(decoded) == 'table' and type(decoded.statusAt) == 'string' then return decoded.statusAt end
end`;

// A record written whole with its reference and indexes, in one step, as `mode` allows: `insert` where none
// has its id; `update` where it is held as read (`readStatusAt`); `adopt-intake` and `adopt-update` as adopt
// says (redis-store.ts; `erasedKey`: its address's erasure mark, `unkeyedErasedKey` the one it may still have
// under its unkeyed hash, address-key.ts). `listed`: the index its status lists it in
// by receipt (record-life.ts), or ''; `dueMs`: when its send or its receipt is due, or ''; `before`: the
// indexes it may be in from an earlier status (record-life.ts), which it leaves unless it belongs there.
export const WRITE = script(
  ['recordKey', 'referenceKey', 'heldKey', 'refusedKey', 'waitingKey', 'dueKey', 'erasedKey', 'unkeyedErasedKey'],
  ['mode', 'readStatusAt', 'recordText', 'expiresAt', 'id', 'listed', 'receivedMs', 'dueMs', 'newStatusAt', 'before'],
  `${STATUS_AT}
local current = redis.call('GET', recordKey)
local held = current and statusAt(current)
if mode == 'insert' and current then return 'exists' end
if mode == 'update' and (not current or held ~= readStatusAt) then return 'gone' end
if mode == 'adopt-intake' or mode == 'adopt-update' then
  if held and held > newStatusAt then return 'kept-newer' end
  if not current and mode == 'adopt-update' then return 'gone' end
  for _, key in ipairs({ erasedKey, unkeyedErasedKey }) do
    local erased = not current and redis.call('GET', key)
    if erased and tonumber(erased) >= tonumber(receivedMs) then return 'erased' end
  end
end
redis.call('SET', recordKey, recordText, 'PXAT', expiresAt)
redis.call('SET', referenceKey, id, 'PXAT', expiresAt)
local function wasIn(name) return string.find(' ' .. before .. ' ', ' ' .. name .. ' ', 1, true) end
for name, index in pairs({ held = heldKey, refused = refusedKey, waiting = waitingKey }) do
  if name == listed then redis.call('ZADD', index, receivedMs, id) elseif wasIn(name) then redis.call('ZREM', index, id) end
end
if dueMs ~= '' then redis.call('ZADD', dueKey, dueMs, id) elseif wasIn('due') then redis.call('ZREM', dueKey, id) end
return 'taken'`,
);

// receiptTurn (store-contract.ts) in one step, so an erasure (which deletes the records, then the mark) is
// wholly before it or after. The site's count is a sorted set of random tokens by time, holding no address;
// the receipt's state and attempts are as read. The mark may still be under the unkeyed hash (address-key.ts).
export const RECEIPT_TURN = script(
  ['recordKey', 'markKey', 'sentKey', 'unkeyedMarkKey'],
  ['statusAtRead', 'id', 'nowMs', 'spanMs', 'ceiling', 'token', 'receiptState', 'receiptAttempts'],
  `${STATUS_AT}
local current = redis.call('GET', recordKey)
if not current or statusAt(current) ~= statusAtRead then return 'gone' end
local receipt = cjson.decode(current).receipt
if type(receipt) ~= 'table' or receipt.state ~= receiptState or tostring(receipt.attempts) ~= receiptAttempts then return 'gone' end
local holder = redis.call('GET', markKey) or redis.call('GET', unkeyedMarkKey)
if holder then return holder == id and 'taken' or 'address' end
redis.call('ZREMRANGEBYSCORE', sentKey, '-inf', tonumber(nowMs) - tonumber(spanMs))
if redis.call('ZCARD', sentKey) >= tonumber(ceiling) then return 'site' end
redis.call('SET', markKey, id, 'PX', spanMs)
redis.call('ZADD', sentKey, nowMs, token)
redis.call('PEXPIRE', sentKey, spanMs)
return 'taken'`,
);

// An address's note of a text (the address's hash then the text's), expiring by itself after the period,
// holds a token of no meaning; the text's count holds each token, scored by when its note goes, so no hash
// of an address stays there past its note's time.
export const NOTE_TEXT = script(
  ['noteKey', 'countKey'],
  ['nowMs', 'periodMs', 'newToken'],
  `
local token = redis.call('GET', noteKey) or newToken
redis.call('SET', noteKey, token, 'PX', periodMs)
redis.call('ZREMRANGEBYSCORE', countKey, '-inf', nowMs)
redis.call('ZADD', countKey, string.format('%.0f', tonumber(nowMs) + tonumber(periodMs)), token)
redis.call('PEXPIRE', countKey, periodMs)
return redis.call('ZCARD', countKey)`,
);

// An address's note of a text erased, and its token with it, so the text's count no longer counts it.
export const ERASE_TEXT = script(
  ['noteKey', 'countKey'],
  [],
  `
local token = redis.call('GET', noteKey)
if token then redis.call('ZREM', countKey, token) end
return redis.call('DEL', noteKey)`,
);
