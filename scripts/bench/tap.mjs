// What the interaction bench reads inside a page: every interaction's Event Timing entries and every Long
// Animation Frame, observed from the page's first script, and the duration of one tap as web-vitals counts it.

// Runs in the page before its own scripts.
export const observeInteractions = () => {
  const scope = /** @type {any} */ (window);
  scope.__events = [];
  scope.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries()))
      if (e.interactionId)
        scope.__events.push({
          id: e.interactionId,
          start: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
    // 16 ms is the least the API reports: a tap answered faster leaves no entry.
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) {
      const scripts = /** @type {any[]} */ (e.scripts);
      scope.__frames.push({
        start: e.startTime,
        end: e.startTime + e.duration,
        styleAndLayoutStart: e.styleAndLayoutStart,
        script: scripts.reduce((sum, s) => sum + s.duration, 0),
        forced: scripts.reduce((sum, s) => sum + s.forcedStyleAndLayoutDuration, 0),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  // A link that leaves the page: the time from its tap until the page lets go of it.
  const note = (/** @type {string} */ name) =>
    sessionStorage.setItem(name, String(performance.timeOrigin + performance.now()));
  addEventListener('pointerdown', () => note('__tapAt'), { capture: true });
  addEventListener('pagehide', () => note('__leftAt'));
};

/** The page's clock now, so a tap's entries are told from earlier ones. @param {import('@playwright/test').Page} page */
export const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * The interaction that began after `since` (one tap or key press: its pointer or key events and click share an
 * id), once its entries are in: its duration (the longest entry's, as web-vitals takes it) and its parts.
 * No entry within 2 s means it answered within 16 ms (the API's least), counted as 16.
 * @param {import('@playwright/test').Page} page @param {number} since
 */
export async function interactionSince(page, since) {
  for (let tries = 0; tries < 40; tries++) {
    const found = await page.evaluate((after) => {
      const scope = /** @type {any} */ (window);
      const entries = scope.__events.filter((/** @type {any} */ e) => e.start >= after);
      if (!entries.length) return null;
      const id = entries[0].id;
      const mine = entries.filter((/** @type {any} */ e) => e.id === id);
      const longest = mine.reduce((/** @type {any} */ a, /** @type {any} */ b) => (b.duration > a.duration ? b : a));
      const end = longest.start + longest.duration;
      const processingEnd = Math.max(...mine.map((/** @type {any} */ e) => e.processingEnd));
      const frames = scope.__frames.filter((/** @type {any} */ f) => f.end > longest.start && f.start < end);
      const frameEnd = frames.length ? Math.max(...frames.map((/** @type {any} */ f) => f.end)) : null;
      return {
        durationMs: longest.duration,
        inputDelayMs: longest.processingStart - longest.start,
        processingMs: processingEnd - longest.processingStart,
        // Long Animation Frames (50 ms or more) under the interaction: their script, their style, layout and
        // paint (from styleAndLayoutStart to the frame's end, and what script forced), and what came after the
        // main thread's frame until the pixels showed (raster, compositing: the presentation delay).
        scriptMs: frames.length
          ? frames.reduce((/** @type {number} */ s, /** @type {any} */ f) => s + f.script, 0)
          : null,
        styleLayoutPaintMs: frames.length
          ? frames.reduce(
              // A frame that laid nothing out has no styleAndLayoutStart (0).
              (/** @type {number} */ s, /** @type {any} */ f) =>
                s + (f.styleAndLayoutStart ? f.end - f.styleAndLayoutStart : 0) + f.forced,
              0,
            )
          : null,
        presentationMs: frameEnd === null ? end - processingEnd : Math.max(0, end - frameEnd),
      };
    }, since);
    if (found) return found;
    await page.waitForTimeout(50);
  }
  return {
    durationMs: 16,
    inputDelayMs: null,
    processingMs: null,
    scriptMs: null,
    styleLayoutPaintMs: null,
    presentationMs: null,
  };
}

/**
 * A visit's INP as web-vitals computes it: the longest interaction, one in fifty ignored.
 * @param {number[]} durations
 */
export const inpOf = (durations) => {
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(durations.length / 50))] ?? null;
};
