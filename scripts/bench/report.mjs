// Prints the benchmark as its tables and, for a full run, keeps them in BENCHMARKS.md with the date and machine.
import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';

/**
 * @typedef {{ area: string, metric: string, value: unknown, budget: unknown, unit: string, pass: boolean, range?: number[] }} Row
 * @typedef {(area: string, metric: string, value: unknown, budget: unknown, unit: string, pass: boolean, range?: number[]) => void} AddRow
 * @typedef {import('./speed-goals.mjs').GoalRow} GoalRow
 * @typedef {{ mode: string, page: string } & Record<string, any>} FigureRow
 * @typedef {{ mode: string, page: string, tbtRatio: number | null } & Record<string, any>} BesideRow
 * @typedef {{ date: string, machine: string, lighthouse: string, speedGoals: GoalRow[], emptyPageRows: BesideRow[], speedFigures: FigureRow[], counts: boolean | null, rows: Row[], [more: string]: unknown }} Results
 */
/** @param {boolean | null} pass */
const met = (pass) => (pass === null ? '-' : pass ? 'yes' : '**no**');
/** A run without the figure (no interactive time, so no blocking time or score) reads "none". */
/** @param {number | null} value */
export const shown = (value) => (value === null ? 'none' : String(value));
/** @param {(number | null)[] | undefined} range */
const span = (range) => (range ? range.map(shown).join('–') : '');

const METRICS = {
  performance: 'performance',
  lcpMs: 'LCP (ms)',
  tbtMs: 'TBT (ms)',
  fcpMs: 'FCP (ms)',
  cls: 'CLS',
  benchmarkIndex: 'benchmarkIndex',
};
/** @param {{ value: number | null, range: (number | null)[] }} figure */
export const figure = ({ value, range }) => `${shown(value)} (${span(range)})`;

/** @param {Results} results */
export function tables(results) {
  const goals = [
    '| Page | Lighthouse | Metric | Median | Runs (min–max) | Goal | Met |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.speedGoals.map(
      (r) =>
        `| ${r.page} | ${r.mode} | ${METRICS[/** @type {keyof typeof METRICS} */ (r.metric)]} | ${shown(r.value)} | ${span(r.range)} | ${r.target} | ${met(r.pass)} |`,
    ),
  ].join('\n');
  const figures = [
    `| Lighthouse | Page | ${Object.values(METRICS).join(' | ')} |`,
    `| --- | --- | ${Object.keys(METRICS)
      .map(() => '---')
      .join(' | ')} |`,
    ...results.speedFigures.map(
      (r) =>
        `| ${r.mode} | ${r.page} | ${Object.keys(METRICS)
          .map((key) => figure(r[key]))
          .join(' | ')} |`,
    ),
  ].join('\n');
  const beside = [
    '| Lighthouse | Page | TBT (ms) | Empty page TBT (ms) | × empty page | performance | Empty page performance |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.emptyPageRows.map(
      (r) =>
        `| ${r.mode} | ${r.page} | ${figure(r.tbtMs)} | ${figure(r.emptyTbtMs)} | ${r.tbtRatio ?? 'none'} | ${figure(r.performance)} | ${figure(r.emptyPerformance)} |`,
    ),
  ].join('\n');
  const budgets = [
    '| Area | Metric | Value | Range of runs | Budget | Within |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.rows.map(
      (r) =>
        `| ${r.area} | ${r.metric} | ${r.value}${r.unit ? ` ${r.unit}` : ''} | ${span(r.range)} | ${r.budget} | ${met(r.pass)} |`,
    ),
  ].join('\n');
  return { goals, beside, figures, budgets };
}

/** "n of m <what> met", counted from the rows. @param {{ pass: boolean | null }[]} rows @param {string} what */
const tally = (rows, what) => `${rows.filter((r) => r.pass).length} of ${rows.length} ${what} met`;
/** @param {Results} results */
const notCounted = (results) =>
  results.counts === false
    ? ' **This run does not count**: the empty page scored under 98 on mobile, so the machine was busy.'
    : '';

const SPEED = '## Speed goals (issues 23, 31 and 48)';
/** The speed section under any of the headings it has had. */
/** @param {string} heading */
const isSpeed = (heading) => heading.startsWith('## Speed goals');
const BUDGETS = '## Budgets';
// What the figures were found to mean is written by hand under this heading, and kept from run to run.
export const NOTES = '## What the measurements show';

/** BENCHMARKS.md written, formatted as `npm run lint` checks it. @param {string} text */
const writeBenchmarks = async (text) => {
  const options = { ...(await prettier.resolveConfig('BENCHMARKS.md')), filepath: 'BENCHMARKS.md' };
  await writeFile('BENCHMARKS.md', await prettier.format(text, options));
};

/**
 * One part's section of BENCHMARKS.md written in place of its last, or the first time where `place` says among
 * the file's sections; the rest of the file kept as it is.
 * @param {string} heading @param {string} section @param {(parts: string[]) => number} place
 */
export async function writeSection(heading, section, place) {
  const text = await readFile('BENCHMARKS.md', 'utf8').catch(() => '# Benchmarks\n');
  const parts = text.split(/\n(?=## )/);
  const at = parts.findIndex((part) => part.startsWith(heading));
  if (at === -1) parts.splice(place(parts), 0, section.trimEnd());
  else parts[at] = section.trimEnd();
  await writeBenchmarks(parts.join('\n'));
}

/** BENCHMARKS.md's sections by their heading, so a part of the bench rewrites only its own. */
const sections = () =>
  readFile('BENCHMARKS.md', 'utf8').then(
    (text) => new Map(text.split(/\n(?=## )/).map((part) => [part.split('\n', 1)[0], `${part.trimEnd()}\n`])),
    () => new Map(),
  );

/** @param {Results} results @param {{ goals: string, beside: string, figures: string }} tables */
const speedSection = (results, { goals, beside, figures }) => `${SPEED}

Measured on ${results.date.slice(0, 10)}, on ${results.machine}: ${tally(results.speedGoals, 'goals')}.${notCounted(results)}
Lighthouse ${results.lighthouse} (the \`lighthouse\` npm package, the major PageSpeed Insights runs) drives the
tests' Chromium through ${results.runs} interleaved rounds, which took ${results.pagespeedMinutes} minutes (\`npm run bench -- --only
pagespeed\`). Each round runs every page once in each of three modes:

- **mobile**: Lighthouse's default mobile preset with simulated throttling, as PageSpeed Insights runs
  it for a site without field data;
- **devtools**: the same preset throttled for real (\`throttlingMethod: 'devtools'\`), with observed timings;
- **desktop**: Lighthouse's desktop preset.

The pages are each route; the **empty page**, the bench's \`scripts/bench/floor.mjs\`: a root layout and one
page of text, no fonts, built with this project's own \`next\`, \`react\` and \`react-dom\`; and each route's
**content floor**: the same page with every \`<script>\` and every script preload removed, served with the
same headers by a proxy in front of the site (\`scripts/bench/content-floor.mjs\`). Each goal is met by the
median; the runs' lowest and highest figures stand beside it. Blocking time and the mobile score are set
against the empty page's medians from the same rounds, which a busy machine moves as it moves the pages';
a run counts as a quiet machine's only if the empty page's mobile median is 98 or more, and only then is a
mobile score of 98 asked for. A devtools run in which the main thread never rested for the 5 s Lighthouse
waits for has no interactive time, so no blocking time and no score ("none"): it is kept as the page's worst
run, not run again.

${goals}

### Beside the empty page

Each route's blocking time and performance score in each mode beside the empty page's from the same rounds
(medians, the lowest and highest run in brackets); "× empty page" is the ratio of the two medians.

${beside}

### Every figure

Median, with the lowest and highest run in brackets; benchmarkIndex is Lighthouse's score of this machine's
speed, taken before each run (higher is faster).

${figures}
`;

/** @param {Results} results @param {string} budgets */
const budgetSection = (results, budgets) => `${BUDGETS}

Measured on ${results.date.slice(0, 10)}, on ${results.machine}: ${tally(results.rows, 'budgets')}.
Bytes are compressed body bytes of a first visit with the cache empty (the video excluded), in KiB;
JavaScript includes the ripple worker's scripts; "before the largest paint" is what the page asked for
before it. Canvas: the ripples are drawn in a worker; with about
100 touch ripples alive, the page's main-thread task time (Chrome's TaskDuration) per frame the worker
drew, the worker's time in each frame callback, frames requested while the surface should be idle, and
both heaps after ${results.soakSeconds} s of touch input. API: median time of POST /api/contact minus the median time of
nodemailer sending the message the test SMTP server received from it, again, to the same server.
Recording: what the enquiry record adds to each enquiry (its save when accepted and its status before
the answer), timed alone against a redis-server and a SQLite database in a temporary folder (\`scripts/bench/records.mjs\`).
Load: rounds of POST /api/contact, 50 at once, with 8 valid enquiries, 2 honeypot hits and 10 invalid
ones in every 20, once with the records in SQLite and once in Redis; the last round is set against
the first, so a cost that grows with the records kept shows (\`scripts/bench/load.mjs\`).
Raw figures: \`bench-results/latest.json\` (not committed).

${budgets}
`;

/**
 * Prints the tables; BENCHMARKS.md's speed section is rewritten when the speed goals were measured, and
 * its budgets section when every budget was, the rest of the file kept as it is.
 * @param {Results} results @param {{ speed: boolean, budgets: boolean }} write
 */
export async function writeReport(results, write) {
  const { goals, beside, figures, budgets } = tables(results);
  const summary = `${tally(results.speedGoals, 'speed goals')}; ${tally(results.rows, 'budgets')}.${notCounted(results)}`;
  if (write.speed || write.budgets) {
    const kept = await sections();
    const keptSpeed = [...kept].find(([heading]) => isSpeed(heading))?.[1] ?? '';
    const markdown = [
      '# Benchmarks\n\nWritten by `npm run bench`; each section by the part of the bench that measures it.\n',
      write.speed ? speedSection(results, { goals, beside, figures }) : keptSpeed,
      write.budgets ? budgetSection(results, budgets) : (kept.get(BUDGETS) ?? ''),
      // Sections other parts write on their own (redelivery.mjs), kept in place.
      ...[...kept]
        .filter(([heading]) => heading.startsWith('## ') && !isSpeed(heading) && ![BUDGETS, NOTES].includes(heading))
        .map(([, text]) => text),
      kept.get(NOTES) ?? '',
    ];
    await writeBenchmarks(markdown.filter(Boolean).join('\n'));
  }
  return `${goals}\n\n${beside}\n\n${figures}\n\n${budgets}\n\n${summary}`;
}
