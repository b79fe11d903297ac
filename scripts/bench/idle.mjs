// The interaction bench's figures for a page left alone: the main thread's busy share, and the ripple
// worker's time a frame (as the canvas part's workerP95Ms, and with the frame's drawing rasterised).
import { touch } from './canvas.mjs';

/**
 * The share of the main thread's time spent in tasks over four idle seconds (Chrome's TaskDuration).
 * @param {import('@playwright/test').Page} page @param {import('@playwright/test').CDPSession} cdp
 */
export async function idleShare(page, cdp) {
  await cdp.send('Performance.enable');
  const busy = async () =>
    /** @type {{ value: number }} */ (
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
    ).value;
  const before = await busy();
  const started = Date.now();
  await page.waitForTimeout(4000);
  const share = ((await busy()) - before) / ((Date.now() - started) / 1000);
  return Math.round(share * 1000) / 10;
}

// Runs in the worker: times each frame callback, and then the same frame with its drawing rasterised (a
// canvas records its drawing and rasterises it when the frame is pushed, after the callback returns; reading
// one pixel back rasterises it at once, so that time is counted too).
const instrumentWorker = () => {
  const scope = /** @type {any} */ (self);
  scope.__work = [];
  scope.__raster = [];
  const drawImage = OffscreenCanvasRenderingContext2D.prototype.drawImage;
  OffscreenCanvasRenderingContext2D.prototype.drawImage = function (/** @type {any[]} */ ...args) {
    scope.__shown = this;
    return /** @type {any} */ (drawImage).apply(this, args);
  };
  const raf = self.requestAnimationFrame.bind(self);
  self.requestAnimationFrame = (callback) =>
    raf((time) => {
      const started = performance.now();
      callback(time);
      scope.__work.push(performance.now() - started);
      scope.__shown?.getImageData(0, 0, 1, 1);
      scope.__raster.push(performance.now() - started);
    });
};

/** @param {number[]} values */
const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length * 0.95)] ?? 0) * 100) / 100;
};

/** The worker's frame time with about 100 live ripples, p95. @param {import('@playwright/test').Page} page */
export async function workerFrames(page) {
  for (let i = 0; i < 100 && page.workers().length === 0; i++) await page.waitForTimeout(100);
  const [worker] = page.workers();
  if (!worker) return null;
  await worker.evaluate(instrumentWorker);
  /** @type {number[]} */
  const work = [];
  /** @type {number[]} */
  const raster = [];
  for (let i = 0; i < 3; i++) {
    await page.evaluate(touch, 100);
    await worker.evaluate(() => {
      const scope = /** @type {any} */ (self);
      scope.__work = [];
      scope.__raster = [];
    });
    await page.waitForTimeout(600);
    const taken = await worker.evaluate(() => ({
      work: /** @type {any} */ (self).__work,
      raster: /** @type {any} */ (self).__raster,
    }));
    work.push(...taken.work);
    raster.push(...taken.raster);
  }
  return { workerP95Ms: p95(work), rasterisedP95Ms: p95(raster), frames: work.length };
}
