// @ts-check
// The closing count of npm test (scripts/test.sh), from each runner's machine-readable report: node:test's
// TAP file (unit, integration) and Playwright's JSON report (e2e). Each argument is suite:report:exit-code.
// A suite whose runner failed without counting a failure (it did not start, or crashed) counts as one.
// Prints a line per suite, then "N passed, N failed"; the runners' exit codes, not this, decide npm test.
import { readFileSync } from 'node:fs';

/** @param {string} file */
const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** node:test's TAP summary: its last `# pass N`, `# fail N`, ... lines. @param {string} tap */
function fromTap(tap) {
  /** @param {string} key */
  const count = (key) => Number([...tap.matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') };
}

/** Playwright's JSON report: a test that passed on a retry (flaky) counts as passed. @param {string} json */
function fromPlaywright(json) {
  const { stats } = JSON.parse(json);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

let passed = 0;
let failed = 0;
for (const argument of process.argv.slice(2)) {
  const [suite, file = '', code = '1'] = argument.split(':');
  const report = read(file);
  const counted = !report
    ? { passed: 0, failed: 0, skipped: 0 }
    : file.endsWith('.json')
      ? fromPlaywright(report)
      : fromTap(report);
  if (code !== '0' && counted.failed === 0) counted.failed = 1;
  passed += counted.passed;
  failed += counted.failed;
  const skipped = counted.skipped ? `, ${counted.skipped} skipped` : '';
  console.log(`${suite}: ${counted.passed} passed, ${counted.failed} failed${skipped}`);
}
console.log(`${passed} passed, ${failed} failed`);
