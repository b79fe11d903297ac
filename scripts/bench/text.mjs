// Visitor text (issue 60): every reading of what a visitor typed, timed on the strings made to be slow, each
// filled to the message's 5,000 characters, beside an ordinary message of that length, in interleaved rounds;
// and each held on the bench's site, its Review page fetched as an operator's mail scanner would. A reading
// that looked again from each start grows with the square of the text: the ratio of its time at 5,000
// characters to its time at 2,500 shows it (about 2 for a linear one, 4 for a quadratic one).
// `npm run bench -- --only text` (with --no-build after a build), its own section of BENCHMARKS.md. Standalone
// (in-process readings only): node --import tsx --import ./lib/outside-next.mjs scripts/bench/text.mjs
import { performance } from 'node:perf_hooks';
import { enquiryLimits } from '../../lib/enquiry/fields.ts';
import { enquirySchema } from '../../lib/enquiry/schema.ts';
import { digestText, digestView } from '../../lib/enquiry/server/held/held-view.ts';
import { linksIn } from '../../lib/enquiry/server/held/links.ts';
import { reviewPage } from '../../lib/enquiry/server/held/review-page.ts';
import { reviewToken } from '../../lib/enquiry/server/held/review-token.ts';
import { sameTextKey } from '../../lib/enquiry/server/held/same-text.ts';
import { csvCell, recordBlock } from '../../lib/enquiry/server/operator/format.ts';
import { sampleRecord } from '../../lib/enquiry/server/store/sample-record.fixture.ts';
import { unlinked } from '../../lib/enquiry/server/unlinked.ts';
import { NOTES, writeSection } from './report.mjs';

const HEADING = '## Visitor text (issue 60)';
const LIMIT = enquiryLimits.message;
/** Each reading's budget on each string, and the Review page's as a GET answers it. */
export const textBudgets = { readingMs: 5, reviewGetMs: 50 };

/** What each string repeats, up to the limit: the issue's attack strings and the link spellings it names. */
export const attackUnits = {
  "'a。'": 'a。',
  "'ａ．'": 'ａ．',
  "'a｡'": 'a｡',
  "'a'": 'a',
  'https://': 'https://a.example/',
  'hxxp://, commas': 'hxxp://a.b,',
  'www.': 'www.a.example ',
  'fullwidth colon': 'https：//a.example',
  'user@host': 'https://user@a.example/',
  'zero-width space': 'a\u200B.',
};
const ORDINARY = 'ordinary message';
const prose =
  'We would like to stock your water in our three delicatessens on the island; could you send your trade prices? ';
const filled = (/** @type {string} */ unit, /** @type {number} */ length = LIMIT) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** @param {string} message */
const heldRecord = (message) => sampleRecord({ status: 'held', heldFor: ['trap', 'links'], message });
/** @type {Record<string, (text: string) => unknown>} */
const readings = {
  unlinked,
  linksIn,
  'same text': sameTextKey,
  validation: (message) =>
    enquirySchema.safeParse({ name: 'Ada', email: 'ada@example.gg', interest: 'retailer', message }),
  'CSV cell': csvCell,
  show: (message) => recordBlock(heldRecord(message)),
  digest: (message) => digestText(digestView([heldRecord(message)], 0, {})),
  'Review page': (message) => reviewPage(heldRecord(message)),
};

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (/** @type {number} */ value) => Math.round(value * 1000) / 1000;

/**
 * `rounds` rounds, each reading every string at 5,000 and 2,500 characters once, in the same order; with an
 * origin, each string held there and its Review page fetched twice (the page's limit is 30 a client in 10
 * minutes). Figures in ms.
 * @param {{ rounds?: number, origin?: string, secret?: string }} [options]
 */
export async function measureText({ rounds = 25, origin, secret } = {}) {
  const texts = {
    ...Object.fromEntries(Object.entries(attackUnits).map(([name, unit]) => [name, unit])),
    [ORDINARY]: prose,
  };
  /** @type {Record<string, Record<string, { full: number[], half: number[] }>>} */
  const times = {};
  for (let round = 0; round <= rounds; round++)
    for (const [name, unit] of Object.entries(texts))
      for (const [reading, read] of Object.entries(readings))
        for (const length of /** @type {const} */ (['full', 'half'])) {
          const text = filled(unit, length === 'full' ? LIMIT : LIMIT / 2);
          const started = performance.now();
          read(text);
          const took = performance.now() - started;
          // The first round warms the code up, and is not counted.
          if (round === 0) continue;
          ((times[name] ??= {})[reading] ??= { full: [], half: [] })[length].push(took);
        }
  const strings = Object.entries(times).map(([name, byReading]) => {
    const all = Object.values(byReading);
    const p95 = (/** @type {number[]} */ values) =>
      [...values].sort((x, y) => x - y)[Math.ceil(values.length * 0.95) - 1] ?? 0;
    const figures = Object.fromEntries(
      Object.entries(byReading).map(([reading, { full }]) => [
        reading,
        { medianMs: ms(median(full)), p95Ms: ms(p95(full)) },
      ]),
    );
    // All the readings together: a single one's figure at 2,500 characters is too small to divide by.
    const sum = (/** @type {'full' | 'half'} */ length) =>
      all.reduce((total, times) => total + median(times[length]), 0);
    return {
      name,
      readings: figures,
      growth: Math.round((sum('full') / sum('half')) * 10) / 10,
      reviewGetMs: /** @type {number[]} */ ([]),
    };
  });
  if (origin && secret)
    for (const string of strings) {
      const message = filled(
        string.name === ORDINARY ? prose : attackUnits[/** @type {keyof typeof attackUnits} */ (string.name)],
      );
      const posted = await fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Text bench',
          email: `text-bench-${Date.now()}@example.gg`,
          interest: 'retailer',
          message,
          leave_empty: 'held',
        }),
      });
      if (posted.status !== 201) throw new Error(`text bench: POST /api/contact answered ${posted.status}`);
      const { id } = /** @type {{ id: string }} */ (await posted.json());
      const page = `${origin}/operators/held/${reviewToken(secret, id, Date.now() + 3_600_000)}`;
      for (let n = 0; n < 2; n++) {
        const started = performance.now();
        const answer = await fetch(page);
        const body = await answer.text();
        string.reviewGetMs.push(Math.round(performance.now() - started));
        if (answer.status !== 200 || !body.includes('Deliver this enquiry'))
          throw new Error(`text bench: the Review page answered ${answer.status}`);
      }
    }
  return { rounds, strings };
}

/** @typedef {Awaited<ReturnType<typeof measureText>>} TextFigures */

/** A string's slowest reading (its median), and whether it and its Review page are within their budgets. @param {TextFigures['strings'][number]} string */
export const slowestOf = (string) => {
  const medianMs = Math.max(...Object.values(string.readings).map((figure) => figure.medianMs));
  const reviewMs = string.reviewGetMs.length ? Math.max(...string.reviewGetMs) : undefined;
  const pass = medianMs < textBudgets.readingMs && (reviewMs === undefined || reviewMs < textBudgets.reviewGetMs);
  return { medianMs, p95Ms: Math.max(...Object.values(string.readings).map((figure) => figure.p95Ms)), reviewMs, pass };
};

/** @param {TextFigures} figures */
export function textRows({ strings }) {
  const names = Object.keys(readings);
  const met = (/** @type {boolean} */ pass) => (pass ? 'yes' : '**no**');
  return [
    `| String (5,000 characters) | ${names.map((name) => `${name} (ms)`).join(' | ')} | Slowest p95 (ms) | × from 2,500 | Review GET (ms) | Within |`,
    `| --- | ${names.map(() => '---').join(' | ')} | --- | --- | --- | --- |`,
    ...strings.map((string) => {
      const slowest = slowestOf(string);
      return `| ${string.name} | ${names.map((name) => string.readings[name]?.medianMs).join(' | ')} | ${slowest.p95Ms} | ${string.growth} | ${string.reviewGetMs.join(', ') || '-'} | ${met(slowest.pass)} |`;
    }),
  ].join('\n');
}

/** Writes this section of BENCHMARKS.md, before the notes written by hand, the rest kept as it is. */
export async function writeTextSection(/** @type {TextFigures} */ figures, machine = '') {
  const section = `${HEADING}

Measured on ${new Date().toISOString().slice(0, 10)}${machine ? `, on ${machine}` : ''} (\`npm run bench -- --only text\`, \`scripts/bench/text.mjs\`).
Each string below is repeated to the message's ${LIMIT.toLocaleString('en-GB')} characters and read by every function that reads what a
visitor typed (as the intake, the operators' mail and digest, \`show\`, \`export --csv\` and the Review page do),
in ${figures.rounds} interleaved rounds after one to warm up; the ordinary message is the reference. Each figure is the median of
the rounds, each held to ${textBudgets.readingMs} ms; "slowest p95" is the 95th percentile of the slowest reading, which a shared
machine's pauses move; "× from 2,500" is the ratio of all the readings' medians at 5,000 characters to theirs at
2,500 (about 2 grows linearly, 4 with the square). "Review page" is the page rendered as its GET renders it;
"Review GET", given an origin whose site keeps records, is each string held there (its trap filled) and its
page fetched twice, whole, held to ${textBudgets.reviewGetMs} ms: the bench's site keeps none, so it is not measured here. Before issue 60, \`unlinked\` alone
took 248 ms on 'a。' at 5,000 characters (60 ms at 2,500) and 18 ms on 'a'. The unit test (\`lib/enquiry/server/unlinked.test.ts\`) holds the
scan to one step a character by counting, not timing.

${textRows(figures)}
`;
  await writeSection(HEADING, section, (parts) =>
    Math.max(
      1,
      parts.findIndex((part) => part.startsWith(NOTES)),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureText();
  console.log(textRows(figures));
}
