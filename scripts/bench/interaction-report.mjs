// The interaction bench's tables (scripts/bench/interactions.mjs), printed and kept in BENCHMARKS.md under
// their own heading; the rest of the file is kept as it is.
import { writeSection } from './report.mjs';
import { indexOf } from './slow.mjs';
import { inpOf } from './tap.mjs';
import { DISCLOSURE } from './interactions.mjs';

export const INTERACTIONS = '## Interactions (issue 62)';
/** The goals: INP at the 75th percentile of loads, the worst beside the empty page's disclosure, idle shares. */
export const GOALS = {
  inpP75Ms: 200,
  overDisclosureMs: 100,
  idleOverLegal: 4,
  reducedOverLegal: 1,
  workerFrameMs: 16.7,
};

/** @param {number[]} values @param {number} share */
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)] ?? null;
};
/** @param {(number | null)[]} values */
const middle = (values) => {
  const known = /** @type {number[]} */ (values.filter((v) => v !== null && v !== undefined));
  return known.length ? Math.round(/** @type {number} */ (percentile(known, 0.5))) : null;
};
/** @param {number[]} values */
const spread = (values) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : 'none');
const met = (/** @type {boolean} */ pass) => (pass ? 'yes' : '**no**');

/** @param {{ date: string, machine: string, runs: number, against?: string, loads: any[] }} results */
export function interactionTables({ loads, against }) {
  const builds = against ? ['site', 'against'] : ['site'];
  const label = (/** @type {string} */ build) =>
    build === 'site' ? 'this build' : build === 'empty' ? 'empty page' : 'before (--against)';
  /** @type {Map<string, { inps: number[], taps: any[] }>} */
  const groups = new Map();
  for (const load of loads)
    for (const [name, taps] of Object.entries(load.taps ?? {})) {
      const key = `${load.route}|${load.build}|${name}`;
      const group = groups.get(key) ?? { inps: [], taps: [] };
      group.inps.push(/** @type {number} */ (inpOf(taps.map((/** @type {any} */ t) => t.durationMs))));
      group.taps.push(...taps);
      groups.set(key, group);
    }
  const disclosure = groups.get(`${DISCLOSURE}|empty|${DISCLOSURE}`);
  const disclosureWorst = disclosure ? Math.max(...disclosure.taps.map((t) => t.durationMs)) : null;
  const goals = [
    '| Page | Interaction | Build | INP p75 (ms) | INP of each load (ms) | Worst tap (ms) | p75 ≤ 200 | Worst ≤ disclosure + 100 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const parts = [
    '| Page | Interaction | Build | Taps | Input delay | Processing | Presentation | LoAF frames | LoAF script | LoAF style, layout, paint |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  let passed = 0;
  let counted = 0;
  // Each interaction's builds side by side, in the order measured.
  const order = [...groups.keys()];
  const rank = (/** @type {string} */ key) => {
    const [route, build, name] = key.split('|');
    return order.findIndex((k) => k.startsWith(`${route}|`) && k.endsWith(`|${name}`)) * 3 + (build === 'site' ? 0 : 1);
  };
  for (const [key, { inps, taps }] of [...groups].sort(([a], [b]) => rank(a) - rank(b))) {
    const [route, build, name] = key.split('|');
    const p75 = /** @type {number} */ (percentile(inps, 0.75));
    const worst = Math.max(...taps.map((t) => t.durationMs));
    const navigation = name?.startsWith('language link');
    const reference = route === DISCLOSURE || navigation;
    const p75Pass = p75 <= GOALS.inpP75Ms;
    const worstPass = disclosureWorst !== null && worst <= disclosureWorst + GOALS.overDisclosureMs;
    if (build === 'site' && !reference) {
      counted++;
      if (p75Pass && worstPass) passed++;
    }
    goals.push(
      `| ${route} | ${name} | ${label(/** @type {string} */ (build))} | ${Math.round(p75)} | ${inps.map(Math.round).join(', ')} | ${Math.round(worst)} | ${reference ? '-' : met(p75Pass)} | ${reference ? '-' : met(worstPass)} |`,
    );
    const framed = taps.filter((t) => t.scriptMs !== null);
    const m = (/** @type {string} */ field, /** @type {any[]} */ list = taps) =>
      shownMs(middle(list.map((t) => t[field])));
    parts.push(
      `| ${route} | ${name} | ${label(/** @type {string} */ (build))} | ${taps.length} | ${m('inputDelayMs')} | ${m('processingMs')} | ${m('presentationMs')} | ${framed.length} | ${m('scriptMs', framed)} | ${m('styleLayoutPaintMs', framed)} |`,
    );
  }
  const idle = [
    '| Build | Home, hero on screen (%) | Privacy policy (%) | Home, reduced motion (%) | Hero − legal | Reduced − legal | Worker frame p95 (ms) | Rasterised p95 (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const build of builds) {
    const shares = (/** @type {string} */ route) =>
      loads.filter((l) => l.build === build && l.route === route && l.idle !== undefined).map((l) => l.idle);
    const home = shares(loads.find((l) => l.build === build && l.worker !== undefined)?.route ?? '/');
    const [h, l, r] = [home, shares('legal'), shares('reduced motion')].map((v) => percentile(v, 0.5));
    const workers = loads.filter((x) => x.build === build && x.worker).map((x) => x.worker);
    const heroOver = h !== null && l !== null ? Math.round((h - l) * 10) / 10 : null;
    const reducedOver = r !== null && l !== null ? Math.round((r - l) * 10) / 10 : null;
    idle.push(
      `| ${label(build)} | ${h} (${spread(home)}) | ${l} (${spread(shares('legal'))}) | ${r} (${spread(shares('reduced motion'))}) | ${heroOver} ${heroOver !== null && heroOver <= GOALS.idleOverLegal ? '(met)' : '(**not met**)'} | ${reducedOver} ${reducedOver !== null && reducedOver <= GOALS.reducedOverLegal ? '(met)' : '(**not met**)'} | ${workers.map((w) => w.workerP95Ms).join(', ')} | ${workers.map((w) => w.rasterisedP95Ms).join(', ')} |`,
    );
  }
  const index = builds
    .concat(['empty'])
    .map(
      (build) =>
        `${build === 'empty' ? 'the empty page' : label(build)}: ${indexOf(loads.filter((l) => l.build === build).map((l) => l.benchmarkIndex))}`,
    )
    .join('; ');
  return {
    goals: goals.join('\n'),
    parts: parts.join('\n'),
    idle: idle.join('\n'),
    index,
    summary: `${passed} of ${counted} interactions of this build meet both INP goals (the empty page's disclosure worst: ${disclosureWorst === null ? 'none' : Math.round(disclosureWorst)} ms)`,
  };
}

/** @param {number | null} value */
const shownMs = (value) => (value === null ? '-' : String(value));

/** Prints the interaction bench's tables and keeps them in BENCHMARKS.md. @param {Parameters<typeof interactionTables>[0]} results */
export async function writeInteractionReport(results) {
  const { goals, parts, idle, index, summary } = interactionTables(results);
  const section = `${INTERACTIONS}

Measured on ${results.date.slice(0, 10)}, on ${results.machine}: ${summary}
(\`npm run bench -- --only interactions --runs ${results.runs}${results.against ? ` --against ${results.against}` : ''}\`). Chromium without a GPU
(\`--disable-gpu\`), devtools 4 × CPU throttling (no network throttling: a tap's cost, not a download's), a
412 × 823 touch screen at 1.75 × (Lighthouse's mobile device), Playwright's \`tap()\` and key presses. Each of
${results.runs} interleaved rounds loads the empty Next page's disclosure (\`scripts/bench/floor.mjs\`: one button
showing one panel) and each home page${results.against ? ', each beside the same page of main\'s build ("before")' : ''}, and taps each
interaction 6 times a load (the disclosure 12); every load counts. A duration is the Event Timing API's (the
longest entry of the interaction, as web-vitals takes it; the API reports none under 16 ms, counted as 16);
each load's INP is web-vitals' (its longest interaction, one in fifty ignored), and its 75th percentile is over
the loads. The language link leaves the page: its figure is the time from its tap to \`pagehide\`, once a load.
benchmarkIndex (Lighthouse's, before each load): ${index}.

${goals}

Where the time goes (medians, ms): input delay, processing and presentation from the Event Timing entry; the
Long Animation Frames (50 ms or more) under it, their script and their style, layout and paint on the main
thread. The presentation delay is what follows the main thread's frame until the pixels show (raster and
compositing, where a CSS filter is applied).

${parts}

The main thread's busy share over 4 idle seconds (Chrome's TaskDuration; medians of 3 loads, with their spread),
and the ripple worker's frame time with about 100 live ripples (p95 of each load's frames: the callback, as the
canvas part's \`workerP95Ms\`, and with the frame's drawing rasterised at once by reading a pixel back):

${idle}
`;
  await writeSection(INTERACTIONS, section, (sections) => {
    const slow = sections.findIndex((part) => part.startsWith('## Slow mode'));
    return slow === -1 ? sections.length : slow + 1;
  });
  return `${goals}\n\n${parts}\n\n${idle}\n\n${summary}.`;
}
