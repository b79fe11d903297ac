import { runDueWork, type DueWorkBudget, type DueWorkServices } from './run-due-work';

// About once a minute; sooner where the first wait is shorter (the tests' shortened schedules).
const EVERY_MS = 60_000;
// A tick's run ends well before the next one would start.
const TIMER_BUDGET: DueWorkBudget = { sends: 25, ms: 45_000 };

/** `stop` takes no more work, and gives the run under way's end (its jobs may still be writing). */
export type DueWorkTimer = { stop(): Promise<void> };

// A stand-in in the tests, whose runner SIGTERM interrupts.
type Signals = Pick<NodeJS.Process, 'on' | 'off' | 'listenerCount' | 'kill' | 'pid'>;

/**
 * On SIGTERM the run under way takes no more work; Next's own handler then exits, which may cut a send
 * short: its claim expires after STALE_CLAIM_MS and it is sent again. Where nothing else listens for
 * SIGTERM, the signal is raised again, so the process still ends as it would have.
 */
export function keepDoingDueWork(services: DueWorkServices, signals: Signals = process): DueWorkTimer {
  const stopping = new AbortController();
  const everyMs = Math.min(EVERY_MS, services.env.REDELIVERY_FIRST_S * 1000);
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runDueWork(services, { budget: TIMER_BUDGET, signal: stopping.signal });
  }, everyMs);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    stopping.abort();
    signals.off('SIGTERM', onSigterm);
    await running.then(
      () => {},
      () => {},
    );
  };
  const onSigterm = () => {
    void stop();
    if (!signals.listenerCount('SIGTERM')) signals.kill(signals.pid, 'SIGTERM');
  };
  signals.on('SIGTERM', onSigterm);
  return { stop };
}
