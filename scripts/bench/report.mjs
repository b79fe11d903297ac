// Prints the benchmark as one table and keeps it in BENCHMARKS.md with the date and the machine.
import { writeFile } from 'node:fs/promises';

export async function writeReport(results, { runs, soakSeconds }) {
  const lines = [
    '| Area | Metric | Value | Budget | Within |',
    '| --- | --- | --- | --- | --- |',
    ...results.rows.map((r) => `| ${r.area} | ${r.metric} | ${r.value}${r.unit ? ` ${r.unit}` : ''} | ${r.budget} | ${r.pass ? 'yes' : '**no**'} |`),
  ];
  const table = lines.join('\n');
  const markdown = `# Benchmarks

The latest \`npm run bench\` on ${results.date.slice(0, 10)}, on ${results.machine}.

Bytes are compressed body bytes of a first visit with the cache empty (the video excluded), in KiB.
Lighthouse: the \`lighthouse\` npm package with its default mobile and its desktop preset, medians of
${runs} runs per route, driving the same Chromium as the tests. Canvas: main-thread time of each
animation frame's callback while about 100 touch ripples are alive, frames requested while they
should not be, and the heap after ${soakSeconds} s of touch input. API: median time of POST
/api/contact minus the median time of nodemailer sending the same message to the same test SMTP
server. Raw figures: \`bench-results/latest.json\` (not committed).

${table}
`;
  await writeFile('BENCHMARKS.md', markdown);
  return table;
}
