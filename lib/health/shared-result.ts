/**
 * One piece of work whose result every caller shares: callers that arrive while it runs wait for the
 * same run, and a finished result is kept for `keepMs(result)` before the work runs again. The work
 * must not reject; it turns its own failures into results.
 */
export function sharedResult<T>(work: () => Promise<T>, keepMs: (result: T) => number, now: () => number = Date.now) {
  let running: Promise<T> | undefined;
  let known: { value: T; until: number } | undefined;
  return (): Promise<T> => {
    if (known && now() < known.until) return Promise.resolve(known.value);
    running ??= work()
      .then((value) => {
        known = { value, until: now() + keepMs(value) };
        return value;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
