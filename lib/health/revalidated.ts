/** What a check says when asked: its last result, or that none has come yet, or that the one under way is overdue. */
export type Reading<T> = { value: T } | { pending: true } | { overdue: true };

export type RevalidatedOptions = {
  /** A run still going after this long counts as failed, whatever the last one said. */
  boundMs: number;
  now?: () => number;
};

const settled = (running: Promise<unknown>, waitMs: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  return Promise.race([running, waited]).finally(() => clearTimeout(timer));
};

/**
 * One piece of work run behind its answers (stale-while-revalidate): a run starts when the last result is
 * older than `keepMs(result)` and none is under way, every caller meanwhile shares it, and a reader waits
 * for it at most `waitMs` before taking the last result that completed. So a slow run never makes a good
 * result look failed, until it has taken longer than `boundMs`. The work must not reject.
 */
export function revalidated<T>(
  work: () => Promise<T>,
  keepMs: (result: T) => number,
  { boundMs, now = Date.now }: RevalidatedOptions,
) {
  let last: { value: T; until: number } | undefined;
  let running: { done: Promise<T>; since: number } | undefined;
  const refresh = () => {
    if (running || (last && now() < last.until)) return;
    const done = work()
      .then((value) => {
        last = { value, until: now() + keepMs(value) };
        return value;
      })
      .finally(() => (running = undefined));
    running = { done, since: now() };
  };
  return {
    /** Starts a run if one is due: at start-up, so the first reader finds a result. */
    refresh,
    async read(waitMs: number): Promise<Reading<T>> {
      refresh();
      if (running) await settled(running.done, waitMs);
      if (running && now() - running.since >= boundMs) return { overdue: true };
      return last ? { value: last.value } : { pending: true };
    },
  };
}
