// The site's one set of speed goals (issue 23, with issue 31's bounds on layout shift and first paint), each judged on the median of a run's rounds, with the
// lowest and highest round beside it. Targets relative to a reference take the reference's median.
import { EMPTY, floorOf } from './pagespeed.mjs';

/**
 * @typedef {{ page: string, mode: string, metric: string, value: number, range: number[], target: string, pass: boolean }} GoalRow
 * @typedef {Record<string, Record<string, Record<string, any>>>} Summaries by mode, then by target
 */

/** The empty page must score this in the run's mobile medians for the run to count. */
const QUIET_MACHINE_SCORE = 98;

/** @param {Summaries} summaries */
export const runCounts = (summaries) => summaries.mobile[EMPTY].performance >= QUIET_MACHINE_SCORE;

/** @param {Summaries} summaries @param {string[]} routes @param {string[]} homes @returns {GoalRow[]} */
export function speedGoalRows(summaries, routes, homes) {
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
      pass: met(summary[metric]),
    });
  const maxOf = (/** @type {Record<string, any>} */ summary, /** @type {string} */ metric) => summary.range[metric][1];
  for (const route of routes) {
    goal(route, 'mobile', mobile[route], 'performance', '≥ 98', (v) => v >= 98);
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
    if (homes.includes(route)) {
      goal(route, 'devtools', devtools[route], 'lcpMs', "≤ 968 ms (issue 23's run)", (v) => v <= 968);
    }
    const emptyTbt = devtools[EMPTY].tbtMs;
    goal(route, 'devtools', devtools[route], 'tbtMs', `≤ empty page (${emptyTbt})`, (v) => v <= emptyTbt);
  }
  return rows;
}

const FIGURES = /** @type {const} */ (['performance', 'lcpMs', 'tbtMs', 'fcpMs', 'cls']);

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
