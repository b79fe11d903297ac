import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { summarise } from './summary.mjs';
import { emptyPageRows, speedGoalRows } from './speed-goals.mjs';

type Figures = { performance: number | null; tbtMs: number | null; lcpMs?: number; fcpMs?: number; cls?: number };

// One mode's summaries from a few rounds of figures per target, as the bench makes them.
const mode = (targets: Record<string, Figures[]>) =>
  Object.fromEntries(
    Object.entries(targets).map(([name, runs]) => [
      name,
      summarise(
        runs.map((run) => ({
          accessibility: 100,
          'best-practices': 100,
          seo: 100,
          lcpMs: 1000,
          fcpMs: 900,
          cls: 0,
          styleLayoutMs: 0,
          failing: [],
          ...run,
        })),
      ),
    ]),
  );

const runs = (performance: number | null, ...tbtMs: (number | null)[]) =>
  tbtMs.map((tbt) => ({ performance, tbtMs: tbt }));
const floor = runs(100, 0, 0, 0);

const summaries = (emptyScore: number, page: Figures[], devtoolsPage: Figures[] = page) => ({
  mobile: mode({ empty: runs(emptyScore, 150, 100, 200), '/': page, '/ (content floor)': floor }),
  devtools: mode({ empty: runs(emptyScore, 150, 100, 200), '/': devtoolsPage, '/ (content floor)': floor }),
  desktop: mode({ empty: runs(100, 0, 0, 0), '/': runs(100, 10, 10, 10), '/ (content floor)': floor }),
});

const goalOf = (rows: ReturnType<typeof speedGoalRows>, mode: string, metric: string) => {
  const row = rows.find((r) => r.mode === mode && r.metric === metric);
  assert.ok(row, `${mode} ${metric}`);
  return row;
};

describe('the speed goals against the empty page', () => {
  test('blocking time is met within 1.2 times the empty page median of the same rounds, and not beyond', () => {
    const within = speedGoalRows(summaries(99, runs(99, 170, 180, 175)), ['/']);
    assert.equal(goalOf(within, 'mobile', 'tbtMs').target, '≤ 1.2 × empty page (180)');
    assert.equal(goalOf(within, 'mobile', 'tbtMs').pass, true);
    const beyond = speedGoalRows(summaries(99, runs(99, 170, 185, 190)), ['/']);
    assert.equal(goalOf(beyond, 'mobile', 'tbtMs').value, 185);
    assert.equal(goalOf(beyond, 'mobile', 'tbtMs').pass, false);
  });

  test('the mobile score may fall one point under the empty page, and must be 98 when the machine was quiet', () => {
    const busy = speedGoalRows(summaries(90, runs(89, 100, 100, 100)), ['/']);
    assert.equal(goalOf(busy, 'mobile', 'performance').target, '≥ empty page − 1 (89)');
    assert.equal(goalOf(busy, 'mobile', 'performance').pass, true);
    const quiet = speedGoalRows(summaries(98, runs(97, 100, 100, 100)), ['/']);
    assert.equal(goalOf(quiet, 'mobile', 'performance').target, '≥ empty page − 1 and ≥ 98 (98)');
    assert.equal(goalOf(quiet, 'mobile', 'performance').pass, false);
  });

  test('a devtools run that never became interactive counts as the worst, not as no run', () => {
    const page = [...runs(99, 120, 130), ...runs(null, null)];
    const rows = speedGoalRows(summaries(99, runs(99, 120, 130, 140), page), ['/']);
    const devtools = goalOf(rows, 'devtools', 'tbtMs');
    assert.equal(devtools.value, 130);
    assert.deepEqual(devtools.range, [120, null]);
    const twice = speedGoalRows(summaries(99, runs(99, 120, 130, 140), [...runs(99, 120), ...runs(null, null, null)]), [
      '/',
    ]);
    assert.equal(goalOf(twice, 'devtools', 'tbtMs').value, null);
    assert.equal(goalOf(twice, 'devtools', 'tbtMs').pass, false);
  });

  test('each route is reported beside the empty page in every mode, with the ratio of the medians', () => {
    const rows = emptyPageRows(summaries(99, runs(99, 165, 180, 170)), ['/']);
    assert.deepEqual(
      rows.map((r) => [r.mode, r.page, r.tbtMs.value, r.emptyTbtMs.value, r.tbtRatio]),
      [
        ['mobile', '/', 170, 150, 1.13],
        ['devtools', '/', 170, 150, 1.13],
        ['desktop', '/', 10, 0, null],
      ],
    );
  });
});
