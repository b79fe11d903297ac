// Prints the benchmark as two tables and, for a full run, keeps them in BENCHMARKS.md with the date and machine.
import { readFile, writeFile } from 'node:fs/promises';

/**
 * @typedef {{ area: string, metric: string, value: unknown, budget: unknown, unit: string, pass: boolean, range?: number[] }} Row
 * @typedef {(area: string, metric: string, value: unknown, budget: unknown, unit: string, pass: boolean, range?: number[]) => void} AddRow
 * @typedef {{ route: string, metric: string, value: number, range: number[], floor: number, floorRange: number[], ratio: number | null, goal: string, pass: boolean | null }} VersusRow
 * @typedef {{ date: string, machine: string, versusFloor: VersusRow[], rows: Row[], [more: string]: unknown }} Results
 */
/** @param {boolean | null} pass */
const met = (pass) => (pass === null ? '-' : pass ? 'yes' : '**no**');
/** @param {number[] | undefined} range */
const span = (range) => (range ? range.join('–') : '');

/** @param {Results} results */
export function tables(results) {
  const versus = [
    '| Route | Metric | Site (median) | Site runs | Floor (median) | Floor runs | Ratio | Goal | Met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.versusFloor.map(
      (r) =>
        `| ${r.route} | ${r.metric} | ${r.value} | ${span(r.range)} | ${r.floor} | ${span(r.floorRange)} | ${r.ratio ?? '-'} | ${r.goal} | ${met(r.pass)} |`,
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
  return { versus, budgets };
}

// What the figures were found to mean is written by hand under this heading, and kept from run to run.
const NOTES = '\n## What the measurements show\n';
const notes = () =>
  readFile('BENCHMARKS.md', 'utf8').then(
    (text) => (text.includes(NOTES) ? text.slice(text.indexOf(NOTES)) : ''),
    () => '',
  );

/** @param {Results} results @param {{ write: boolean }} options */
export async function writeReport(results, { write }) {
  const { versus, budgets } = tables(results);
  const goals = results.versusFloor.filter((r) => r.pass !== null);
  const summary = `${goals.filter((r) => r.pass).length} of ${goals.length} goals against the floor met; ${results.rows.filter((r) => r.pass).length} of ${results.rows.length} budgets met.`;
  if (write) {
    const markdown = `# Benchmarks

The latest \`npm run bench\` on ${results.date.slice(0, 10)}, on ${results.machine}. ${summary}

## Against the floor

The floor is the smallest App Router site (a root layout and one page of text) built by the bench
with this project's own \`next\`, \`react\` and \`react-dom\`, and served beside the site. Lighthouse (the
\`lighthouse\` npm package, default mobile preset, the tests' Chromium) runs on the floor and on each
route in turn, ${results.runs} rounds, so both meet the same load on this shared 2-core machine; absolute
timings here swing by a factor of two between runs, which is why the goals (issue 13) are judged
against the floor of the same run. Medians, with the lowest and highest run; the ratio is site ÷
floor. Style & layout is Lighthouse's main-thread work breakdown for "Style & Layout".

${versus}

## Budgets

Bytes are compressed body bytes of a first visit with the cache empty (the video excluded), in KiB;
JavaScript includes the ripple worker's scripts. Lighthouse desktop: medians of ${results.runs} runs per
route. Canvas: the ripples are drawn in a worker; with about 100 touch ripples alive, the page's
main-thread task time (Chrome's TaskDuration) per frame the worker drew, the worker's time in each
frame callback, frames requested while the surface should be idle, and both heaps after
${results.soakSeconds} s of touch input. API: median time of POST /api/contact minus the median time of
nodemailer sending the message the test SMTP server received from it, again, to the same server.
Recording: what the enquiry record adds to each enquiry (its save when accepted and its status before
the answer), timed alone against a redis-server and a temporary folder (\`scripts/bench/records.mjs\`).
Load: rounds of POST /api/contact, 50 at once, with 8 valid enquiries, 2 honeypot hits and 10 invalid
ones in every 20, once with the records in a folder and once in Redis; the last round is set against
the first, so a cost that grows with the records kept shows (\`scripts/bench/load.mjs\`).
Raw figures: \`bench-results/latest.json\` (not committed).

${budgets}
`;
    await writeFile('BENCHMARKS.md', markdown + (await notes()));
  }
  return `${versus}\n\n${budgets}\n\n${summary}`;
}
