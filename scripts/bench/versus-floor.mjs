// Lighthouse mobile on the floor and on each route in turn (floor, /, /privacy-policy, …, floor, /, …),
// so both see the same machine at the same moments; the goals are judged on the comparison.
import { openLighthouse, summarise } from './lighthouse.mjs';

const slug = (route) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

export async function runVersusFloor({ siteOrigin, floorOrigin, routes, runs, keepDir }) {
  const session = await openLighthouse({ keepDir });
  const samples = new Map([['floor', []], ...routes.map((route) => [route, []])]);
  try {
    for (let round = 0; round < runs; round++) {
      samples.get('floor').push(await session.run(`${floorOrigin}/`, 'mobile', 'floor'));
      for (const route of routes)
        samples.get(route).push(await session.run(`${siteOrigin}${route}`, 'mobile', slug(route)));
      console.log(`versus floor: round ${round + 1} of ${runs} done`);
    }
  } finally {
    session.close();
  }
  return Object.fromEntries([...samples].map(([key, list]) => [key, summarise(list)]));
}

const ratio = (value, floor) => (floor === 0 ? (value === 0 ? 1 : null) : Math.round((value / floor) * 100) / 100);

// Each figure's goal against the floor's median, from issue 13; null where the issue sets none.
const goals = {
  performance: { label: '≥ floor', met: (v, f) => v >= f },
  lcpMs: { label: '≤ floor + 100 ms', met: (v, f) => v - f <= 100 },
  tbtMs: { label: '≤ floor', met: (v, f) => v <= f },
  fcpMs: null,
  cls: { label: '≤ floor', met: (v, f) => v <= f },
  styleLayoutMs: { label: '≤ 2 × floor', met: (v, f) => v <= 2 * f, only: '/' },
};
const names = {
  performance: 'performance',
  lcpMs: 'LCP (ms)',
  tbtMs: 'TBT (ms)',
  fcpMs: 'FCP (ms)',
  cls: 'CLS',
  styleLayoutMs: 'style & layout (ms)',
};

/** One row per route and figure: the site's median and range, the floor's, their ratio and the goal. */
export function versusFloorRows(summaries, routes) {
  const floor = summaries.floor;
  return routes.flatMap((route) =>
    Object.keys(names).map((key) => {
      const site = summaries[route];
      const goal = goals[key] && (!goals[key].only || goals[key].only === route) ? goals[key] : null;
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
