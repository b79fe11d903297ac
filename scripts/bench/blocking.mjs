// Lighthouse's Total Blocking Time of one load, split into its parts. Lighthouse sums, over the main thread's
// top-level task events between FCP and TTI, each one's time beyond 50 ms (core/computed/metrics/
// total-blocking-time.js, with its getMainThreadTopLevelEvents: where two task events overlap, the first is cut
// short where the second starts, so a task event nested in another is the one counted). The same events are
// read here, each one's blocking time shared among the trace events under it by their own time, as Lighthouse
// shares a task's TBT impact among its events (core/computed/tbt-impact-tasks.js): the parts add up to the
// load's TBT. They are told by kind of work (Lighthouse's groups of trace events, with the script React's
// scheduler runs after the start-up told apart as hydration) and by the task they fall in (scripts/bench/tasks.mjs).
// Beside them, the main thread's own CPU time in the tasks that start between FCP and TTI (the trace's
// thread time): on a busy machine a task's length is mostly its wait for a core, and its CPU time is not.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const { calculateTbtImpactForEvent } = Lantern.Metrics.TBTUtils;

/** @typedef {import('./tasks.mjs').TaskNode & { group: { id: string } }} Task */

export const SCHEDULER = "React's scheduler: hydration, commit, effects";
export const HYDRATION = "hydration: script in React's scheduler's tasks";

/** The kinds of work, by Lighthouse's group of the event; script in React's scheduler's tasks is hydration. */
const WORK = /** @type {Record<string, string>} */ ({
  styleLayout: 'Style & Layout',
  parseHTML: 'parsing: HTML and CSS',
  scriptParseCompile: 'parsing: script compile',
  scriptEvaluation: 'script evaluation',
  paintCompositeRender: 'paint, composite, raster',
  garbageCollection: 'garbage collection',
  other: 'other',
});

/**
 * The load's blocking time by kind of work and by task, and their sum (its TBT).
 * @param {any} trace @param {any} lhr the report of the same load
 * @param {(task: any) => { kind: string, lighthouse: boolean }} read a task's class, and whether it is Lighthouse's own
 */
export function blockingOf(trace, lhr, read) {
  const processed = TraceProcessor.processTrace(trace);
  const { mainThreadEvents, frames, timestamps } = processed;
  const origin = timestamps.timeOrigin;
  /** @type {Task[]} */
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, origin);
  const nodes = new Map(tasks.map((task) => [task.event, task]));
  const fcp = lhr.audits['first-contentful-paint'].numericValue;
  // Once the page has loaded, Lighthouse runs its own scripts in it, in a context of its own: they end the
  // page's part, where a load that never became interactive has no TTI to end it.
  const own = tasks.find((task) => !task.parent && task.startTime > fcp && read(task).lighthouse);
  const tti = lhr.audits.interactive?.numericValue ?? own?.startTime ?? (timestamps.traceEnd - origin) / 1000;
  /** @type {{ event: any, start: number, end: number, duration: number }[]} */
  const events = [];
  for (const event of mainThreadEvents) {
    if (!TraceProcessor.isScheduleableTask(event) || !event.dur) continue;
    const start = (event.ts - origin) / 1000;
    const previous = events.at(-1);
    if (previous && start < previous.end) previous.end = start - 0.001;
    events.push({ event, start, end: start + event.dur / 1000, duration: event.dur / 1000 });
  }
  /** @type {Map<string, number>} */
  const byWork = new Map();
  /** @type {Map<string, number>} */
  const byTask = new Map();
  /** @type {Map<string, number>} */
  const cpuByWork = new Map();
  /** @type {Map<string, number>} */
  const cpuByTask = new Map();
  /** @param {Map<string, number>} map @param {string} key @param {number} ms */
  const add = (map, key, ms) => ms > 0 && map.set(key, (map.get(key) ?? 0) + ms);
  /** The thread's own CPU time in an event, where the trace gives it. @param {Task} node */
  const cpu = (node) => (node.event.tdur ?? 0) / 1000;
  let total = 0;
  for (const counted of events) {
    const task = nodes.get(counted.event);
    const blocking = calculateTbtImpactForEvent(counted, fcp, tti);
    // CPU time is counted for the tasks that start between FCP and TTI, blocking or not.
    const inWindow = counted.start >= fcp && counted.start <= tti;
    if (!task || (blocking <= 0 && !inWindow)) continue;
    const { kind } = read(task);
    // Its own time by kind of work, but for the task events nested in it, which are counted on their own.
    /** @type {Map<string, number>} */
    const self = new Map();
    /** @param {Task} node */
    const walk = (node) => {
      const group = node.group.id === 'scriptEvaluation' && kind === SCHEDULER ? HYDRATION : WORK[node.group.id];
      const children = /** @type {Task[]} */ (node.children).filter(
        (child) => !TraceProcessor.isScheduleableTask(child.event),
      );
      add(self, group ?? 'other', node.selfTime);
      if (inWindow) add(cpuByWork, group ?? 'other', cpu(node) - children.reduce((sum, child) => sum + cpu(child), 0));
      children.forEach(walk);
    };
    walk(task);
    if (inWindow) add(cpuByTask, kind, cpu(task));
    if (blocking <= 0) continue;
    total += blocking;
    add(byTask, kind, blocking);
    const own = [...self.values()].reduce((sum, ms) => sum + ms, 0);
    for (const [work, ms] of self) add(byWork, work, (blocking * ms) / own);
  }
  return { total, byWork, byTask, cpuByWork, cpuByTask };
}
