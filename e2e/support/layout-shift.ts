import type { Page } from '@playwright/test';

type Shifts = { __shift: number; __shifts: PerformanceObserver };
type Shift = PerformanceEntry & { value: number };

/**
 * Adds up the page's layout shifts from its first paint. Call before `page.goto`; `total()` waits two
 * frames (an entry is reported after the frame that moved something) and counts what is still pending.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Shifts;
    w.__shift = 0;
    w.__shifts = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) w.__shift += entry.value;
    });
    w.__shifts.observe({ type: 'layout-shift', buffered: true });
  });
  const total = () =>
    page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const w = window as unknown as Shifts;
      for (const entry of w.__shifts.takeRecords() as Shift[]) w.__shift += entry.value;
      return w.__shift;
    });
  return { total };
}
