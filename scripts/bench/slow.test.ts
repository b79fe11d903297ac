import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarise } from './summary.mjs';
import { indexOf, metByMost, slowRows } from './slow.mjs';
import { slowTables } from './slow-report.mjs';

type Load = { performance: number | null; tbtMs: number | null; benchmarkIndex?: number };

// One slow run's summaries from a few loads per target, as runSlow makes them.
const run = (targets: Record<string, Load[]>) => ({
  minutes: 1,
  summaries: Object.fromEntries(
    Object.entries(targets).map(([name, loads]) => [
      name,
      summarise(
        loads.map((load) => ({
          lcpMs: 1000,
          fcpMs: 900,
          cls: 0,
          styleLayoutMs: 0,
          benchmarkIndex: 1500,
          failing: [],
          ...load,
        })),
      ),
    ]),
  ),
  benchmarkIndex: Object.values(targets).flatMap((loads) => loads.map((load) => load.benchmarkIndex ?? 1500)),
});
const loads = (performance: number | null, ...tbtMs: (number | null)[]) =>
  tbtMs.map((tbt) => ({ performance, tbtMs: tbt }));

test('a route meets the slow goals within 1.3 times the empty page blocking time and 2 points of its score', () => {
  const [within, beyond] = slowRows(
    run({
      empty: loads(90, 300, 280, 320),
      '/': loads(88, 380, 390, 385),
      '/fr': loads(87, 400, 390, 395),
    }),
    ['/', '/fr'],
  );
  assert.deepEqual([within!.tbtRatio, within!.tbtPass, within!.scorePass], [1.28, true, true]);
  assert.deepEqual([beyond!.tbtRatio, beyond!.tbtPass, beyond!.scorePass], [1.32, false, false]);
});

test('a load that never became interactive counts as the worst, not as no load', () => {
  const [row] = slowRows(
    run({ empty: loads(90, 300, 300, 300), '/': [...loads(90, 310, 320), ...loads(null, null)] }),
    ['/'],
  );
  assert.equal(row!.tbtMs.value, 320);
  assert.deepEqual(row!.tbtMs.range, [310, null]);
});

test('a goal is met when most runs meet it: one noisy run of three decides nothing', () => {
  assert.equal(metByMost([true, true, false]), true);
  assert.equal(metByMost([true, false, false]), false);
  assert.equal(metByMost([true, false]), false);
  assert.equal(metByMost([true]), true);
});

test("each run's tables name the machine's speed beside every figure, and the pages that met both goals", () => {
  assert.equal(indexOf([1500, 1200, null, 1700]), '1500 (1200–1700)');
  const fast = run({ empty: loads(90, 300, 300, 300), '/': loads(90, 320, 320, 320) });
  const slow = run({ empty: loads(80, 300, 300, 300), '/': loads(70, 500, 500, 500) });
  const { goals, figures, summary } = slowTables(
    { date: '2026-11-29', machine: 'test', lighthouse: '13', runs: 3, slow: [fast, fast, slow] },
    ['/'],
  );
  assert.match(
    goals,
    /\| \/ \| TBT ≤ 1\.3 × empty page \| 1\.07 × \(320 \/ 300 ms\) \| 1\.07 × .* \| 1\.67 × .* \| yes \|/,
  );
  assert.match(figures, /Run 3: 1 minutes; benchmarkIndex 1500 \(1500–1500\)/);
  assert.equal(summary, '1 of 1 pages meet both slow-mode goals');
});
