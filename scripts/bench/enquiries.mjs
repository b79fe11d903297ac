// The enquiry path under load, abuse and SMTP faults, as rows of the benchmark table.
import { enquiryBudgets } from '../../e2e/support/budgets.ts';
import { measureAbuse } from './abuse.mjs';
import { measureFaults } from './faults.mjs';
import { measureLoad } from './load.mjs';

/** @param {import('./report.mjs').AddRow} row @param {{ requests?: number, rounds?: number }} [options] */
export async function measureEnquiries(row, { requests = 10_000, rounds = 3 } = {}) {
  const load = await measureLoad({ requests, rounds });
  const area = `load ${load.requests} × ${load.concurrency}`;
  row(area, 'RSS before the first round', load.rssBeforeMb, '-', 'MB', true);
  load.rounds.forEach((result, i) => {
    const label = `round ${i + 1}`;
    const statuses = Object.entries(result.statuses).map(([status, count]) => `${count}×${status}`);
    row(area, `${label}: statuses`, statuses.join(' '), '-', '', result.wrongStatus === 0);
    row(area, `${label}: p50 / p95 / p99`, `${result.p50} / ${result.p95} / ${result.p99}`, '-', 'ms', true);
    row(area, `${label}: unexpected 5xx`, result.fiveHundreds, 0, '', result.fiveHundreds === 0);
    const once = result.deliveredOnce === result.accepted && result.strayOrDuplicate === 0;
    row(
      area,
      `${label}: accepted / delivered exactly once`,
      `${result.accepted} / ${result.deliveredOnce}`,
      '=',
      '',
      once,
    );
    const previous = i ? load.rounds[i - 1].rssMb : load.rssBeforeMb;
    const levelled = i < 2 || result.rssMb - previous <= enquiryBudgets.rssGrowthLastRoundMb;
    row(
      area,
      `${label}: RSS after`,
      result.rssMb,
      i < 2 ? '-' : `≤ +${enquiryBudgets.rssGrowthLastRoundMb}`,
      'MB',
      levelled,
    );
  });

  const abuse = await measureAbuse();
  for (const payload of abuse.rows)
    row('abuse', `${payload.name}: parse / round trip`, `${payload.parseMs} / ${payload.httpMs}`, '-', 'ms', true);
  const { costliest } = abuse;
  row(
    'abuse',
    `costliest to parse (${costliest.name})`,
    costliest.parseMs,
    enquiryBudgets.parseMs,
    'ms',
    costliest.parseMs < enquiryBudgets.parseMs,
  );
  row(
    'abuse',
    '/robots.txt alone / during 30 hostile requests',
    `${abuse.robotsIdleMs} / ${abuse.robotsDuringFloodMs}`,
    '-',
    'ms',
    true,
  );

  for (const fault of await measureFaults()) {
    const pass = fault.answerS < enquiryBudgets.faultAnswerS && fault.kept === 1 && fault.status < 600;
    row(
      'smtp faults',
      `${fault.name}: answer, status, kept`,
      `${fault.answerS} s, ${fault.status}, ${fault.kept}`,
      `< ${enquiryBudgets.faultAnswerS} s, kept 1`,
      '',
      pass,
    );
  }
}
