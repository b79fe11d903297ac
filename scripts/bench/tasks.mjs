// Where the main thread's blocking time goes (issues 48 and 56), read from the devtools-throttled runs a
// pagespeed or slow run kept: `npm run bench -- --only pagespeed [--mode slow] --keep`, then
// `node --import tsx scripts/bench/tasks.mjs [folders of kept runs]` (bench-results/lighthouse by default; a
// repeated slow run keeps one folder a run). Each load's TBT is split as Lighthouse splits it
// (scripts/bench/blocking.mjs), by kind of work and by task: each task is classed by its trace events
// (Lighthouse's own task tree). The tables give each part's median and mean over a page's loads, with the
// number of loads that had it. The classes are a reading of the events, not of the code: the CPU profile with
// the chunks' source maps is what names the functions inside a task (BENCHMARKS.md).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { median } from './summary.mjs';
import { blockingOf, SCHEDULER } from './blocking.mjs';

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

/** @param {TaskNode} task @param {ReturnType<typeof readTask>} reading the task read, where the caller has */
export function classOf(task, { facts, share } = readTask(task)) {
  if (facts.posted === 'PostImageToPlaceholder') return 'ripple canvas: a frame handed to the page';
  if (share((name) => name === 'RunMicrotasks') >= 0.4)
    return 'start-up: Next.js and React modules, RSC payload, hydrateRoot';
  if (share((name) => name === 'FunctionCall') >= 0.5) return SCHEDULER;
  if (share((name) => RENDER.has(name)) >= 0.5) {
    if (facts.styled >= 20) return `style and layout of the parsed document`;
    return facts.fullRelayout ? 'relayout as a web font arrives' : 'other layout and paint';
  }
  if (share((name) => SCRIPT.has(name)) >= 0.5) return 'script compile and evaluation';
  if (share((name) => name === 'ParseHTML') >= 0.5) return 'HTML parsing';
  return 'other: work the trace does not break down';
}

/** @param {string[]} dirs folders of kept runs: each page's loads in all of them are read together */
async function attribute(dirs) {
  /** @type {Map<string, { tbt: (number | null)[], split: number[], byWork: Map<string, number>[], byTask: Map<string, number>[], cpuByWork: Map<string, number>[], cpuByTask: Map<string, number>[] }>} */
  const pages = new Map();
  for (const dir of dirs) {
    for (const file of (await readdir(dir))
      .filter((name) => /^(devtools|slow)-.*\.trace\.json\.gz$/.test(name))
      .sort()) {
      const base = path.join(dir, file.replace(/\.trace\.json\.gz$/, ''));
      const page = file.replace(/^(devtools|slow)-/, '').replace(/-\d+\.trace\.json\.gz$/, '');
      const trace = JSON.parse((await gunzipAsync(await readFile(path.join(dir, file)))).toString());
      const lhr = JSON.parse(await readFile(`${base}.json`, 'utf8'));
      const read = (/** @type {TaskNode} */ task) => {
        const reading = readTask(task);
        return { kind: classOf(task, reading), lighthouse: reading.facts.lighthouse };
      };
      const { total, byWork, byTask, cpuByWork, cpuByTask } = blockingOf(trace, lhr, read);
      const entry = pages.get(page) ?? { tbt: [], split: [], byWork: [], byTask: [], cpuByWork: [], cpuByTask: [] };
      entry.cpuByWork.push(cpuByWork);
      entry.cpuByTask.push(cpuByTask);
      entry.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? null);
      entry.split.push(total);
      entry.byWork.push(byWork);
      entry.byTask.push(byTask);
      pages.set(page, entry);
    }
  }
  const names = [...pages.keys()];
  /** @param {number | null} ms */
  const shown = (ms) => (ms === null ? 'none' : String(Math.round(ms)));
  /** @param {'byWork' | 'byTask' | 'cpuByWork' | 'cpuByTask'} by @param {string} title */
  const table = (by, title) => {
    const keys = [
      ...new Set([...pages.values()].flatMap((entry) => entry[by].flatMap((run) => [...run.keys()]))),
    ].sort();
    return [
      `| ${title}, ms: median · mean of the loads (loads with it) | ${names.join(' | ')} |`,
      `| --- | ${names.map(() => '---').join(' | ')} |`,
      `| Lighthouse TBT | ${names.map((page) => shown(median(/** @type {any} */ (pages.get(page)).tbt))).join(' | ')} |`,
      `| loads that never became interactive (their parts counted to Lighthouse's own scripts) | ${names
        .map((page) => {
          const { tbt } = /** @type {any} */ (pages.get(page));
          return `${tbt.filter((/** @type {number | null} */ ms) => ms === null).length} of ${tbt.length}`;
        })
        .join(' | ')} |`,
      ...(by.startsWith('cpu')
        ? []
        : [
            `| the parts' sum | ${names.map((page) => shown(median(/** @type {any} */ (pages.get(page)).split))).join(' | ')} |`,
          ]),
      ...keys.map((key) => {
        const cells = names.map((page) => {
          const runs = /** @type {any} */ (pages.get(page))[by];
          const values = runs.map((/** @type {Map<string, number>} */ run) => run.get(key) ?? 0);
          const seen = values.filter((/** @type {number} */ ms) => Math.round(ms) !== 0).length;
          const mean =
            values.reduce((/** @type {number} */ sum, /** @type {number} */ ms) => sum + ms, 0) / runs.length;
          return seen ? `${shown(median(values))} · ${shown(mean)} (${seen} of ${runs.length})` : '–';
        });
        return `| ${key} | ${cells.join(' | ')} |`;
      }),
    ].join('\n');
  };
  return [
    table('byWork', 'Blocking time by kind of work'),
    table('byTask', 'Blocking time by task'),
    table('cpuByWork', 'Main-thread CPU time from FCP to TTI by kind of work'),
    table('cpuByTask', 'Main-thread CPU time from FCP to TTI by task'),
  ].join('\n\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  console.log(await attribute(dirs.length ? dirs : [path.join('bench-results', 'lighthouse')]));
}
