// The load test's rows of the benchmark table: each round's figures, then the goals of issue 24 that
// compare the last round with the first, so a store whose cost grows with what it holds is seen.
import { enquiryBudgets } from '../../test-kit/budgets.ts';

/** @param {number} value */
const ratio = (value) => Math.round(value * 100) / 100;

/**
 * @param {import('./report.mjs').AddRow} row
 * @param {Awaited<ReturnType<typeof import('./load.mjs').measureLoad>>} load
 */
export function loadRows(row, load) {
  const area = `load ${load.store} ${load.requests} × ${load.concurrency}`;
  row(area, 'RSS before the first round', load.rssBeforeMb, '-', 'MB', true);
  load.rounds.forEach((result, i) => {
    const label = `round ${i + 1}`;
    const statuses = Object.entries(result.statuses).map(([status, count]) => `${count}×${status}`);
    row(area, `${label}: requests served / per second`, `${result.served} / ${result.rps}`, '-', '', true);
    row(area, `${label}: statuses`, statuses.join(' '), '-', '', result.wrongStatus === 0);
    row(area, `${label}: p50 / p95 / p99`, `${result.p50} / ${result.p95} / ${result.p99}`, '-', 'ms', true);
    row(area, `${label}: valid p50 / p95`, `${result.validP50} / ${result.validP95}`, '-', 'ms', true);
    row(area, `${label}: unexpected 5xx`, result.fiveHundreds, 0, '', result.fiveHundreds === 0);
    row(area, `${label}: EMFILE in the server's log`, result.emfile, 0, '', result.emfile === 0);
    const once = result.deliveredOnce === result.accepted && result.strayOrDuplicate === 0;
    const delivered = `${result.accepted} / ${result.deliveredOnce}`;
    row(area, `${label}: valid accepted / delivered exactly once`, delivered, '=', '', once);
    const honeypot = `${result.honeypotAccepted} / ${result.honeypotMailed}`;
    row(area, `${label}: honeypot hits answered / mailed`, honeypot, '-', '', true);
    // Every held one is on record, apart from those the held cap drops, which the log counts: so far, as
    // the cap drops the oldest whichever round they came in.
    const kept = result.heldRecorded + result.heldDropped === result.heldSoFar && result.honeypotMailed === 0;
    const held = `${result.heldSoFar} / ${result.heldRecorded} + ${result.heldDropped}`;
    row(area, `${label}: held so far / on record + dropped by the cap`, held, '=', '', kept);
    row(area, `${label}: RSS after`, result.rssMb, '-', 'MB', true);
  });
  const first = load.rounds[0];
  const last = load.rounds[load.rounds.length - 1];
  if (!first || !last || first === last) return;
  const { lastRoundRps, lastRoundRss, lastRoundValidP95 } = enquiryBudgets;
  const rps = ratio(last.rps / first.rps);
  row(area, `per second, round ${load.rounds.length} ÷ round 1`, rps, `≥ ${lastRoundRps}`, '', rps >= lastRoundRps);
  const rss = ratio(last.rssMb / first.rssMb);
  row(area, `RSS after round ${load.rounds.length} ÷ round 1`, rss, `≤ ${lastRoundRss}`, '', rss <= lastRoundRss);
  const p95 = ratio(last.validP95 / first.validP95);
  const label = `valid p95, round ${load.rounds.length} ÷ round 1`;
  row(area, label, p95, `≤ ${lastRoundValidP95}`, '', p95 <= lastRoundValidP95);
}
