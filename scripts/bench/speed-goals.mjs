// The site's one set of speed goals, each judged on the median of a run's rounds, with the lowest and highest
// round beside it. Blocking time and the mobile score are set against the empty Next page measured in the same
// rounds (issue 48): a busy machine slows both alike, so the ratio holds where the absolute figures do not.
// Layout shift (issue 31), the simulated largest paint and the desktop score are absolute; the devtools first
// and largest paints are set against each page's content floor.
import { EMPTY, floorOf, modes } from './summary.mjs';

/**
 * @typedef {{ page: string, mode: string, metric: string, value: number | null, range: (number | null)[], target: string, pass: boolean }} GoalRow
 * @typedef {Record<string, Record<string, Record<string, any>>>} Summaries by mode, then by target
 */

/** A quiet machine gives the empty page this mobile score; a run where it does not is said not to count. */
const QUIET_MACHINE_SCORE = 98;
/** How many times the empty page's blocking time a page may block, in the mobile and devtools modes. */
export const TBT_RATIO = 1.2;
/** How far under the empty page's mobile score a page may fall. */
const SCORE_MARGIN = 1;

/** @param {Summaries} summaries */
export const runCounts = (summaries) => summaries.mobile[EMPTY].performance >= QUIET_MACHINE_SCORE;

/** The page's figure over the empty page's, to two places; null where either has none. */
/** @param {number | null} value @param {number | null} empty */
export const ratio = (value, empty) =>
  value === null || empty === null || empty === 0 ? null : Math.round((value / empty) * 100) / 100;

/** @param {Summaries} summaries @param {string[]} routes @returns {GoalRow[]} */
export function speedGoalRows(summaries, routes) {
  const { mobile, devtools, desktop } = summaries;
  /** @type {GoalRow[]} */
  const rows = [];
  /**
   * @param {string} page @param {string} mode @param {Record<string, any>} summary @param {string} metric
   * @param {string} target @param {(value: number) => boolean} met
   */
  const goal = (page, mode, summary, metric, target, met) =>
    rows.push({
      page,
      mode,
      metric,
      value: summary[metric],
      range: summary.range[metric],
      target,
      pass: summary[metric] !== null && met(summary[metric]),
    });
  const maxOf = (/** @type {Record<string, any>} */ summary, /** @type {string} */ metric) => summary.range[metric][1];
  const emptyScore = mobile[EMPTY].performance;
  const leastScore = Math.max(emptyScore - SCORE_MARGIN, emptyScore >= QUIET_MACHINE_SCORE ? QUIET_MACHINE_SCORE : 0);
  const scoreTarget = `≥ empty page − ${SCORE_MARGIN}${emptyScore >= QUIET_MACHINE_SCORE ? ` and ≥ ${QUIET_MACHINE_SCORE}` : ''} (${leastScore})`;
  for (const route of routes) {
    goal(route, 'mobile', mobile[route], 'performance', scoreTarget, (v) => v >= leastScore);
    for (const mode of ['mobile', 'devtools']) {
      const summary = summaries[mode];
      const emptyTbt = summary[EMPTY].tbtMs;
      const most = emptyTbt === null ? null : Math.round(emptyTbt * TBT_RATIO);
      goal(
        route,
        mode,
        summary[route],
        'tbtMs',
        `≤ ${TBT_RATIO} × empty page (${most ?? 'none'})`,
        (v) => most !== null && v <= most,
      );
    }
    goal(route, 'mobile', mobile[route], 'lcpMs', '≤ 2200 ms', (v) => v <= 2200);
    // A shift is judged in every run, not by the median (issue 31): the highest run must stay within it.
    goal(route, 'mobile', mobile[route], 'cls', '≤ 0.005 in every run', () => maxOf(mobile[route], 'cls') <= 0.005);
    goal(route, 'desktop', desktop[route], 'performance', '100', (v) => v >= 100);
    goal(route, 'desktop', desktop[route], 'cls', '≤ 0.005 in every run', () => maxOf(desktop[route], 'cls') <= 0.005);
    goal(route, 'devtools', devtools[route], 'cls', '≤ 0.01 in every run', () => maxOf(devtools[route], 'cls') <= 0.01);
    for (const metric of ['fcpMs', 'lcpMs']) {
      const floor = devtools[floorOf(route)][metric];
      goal(
        route,
        'devtools',
        devtools[route],
        metric,
        `≤ content floor + 100 ms (${floor + 100})`,
        (v) => v <= floor + 100,
      );
    }
  }
  return rows;
}

/**
 * Each route's blocking time and score in each mode beside the empty page's from the same rounds.
 * @param {Summaries} summaries @param {string[]} routes
 */
export function emptyPageRows(summaries, routes) {
  return modes.flatMap((mode) => {
    const empty = summaries[mode][EMPTY];
    return routes.map((route) => {
      const page = summaries[mode][route];
      return {
        mode,
        page: route,
        tbtMs: { value: page.tbtMs, range: page.range.tbtMs },
        emptyTbtMs: { value: empty.tbtMs, range: empty.range.tbtMs },
        tbtRatio: ratio(page.tbtMs, empty.tbtMs),
        performance: { value: page.performance, range: page.range.performance },
        emptyPerformance: { value: empty.performance, range: empty.range.performance },
      };
    });
  });
}

const FIGURES = /** @type {const} */ (['performance', 'lcpMs', 'tbtMs', 'fcpMs', 'cls', 'benchmarkIndex']);

/** Every target's medians and ranges in every mode, for the report's full table. */
/** @param {Summaries} summaries */
export function speedFigures(summaries) {
  return Object.entries(summaries).flatMap(([mode, targets]) =>
    Object.entries(targets).map(([page, summary]) => ({
      mode,
      page,
      ...Object.fromEntries(FIGURES.map((key) => [key, { value: summary[key], range: summary.range[key] }])),
    })),
  );
}
