// The enquiry path under load, abuse and SMTP faults, as rows of the benchmark table.
import { enquiryBudgets } from '../../test-kit/budgets.ts';
import { measureAbuse } from './abuse.mjs';
import { measureFaults } from './faults.mjs';
import { measureLoad } from './load.mjs';
import { loadRows } from './load-rows.mjs';

/**
 * @param {import('./report.mjs').AddRow} row
 * @param {{ requests?: number, rounds?: number, stores?: ('sqlite' | 'redis')[] }} [options]
 */
export async function measureEnquiries(row, { requests = 10_000, rounds = 3, stores = ['sqlite', 'redis'] } = {}) {
  for (const store of stores) loadRows(row, await measureLoad({ requests, rounds, store }));
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
