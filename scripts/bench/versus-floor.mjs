// Lighthouse mobile on the floor and on each route in turn (floor, /, /privacy-policy, …, floor, /, …),
// so both see the same machine at the same moments; the goals are judged on the comparison.
import { openLighthouse, summarise } from './lighthouse.mjs';

/** @param {string} route */
const slug = (route) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

/**
 * @param {{ siteOrigin: string, floorOrigin: string, routes: string[], runs: number, keepDir?: string }} options
 * @returns {Promise<Record<string, Record<string, any>>>}
 */
export async function runVersusFloor({ siteOrigin, floorOrigin, routes, runs, keepDir }) {
  const session = await openLighthouse({ keepDir });
  /** @type {Map<string, import('./lighthouse.mjs').Sample[]>} */
  const samples = new Map([['floor', []], ...routes.map((route) => /** @type {[string, []]} */ ([route, []]))]);
  /** @param {string} key */
  const samplesOf = (key) => /** @type {import('./lighthouse.mjs').Sample[]} */ (samples.get(key));
  try {
    for (let round = 0; round < runs; round++) {
      samplesOf('floor').push(await session.run(`${floorOrigin}/`, 'mobile', 'floor'));
      for (const route of routes)
        samplesOf(route).push(await session.run(`${siteOrigin}${route}`, 'mobile', slug(route)));
      console.log(`versus floor: round ${round + 1} of ${runs} done`);
    }
  } finally {
    session.close();
  }
  return Object.fromEntries([...samples].map(([key, list]) => [key, summarise(list)]));
}

/** @param {number} value @param {number} floor */
const ratio = (value, floor) => (floor === 0 ? (value === 0 ? 1 : null) : Math.round((value / floor) * 100) / 100);

// Each figure's goal against the floor's median, from issue 13; null where the issue sets none.
/** @typedef {(value: number, floor: number) => boolean} Met */
/** @type {Record<string, { label: string, met: Met, only?: string } | null>} */
const goals = {
  performance: { label: '≥ floor', met: (v, f) => v >= f },
  lcpMs: { label: '≤ floor + 100 ms', met: (v, f) => v - f <= 100 },
  tbtMs: { label: '≤ floor', met: (v, f) => v <= f },
  fcpMs: null,
  cls: { label: '≤ floor', met: (v, f) => v <= f },
  styleLayoutMs: { label: '≤ 2 × floor', met: (v, f) => v <= 2 * f, only: '/' },
};
/** @type {Record<string, string>} */
const names = {
  performance: 'performance',
  lcpMs: 'LCP (ms)',
  tbtMs: 'TBT (ms)',
  fcpMs: 'FCP (ms)',
  cls: 'CLS',
  styleLayoutMs: 'style & layout (ms)',
};

/** One row per route and figure: the site's median and range, the floor's, their ratio and the goal. */
/**
 * @param {Record<string, Record<string, any>>} summaries @param {string[]} routes
 * @returns {import('./report.mjs').VersusRow[]}
 */
export function versusFloorRows(summaries, routes) {
  const floor = summaries.floor;
  return routes.flatMap((route) =>
    Object.keys(names).map((key) => {
      const site = summaries[route];
      const entry = goals[key];
      const goal = entry && (!entry.only || entry.only === route) ? entry : null;
      return {
        route,
        metric: names[key],
        value: site[key],
        range: site.range[key],
        floor: floor[key],
        floorRange: floor.range[key],
        ratio: ratio(site[key], floor[key]),
        goal: goal?.label ?? '-',
        pass: goal ? goal.met(site[key], floor[key]) : null,
      };
    }),
  );
}
