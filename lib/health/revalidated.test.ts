import assert from 'node:assert/strict';
import { test } from 'node:test';
import { revalidated } from './revalidated';

test('readers during a run share it; its result is kept as long as keepMs says for it', async () => {
  let clock = 0;
  let runs = 0;
  const cell = revalidated(
    async () => ++runs,
    (run) => (run === 1 ? 1_000 : 50),
    { boundMs: 5_000, now: () => clock },
  );
  assert.deepEqual(
    await Promise.all([cell.read(10), cell.read(10), cell.read(10)]),
    [1, 1, 1].map((value) => ({ value })),
  );
  clock = 999;
  assert.deepEqual(await cell.read(10), { value: 1 });
  clock = 1_000;
  assert.deepEqual(await cell.read(10), { value: 2 });
  clock = 1_049;
  assert.deepEqual(await cell.read(10), { value: 2 });
  clock = 1_050;
  assert.deepEqual(await cell.read(10), { value: 3 });
});

// Mocked timers and clock: how long a reader waits is a fact of the code, not of this machine's speed.
test('a slow run: pending before any result, then the last result while it runs, and overdue past the bound', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  let finish: (value: string) => void = () => {};
  let runs = 0;
  const cell = revalidated(
    () => {
      runs++;
      return new Promise<string>((resolve) => (finish = resolve));
    },
    () => 0,
    { boundMs: 5_000 },
  );
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  const read = async () => {
    let reading: Awaited<ReturnType<typeof cell.read>> | undefined;
    void cell.read(800).then((value) => (reading = value));
    await settle();
    t.mock.timers.tick(800);
    await settle();
    return reading;
  };
  cell.refresh();
  assert.deepEqual(await read(), { pending: true });
  finish('first');
  await settle();
  assert.deepEqual(await read(), { value: 'first' });
  assert.equal(runs, 2);
  // The second run, started at 800 ms, is slow: its readers get the first's result until it passes the bound.
  t.mock.timers.tick(3_399);
  assert.deepEqual(await read(), { value: 'first' });
  assert.equal(Date.now(), 800 + 4_999);
  assert.deepEqual(await read(), { overdue: true });
  finish('second');
  await settle();
  const next = cell.read(800);
  finish('third');
  assert.deepEqual(await next, { value: 'third' });
  assert.equal(runs, 3);
});
