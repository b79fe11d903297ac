import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedResult } from './shared-result';

test('callers during a run share it; the result is kept as long as keepMs says for it', async () => {
  let clock = 0;
  let runs = 0;
  const get = sharedResult(
    async () => ++runs,
    (run) => (run === 1 ? 1_000 : 50),
    () => clock,
  );
  assert.deepEqual(await Promise.all([get(), get(), get()]), [1, 1, 1]);
  clock = 999;
  assert.equal(await get(), 1);
  clock = 1_000;
  assert.equal(await get(), 2);
  clock = 1_049;
  assert.equal(await get(), 2);
  clock = 1_050;
  assert.equal(await get(), 3);
});
