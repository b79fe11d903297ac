// The speed goals, measured as PageSpeed Insights measures a new site (Lighthouse's mobile
// preset, simulated throttling), beside real throttling (devtools) and the desktop preset. Each round runs
// every target in every mode once: the empty Next page, then each route beside its content floor; 5
// interleaved rounds, so a busy moment of this shared machine falls on all of them alike.
import { openLighthouse } from './lighthouse.mjs';
import { EMPTY, floorOf, modes, summarise } from './summary.mjs';

/** @typedef {import('./summary.mjs').Mode} Mode */
/** @param {string} target */
const slug = (target) => (target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home').toLowerCase();

/**
 * @param {{ siteOrigin: string, emptyOrigin: string, floorOrigin: string, routes: string[], runs: number, keepDir?: string }} options
 * @returns {Promise<Record<Mode, Record<string, Record<string, any>>>>} summaries by mode, then by target
 */
export async function runPageSpeed({ siteOrigin, emptyOrigin, floorOrigin, routes, runs, keepDir }) {
  /** @type {[string, string][]} */
  const targets = [
    [EMPTY, `${emptyOrigin}/`],
    ...routes.flatMap(
      (route) =>
        /** @type {[string, string][]} */ ([
          [route, `${siteOrigin}${route}`],
          [floorOf(route), `${floorOrigin}${route}`],
        ]),
    ),
  ];
  /** @type {Map<string, import('./summary.mjs').Sample[]>} */
  const samples = new Map();
  const session = await openLighthouse({ keepDir });
  try {
    for (let round = 0; round < runs; round++) {
      const started = Date.now();
      for (const mode of modes) {
        for (const [name, url] of targets) {
          const key = `${mode} ${name}`;
          const sample = await session.run(url, mode, `${mode}-${slug(name)}`);
          samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
      }
      console.log(`pagespeed: round ${round + 1} of ${runs} done in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    session.close();
  }
  /** @type {Record<string, Record<string, Record<string, any>>>} */
  const summaries = { mobile: {}, devtools: {}, desktop: {} };
  for (const [key, list] of samples) {
    const [mode, ...name] = key.split(' ');
    summaries[/** @type {Mode} */ (mode)][name.join(' ')] = summarise(list);
  }
  return /** @type {Record<Mode, Record<string, Record<string, any>>>} */ (summaries);
}
