// Where the main thread's long tasks after the first paint go (issue 48), read from the devtools-throttled
// runs a pagespeed run kept: `npm run bench -- --only pagespeed --keep`, then
// `node --import tsx scripts/bench/tasks.mjs [bench-results/lighthouse]`. Each task longer than 50 ms after
// FCP is classed by its trace events (Lighthouse's own task tree), and the part of it beyond 50 ms (what TBT
// counts) is added to its class; the table gives each class's median and mean over a page's runs, with the
// number of runs that had such a task. The classes are a reading of the events, not of the code: the CPU profile with
// the chunks' source maps is what names the functions inside a task (BENCHMARKS.md).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { median } from './summary.mjs';

const gunzipAsync = promisify(gunzip);
const RENDER = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'PaintImage']);
const SCRIPT = new Set(['v8.compile', 'EvaluateScript', 'v8.evaluateModule']);

/** @typedef {{ event: any, selfTime: number, duration: number, startTime: number, parent?: TaskNode, children: TaskNode[] }} TaskNode */

/** What a task spent its own time on, by event name, and what its events say about it. */
/** @param {TaskNode} task */
function readTask(task) {
  /** @type {Map<string, number>} */
  const self = new Map();
  const facts = { posted: '', styled: 0, fullRelayout: false, lighthouse: false };
  /** @param {TaskNode} node */
  const walk = (node) => {
    const { name, args } = node.event;
    self.set(name, (self.get(name) ?? 0) + node.selfTime);
    if (name === 'ThreadControllerImpl::RunTask' && !facts.posted) facts.posted = args?.src_func ?? '';
    if (name === 'LocalWindowProxy::Initialize' || String(args?.data?.url ?? '').includes('_lighthouse'))
      facts.lighthouse = true;
    if (name === 'UpdateLayoutTree') facts.styled += args?.elementCount ?? args?.data?.elementCount ?? 0;
    const layout = args?.beginData;
    if (name === 'Layout' && layout?.totalObjects > 20 && layout.dirtyObjects >= layout.totalObjects / 2)
      facts.fullRelayout = true;
    node.children.forEach(walk);
  };
  walk(task);
  /** @param {(name: string) => boolean} test */
  const share = (test) => [...self].filter(([name]) => test(name)).reduce((sum, [, ms]) => sum + ms, 0) / task.duration;
  return { self, facts, share };
}

/** @param {TaskNode} task */
export function classOf(task) {
  const { facts, share } = readTask(task);
  if (facts.posted === 'PostImageToPlaceholder') return 'ripple canvas: a frame handed to the page';
  if (share((name) => name === 'RunMicrotasks') >= 0.4)
    return 'start-up: Next.js and React modules, RSC payload, hydrateRoot';
  if (share((name) => name === 'FunctionCall') >= 0.5) return "React's scheduler: hydration, commit, effects";
  if (share((name) => RENDER.has(name)) >= 0.5) {
    if (facts.styled >= 20) return `style and layout of the parsed document`;
    return facts.fullRelayout ? 'relayout as a web font arrives' : 'other layout and paint';
  }
  if (share((name) => SCRIPT.has(name)) >= 0.5) return 'script compile and evaluation';
  if (share((name) => name === 'ParseHTML') >= 0.5) return 'HTML parsing';
  return 'other: work the trace does not break down';
}

/** Each long task after FCP of one trace: its class and the milliseconds beyond 50 it blocked. */
/** @param {any} trace */
export function longTasks(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const origin = processed.timestamps.timeOrigin;
  const fcp = (navigation.timestamps.firstContentfulPaint - origin) / 1000;
  const { mainThreadEvents, frames, timestamps } = processed;
  /** @type {TaskNode[]} */
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, origin);
  const after = tasks.filter((task) => !task.parent && task.startTime >= fcp);
  // Once the page has loaded, Lighthouse runs its own scripts in it, in a context of its own: they end the page's part.
  const own = after.findIndex((task) => readTask(task).facts.lighthouse);
  return (own === -1 ? after : after.slice(0, own))
    .filter((task) => task.duration > 50)
    .map((task) => ({ kind: classOf(task), blockingMs: task.duration - 50 }));
}

/** @param {string} dir */
async function attribute(dir) {
  /** @type {Map<string, { tbt: (number | null)[], runs: Map<string, number>[] }>} */
  const pages = new Map();
  for (const file of (await readdir(dir)).filter((name) => /^devtools-.*\.trace\.json\.gz$/.test(name)).sort()) {
    const base = path.join(dir, file.replace(/\.trace\.json\.gz$/, ''));
    const page = file.replace(/^devtools-/, '').replace(/-\d+\.trace\.json\.gz$/, '');
    const trace = JSON.parse((await gunzipAsync(await readFile(path.join(dir, file)))).toString());
    const lhr = JSON.parse(await readFile(`${base}.json`, 'utf8'));
    /** @type {Map<string, number>} */
    const kinds = new Map();
    for (const { kind, blockingMs } of longTasks(trace)) kinds.set(kind, (kinds.get(kind) ?? 0) + blockingMs);
    const entry = pages.get(page) ?? { tbt: [], runs: [] };
    entry.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? null);
    entry.runs.push(kinds);
    pages.set(page, entry);
  }
  const names = [...pages.keys()];
  const kinds = [...new Set([...pages.values()].flatMap(({ runs }) => runs.flatMap((run) => [...run.keys()])))].sort();
  /** @param {number | null} ms */
  const shown = (ms) => (ms === null ? 'none' : String(Math.round(ms)));
  const lines = [
    `| Blocking time after FCP, ms: median · mean of the runs (runs with such a task) | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
    `| Lighthouse TBT | ${names.map((page) => shown(median(/** @type {any} */ (pages.get(page)).tbt))).join(' | ')} |`,
    ...kinds.map((kind) => {
      const cells = names.map((page) => {
        const { runs } = /** @type {any} */ (pages.get(page));
        const values = runs.map((/** @type {Map<string, number>} */ run) => run.get(kind) ?? 0);
        const seen = values.filter((/** @type {number} */ ms) => ms > 0).length;
        const mean = values.reduce((/** @type {number} */ sum, /** @type {number} */ ms) => sum + ms, 0) / runs.length;
        return seen ? `${shown(median(values))} · ${shown(mean)} (${seen} of ${runs.length})` : '–';
      });
      return `| ${kind} | ${cells.join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await attribute(process.argv[2] ?? path.join('bench-results', 'lighthouse')));
}
