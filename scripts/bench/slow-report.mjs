// The slow mode's tables (scripts/bench/slow.mjs), printed and kept in BENCHMARKS.md under their own heading;
// the rest of the file is kept as it is.
import { figure, shown, writeSection } from './report.mjs';
import { EMPTY } from './summary.mjs';
import { indexOf, metByMost, SLOW_SCORE_MARGIN, SLOW_TBT_RATIO, slowRows } from './slow.mjs';

export const SLOW = '## Slow mode (issue 56)';

/** @param {boolean} pass */
const met = (pass) => (pass ? 'yes' : '**no**');

/**
 * @param {{ date: string, machine: string, lighthouse: string, runs: number, against?: string, slow: import('./slow.mjs').SlowRun[] }} results
 * @param {string[]} pages every target but the empty page, in the order measured
 */
export function slowTables(results, pages) {
  const perRun = results.slow.map((run) => slowRows(run, pages));
  const heads = results.slow.map((_, i) => `run ${i + 1}`);
  const goals = [
    `| Page | Goal | ${heads.join(' | ')} | Met |`,
    `| --- | --- | ${heads.map(() => '---').join(' | ')} | --- |`,
    ...pages.flatMap((page, p) => {
      const rows = perRun.map((rows) => /** @type {ReturnType<typeof slowRows>[number]} */ (rows[p]));
      return [
        `| ${page} | TBT ≤ ${SLOW_TBT_RATIO} × empty page | ${rows.map((r) => `${r.tbtRatio ?? 'none'} × (${shown(r.tbtMs.value)} / ${shown(r.emptyTbtMs.value)} ms)`).join(' | ')} | ${met(metByMost(rows.map((r) => r.tbtPass)))} |`,
        `| ${page} | performance ≥ empty page − ${SLOW_SCORE_MARGIN} | ${rows.map((r) => `${shown(r.performance.value)} (empty ${shown(r.emptyPerformance.value)})`).join(' | ')} | ${met(metByMost(rows.map((r) => r.scorePass)))} |`,
      ];
    }),
  ].join('\n');
  const figures = results.slow
    .map((run, i) => {
      const targets = [EMPTY, ...pages];
      return [
        `Run ${i + 1}: ${run.minutes} minutes; benchmarkIndex ${indexOf(run.benchmarkIndex)}.`,
        '',
        '| Page | performance | TBT (ms) | LCP (ms) | FCP (ms) | CLS | benchmarkIndex |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...targets.map((page) => {
          const s = run.summaries[page];
          const cell = (/** @type {string} */ key) => figure({ value: s[key], range: s.range[key] });
          return `| ${page} | ${cell('performance')} | ${cell('tbtMs')} | ${cell('lcpMs')} | ${cell('fcpMs')} | ${cell('cls')} | ${cell('benchmarkIndex')} |`;
        }),
      ].join('\n');
    })
    .join('\n\n');
  const tally = pages.filter((page, p) =>
    ['tbtPass', 'scorePass'].every((goal) => metByMost(perRun.map((rows) => /** @type {any} */ (rows[p])[goal]))),
  ).length;
  return { goals, figures, summary: `${tally} of ${pages.length} pages meet both slow-mode goals` };
}

/**
 * Prints the slow mode's tables and keeps them in BENCHMARKS.md.
 * @param {Parameters<typeof slowTables>[0]} results @param {string[]} pages
 */
export async function writeSlowReport(results, pages) {
  const { goals, figures, summary } = slowTables(results, pages);
  const runs = results.slow.length;
  const section = `${SLOW}

Measured on ${results.date.slice(0, 10)}, on ${results.machine}: ${summary} in most of ${runs} run${runs === 1 ? '' : 's'}
(\`npm run bench -- --only pagespeed --mode slow --runs ${results.runs} --repeat ${runs}\`). Lighthouse ${results.lighthouse}
loads each page with its mobile preset throttled for real (\`throttlingMethod: 'devtools'\`: 4 × CPU, and slow 4G
as DevTools applies it, 562.5 ms a request and 1.4 Mbit/s down), the performance category alone, in ${results.runs} interleaved round${results.runs === 1 ? '' : 's'} a run: the empty page
(\`scripts/bench/floor.mjs\`), then each route${results.against ? `, each beside the same route from another build (\`--against ${results.against}\`, "(against)")` : ''}.
Every load counts, however busy the machine was: Lighthouse's benchmarkIndex, its score of this machine's speed
taken before each load, stands beside it. Each run's medians are set against the empty page's of the same
rounds; a page meets a goal when it meets it in most of the runs.

${goals}

${figures}
`;
  // The first time after the budgets, where the other parts' own sections stand (report.mjs keeps them there).
  await writeSection(SLOW, section, (parts) => {
    const budgets = parts.findIndex((part) => part.startsWith('## Budgets'));
    return budgets === -1 ? parts.length : budgets + 1;
  });
  return `${goals}\n\n${figures}\n\n${summary} in most of ${runs} run${runs === 1 ? '' : 's'}.`;
}
