// The Redis store's key names and the Lua scripts that change several keys in one step (redis-store.ts):
// kept apart from the store so each script reads beside its own account of its KEYS and ARGV.

// Beside each record and expiring with it: its reference, naming its id (of two sharing one, the last
// saved), and its mark once a digest announced it. Held and refused ids are indexed by receipt, waiting ones by
// due and receipt.
export const RECORD = 'sarnia:record:';
export const REFERENCE = 'sarnia:record-ref:';
export const CLAIM = 'sarnia:record-release:';
export const ANNOUNCED = 'sarnia:record-announced:';
export const HELD = 'sarnia:records:held';
export const REFUSED = 'sarnia:records:refused';
export const DUE = 'sarnia:records:due';
export const WAITING = 'sarnia:records:waiting';
export const DIGEST = 'sarnia:held-digest';
export const DIGEST_TURN = 'sarnia:held-digest-turn';
export const FLAG = 'sarnia:flag:';
export const FINGERPRINT = 'sarnia:retry:';
export const ERASED = 'sarnia:erased:';
export const SAME_TEXT = 'sarnia:same-text:';
export const SAME_TEXT_COUNT = 'sarnia:same-text-count:';
export const RECEIPT = 'sarnia:receipt:';
export const RECEIPTS_SENT = 'sarnia:receipts-sent';
// Keys asked for by one SCAN step, and held records one enquiry drops at most.
export const BATCH = 500;
export const DROP_AT_ONCE = 16;
// The held cap in one step, so servers capping at once drop and count each record once; the index
// expires with its newest entry, and a record an operator is releasing stays. ARGV: cap, most at once,
// expired before, record and claim prefixes, the held period (ms).
export const CAP_HELD = `
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

// A stored record's statusAt, if it is one.
const STATUS_AT = `
local function statusAt(text)
  local ok, decoded = pcall(cjson.decode, text)
  if ok and type(decoded) == 'table' and type(decoded.statusAt) == 'string' then return decoded.statusAt end
end`;

// A record written whole with its reference and indexes, in one step, as `mode` allows: `insert` where none
// has its id; `update` where it is held as read (its statusAt, ARGV[2]); `adopt-intake` and `adopt-update` by
// adoption()'s rule in store-contract.ts (KEYS[7] on: the erasure marks its address may be under). ARGV:
// mode, statusAt read, record, expires at, id, status, received (ms), due (its send's or its receipt's, ms, or
// ''), its statusAt, and '1' while it waits to be sent (the index of the oldest waiting).
export const WRITE = `${STATUS_AT}
local mode, current = ARGV[1], redis.call('GET', KEYS[1])
if mode == 'insert' then
  if current then return 'exists' end
elseif mode == 'update' then
  if not current or statusAt(current) ~= ARGV[2] then return 'gone' end
elseif current then
  local held = statusAt(current)
  if held and held > ARGV[9] then return 'kept-newer' end
elseif mode ~= 'adopt-intake' then
  return 'gone'
else
  for i = 7, #KEYS do
    local erased = redis.call('GET', KEYS[i])
    if erased and tonumber(erased) >= tonumber(ARGV[7]) then return 'erased' end
  end
end
local id, status = ARGV[5], ARGV[6]
redis.call('SET', KEYS[1], ARGV[3], 'PXAT', ARGV[4])
redis.call('SET', KEYS[2], id, 'PXAT', ARGV[4])
if status == 'held' then redis.call('ZADD', KEYS[3], ARGV[7], id) else redis.call('ZREM', KEYS[3], id) end
if status == 'refused' then redis.call('ZADD', KEYS[4], ARGV[7], id) else redis.call('ZREM', KEYS[4], id) end
if ARGV[8] ~= '' then redis.call('ZADD', KEYS[5], ARGV[8], id) elseif status ~= 'held' then redis.call('ZREM', KEYS[5], id) end
if ARGV[10] == '1' then redis.call('ZADD', KEYS[6], ARGV[7], id) elseif status ~= 'held' then redis.call('ZREM', KEYS[6], id) end
return 'taken'`;

// receiptTurn (store-contract.ts) in one step, so an erasure (which deletes the records, then the mark) is wholly
// before it or after. KEYS: the record, the site's count (a sorted set of random tokens by time, holding no
// address), the mailbox's mark, and the mark it may still have under its unkeyed hash. ARGV: the record's
// statusAt, id, now, span (ms), ceiling, a token, and its receipt's state and attempts as read.
export const RECEIPT_TURN = `${STATUS_AT}
local current = redis.call('GET', KEYS[1])
if not current or statusAt(current) ~= ARGV[1] then return 'gone' end
local receipt = cjson.decode(current).receipt
if type(receipt) ~= 'table' or receipt.state ~= ARGV[7] or tostring(receipt.attempts) ~= ARGV[8] then return 'gone' end
local holder = redis.call('GET', KEYS[3]) or (KEYS[4] and redis.call('GET', KEYS[4]))
if holder then
  if holder == ARGV[2] then return 'taken' end
  return 'address'
end
local now, span = tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - span)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 'site' end
redis.call('SET', KEYS[3], ARGV[2], 'PX', span)
redis.call('ZADD', KEYS[2], now, ARGV[6])
redis.call('PEXPIRE', KEYS[2], span)
return 'taken'`;

// An address's note of a text (KEYS[1], the address's hash then the text's), expiring by itself after the period
// (ARGV[2]), holds a token of no meaning; the text's count (KEYS[2]) holds each token, scored by when its note
// goes, so no hash of an address stays there past its note's time. ARGV: now, the period, a new token.
export const NOTE_TEXT = `
local token = redis.call('GET', KEYS[1]) or ARGV[3]
redis.call('SET', KEYS[1], token, 'PX', ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
redis.call('ZADD', KEYS[2], string.format('%.0f', tonumber(ARGV[1]) + tonumber(ARGV[2])), token)
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return redis.call('ZCARD', KEYS[2])`;
// An address's note of a text erased, and its token with it, so the text's count no longer counts it.
export const ERASE_TEXT = `
local token = redis.call('GET', KEYS[1])
if token then redis.call('ZREM', KEYS[2], token) end
return redis.call('DEL', KEYS[1])`;
