// The slow mode (issue 56): Lighthouse's mobile preset throttled for real (devtools throttling: its 4 × CPU
// and its slow 4G), the performance category alone, on this machine as it is. Each round loads the empty
// Next page, then each route (and, with --against, the same route from another build beside it); every run
// counts, whatever the machine was doing, and Lighthouse's benchmarkIndex is kept beside each, so a reader
// sees how fast the machine was. A slow run is repeated (--repeat), and a route meets a goal when it meets it
// in most of the runs: one noisy run decides nothing.
import path from 'node:path';
import { openLighthouse } from './lighthouse.mjs';
import { EMPTY, median, summarise } from './summary.mjs';
import { ratio } from './speed-goals.mjs';

/** How many times the empty page's blocking time a route may block, by median, in a slow run. */
export const SLOW_TBT_RATIO = 1.3;
/** How far under the empty page's performance score a route may fall, by median, in a slow run. */
export const SLOW_SCORE_MARGIN = 2;

/** The same route served by the build given with --against. @param {string} route */
export const againstOf = (route) => `${route} (against)`;

/** @param {string} target */
const slug = (target) =>
  target
    .replace(/^\/(?= |$)/, 'home')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * One slow run: `runs` interleaved rounds of every target, each target's runs summed up.
 * @param {{ siteOrigin: string, emptyOrigin: string, againstOrigin?: string, routes: string[], runs: number, keepDir?: string }} options
 */
export async function runSlow({ siteOrigin, emptyOrigin, againstOrigin, routes, runs, keepDir }) {
  /** @type {[string, string][]} */
  const targets = [
    [EMPTY, `${emptyOrigin}/`],
    ...routes.flatMap((route) => {
      /** @type {[string, string][]} */
      const pair = [[route, `${siteOrigin}${route}`]];
      if (againstOrigin) pair.push([againstOf(route), `${againstOrigin}${route}`]);
      return pair;
    }),
  ];
  /** @type {Map<string, import('./summary.mjs').Sample[]>} */
  const samples = new Map(targets.map(([name]) => [name, []]));
  const session = await openLighthouse({ keepDir });
  const started = Date.now();
  try {
    for (let round = 0; round < runs; round++) {
      const roundStarted = Date.now();
      for (const [name, url] of targets) samples.get(name)?.push(await session.run(url, 'slow', `slow-${slug(name)}`));
      console.log(`slow: round ${round + 1} of ${runs} done in ${Math.round((Date.now() - roundStarted) / 1000)} s`);
    }
  } finally {
    session.close();
  }
  return {
    minutes: Math.round((Date.now() - started) / 6000) / 10,
    summaries: Object.fromEntries([...samples].map(([name, list]) => [name, summarise(list)])),
    benchmarkIndex: [...samples.values()].flat().map((sample) => sample.benchmarkIndex),
  };
}

/** @typedef {Awaited<ReturnType<typeof runSlow>>} SlowRun */

/**
 * Each target's blocking time and score in one slow run beside the empty page's, and whether it met the goals.
 * @param {SlowRun} run @param {string[]} pages every target but the empty page, in the order measured
 */
export function slowRows(run, pages) {
  const empty = run.summaries[EMPTY];
  return pages.map((page) => {
    const summary = run.summaries[page];
    const tbtRatio = ratio(summary.tbtMs, empty.tbtMs);
    return {
      page,
      tbtMs: { value: summary.tbtMs, range: summary.range.tbtMs },
      emptyTbtMs: { value: empty.tbtMs, range: empty.range.tbtMs },
      tbtRatio,
      tbtPass: tbtRatio !== null && summary.tbtMs <= empty.tbtMs * SLOW_TBT_RATIO,
      performance: { value: summary.performance, range: summary.range.performance },
      emptyPerformance: { value: empty.performance, range: empty.range.performance },
      scorePass:
        summary.performance !== null &&
        empty.performance !== null &&
        summary.performance >= empty.performance - SLOW_SCORE_MARGIN,
      lcpMs: { value: summary.lcpMs, range: summary.range.lcpMs },
      cls: { value: summary.cls, range: summary.range.cls },
    };
  });
}

/** A route meets a goal when it met it in more than half of the runs. @param {boolean[]} passes */
export const metByMost = (passes) => passes.filter(Boolean).length * 2 > passes.length;

/** The median and range of the machine's benchmarkIndex over a run's loads. @param {(number | null)[]} values */
export const indexOf = (values) => {
  const known = /** @type {number[]} */ (values.filter((v) => v !== null));
  return known.length ? `${median(known, true)} (${Math.min(...known)}–${Math.max(...known)})` : 'none';
};

/** Where a repeated slow run keeps the reports and traces of each of its runs. @param {string} dir @param {number} n */
export const runDir = (dir, n) => path.join(dir, `slow-run-${n}`);
