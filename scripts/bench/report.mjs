// Prints the benchmark as one table and keeps it in BENCHMARKS.md with the date and the machine.
import { writeFile } from 'node:fs/promises';

export async function writeReport(results, { runs, soakSeconds }) {
  const lines = [
    '| Area | Metric | Value | Range of runs | Budget | Within |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.rows.map(
      (r) =>
        `| ${r.area} | ${r.metric} | ${r.value}${r.unit ? ` ${r.unit}` : ''} | ${r.range ? r.range.join('–') : ''} | ${r.budget} | ${r.pass ? 'yes' : '**no**'} |`,
    ),
  ];
  const table = lines.join('\n');
  const markdown = `# Benchmarks

The latest \`npm run bench\` on ${results.date.slice(0, 10)}, on ${results.machine}.

Bytes are compressed body bytes of a first visit with the cache empty (the video excluded), in KiB;
JavaScript includes the ripple worker's scripts. Lighthouse: the \`lighthouse\` npm package with its
default mobile and its desktop preset, medians of ${runs} runs per route (the range of the runs beside
each), driving the same Chromium as the tests. Canvas: the ripples are drawn in a worker; with about 100 touch ripples alive, the page's
main-thread task time (Chrome's TaskDuration) per frame the worker drew, the worker's time in each
frame callback, frames requested while the surface should be idle, and both heaps after
${soakSeconds} s of touch input. API: median time of POST /api/contact minus the median time of
nodemailer sending the message the test SMTP server received from it, again, to the same server.
Raw figures: \`bench-results/latest.json\` (not committed).

${table}
`;
  await writeFile('BENCHMARKS.md', markdown);
  return table;
}
