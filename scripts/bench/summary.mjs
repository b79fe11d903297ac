// What each round of the pagespeed part measures (every mode; the empty page, each route and its content
// floor), and each target's figures summed up over the rounds: the median, the lowest and the highest run.

/** @typedef {'mobile' | 'devtools' | 'desktop'} Mode */
/** @type {Mode[]} */
export const modes = ['mobile', 'devtools', 'desktop'];
export const EMPTY = 'empty';
/** @param {string} route */
export const floorOf = (route) => `${route} (content floor)`;

/** Scores: higher is better, so a run without one sorts lowest; timings and shifts sort it highest. */
const SCORES = new Set(['performance', 'accessibility', 'best-practices', 'seo', 'benchmarkIndex']);

/**
 * The middle value; a null (a run in which Lighthouse found no interactive time, and so no blocking time
 * and no score) counts as the worst, and is the median where half the runs or more had none.
 * @param {(number | null)[]} values @param {boolean} [higherIsBetter]
 */
export const median = (values, higherIsBetter = false) => {
  const worst = higherIsBetter ? -Infinity : Infinity;
  const sorted = values.map((v) => v ?? worst).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return Number.isFinite(middle) ? middle : null;
};

/**
 * The lowest and highest run, a run without the figure counted as the worst (null at that end).
 * @param {(number | null)[]} values @param {boolean} higherIsBetter @returns {(number | null)[]}
 */
function extremes(values, higherIsBetter) {
  const known = /** @type {number[]} */ (values.filter((v) => v !== null));
  if (known.length === 0) return [null, null];
  const missing = known.length < values.length;
  return [
    missing && higherIsBetter ? null : Math.min(...known),
    missing && !higherIsBetter ? null : Math.max(...known),
  ];
}

const KEYS = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
  'lcpMs',
  'tbtMs',
  'fcpMs',
  'cls',
  'styleLayoutMs',
  'benchmarkIndex',
];

/** Medians and ranges of a list of samples, each key on its own. */
/**
 * @typedef {Record<string, any>} Sample One run's figures by key, and its failing audits.
 * @param {Sample[]} samples @param {string[]} [failedRuns]
 */
export function summarise(samples, failedRuns = []) {
  /** @type {Record<string, any>} */
  const result = Object.fromEntries(
    KEYS.map((key) => [
      key,
      median(
        samples.map((s) => s[key]),
        SCORES.has(key),
      ),
    ]),
  );
  // This machine's runs of one build differ widely, so the report shows each figure's range too.
  result.range = Object.fromEntries(
    KEYS.map((key) => [
      key,
      extremes(
        samples.map((s) => s[key]),
        SCORES.has(key),
      ),
    ]),
  );
  result.failing = [...new Set(samples.flatMap((s) => s.failing))];
  result.failedRuns = failedRuns;
  result.runs = samples.length;
  return result;
}
