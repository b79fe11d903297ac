import { expect, type Page } from '@playwright/test';

type WorkerProbe = {
  __frames: number;
  __cancels: number;
  __arcs: number;
  __centres: Set<string>;
  __ctx?: OffscreenCanvasRenderingContext2D;
  __shown?: OffscreenCanvasRenderingContext2D;
};

// The hero draws in a worker: count the frames it requests and cancels and the arcs it strokes there,
// and keep the context the page shows so a test can read back what it painted.
export const rippleWorker = async (page: Page) => {
  await expect.poll(() => page.workers().length).toBe(1);
  const worker = page.workers()[0]!;
  await worker.evaluate(() => {
    const w = self as unknown as WorkerProbe;
    w.__frames = 0;
    w.__cancels = 0;
    w.__arcs = 0;
    w.__centres = new Set();
    const raf = self.requestAnimationFrame.bind(self);
    self.requestAnimationFrame = (callback) => {
      w.__frames++;
      return raf(callback);
    };
    const caf = self.cancelAnimationFrame.bind(self);
    self.cancelAnimationFrame = (handle) => {
      w.__cancels++;
      caf(handle);
    };
    const arc = OffscreenCanvasRenderingContext2D.prototype.arc;
    OffscreenCanvasRenderingContext2D.prototype.arc = function (...args: Parameters<typeof arc>) {
      w.__ctx = this;
      w.__arcs++;
      w.__centres.add(`${Math.round(args[0])},${Math.round(args[1])}`);
      return arc.apply(this, args);
    };
    // The rings are stroked on a scratch canvas and drawn blurred onto the one the page shows, which is the
    // context that draws images (the sharp rings, then the calm masks erased from them).
    const drawImage = OffscreenCanvasRenderingContext2D.prototype.drawImage;
    OffscreenCanvasRenderingContext2D.prototype.drawImage = function (...args: unknown[]) {
      w.__shown = this;
      return (drawImage as (...a: unknown[]) => void).apply(this, args);
    };
  });
  const read = () =>
    worker.evaluate(() => {
      const w = self as unknown as WorkerProbe;
      const ctx = w.__shown ?? w.__ctx;
      let painted = 0;
      let sharpest = 0;
      if (ctx) {
        const { width } = ctx.canvas;
        const data = ctx.getImageData(0, 0, width, ctx.canvas.height).data;
        for (let i = 3; i < data.length; i += 4) {
          if (data[i]! > 0) painted++;
          if ((i >> 2) % width > 0) sharpest = Math.max(sharpest, Math.abs(data[i]! - data[i - 4]!));
        }
      }
      return {
        frames: w.__frames,
        cancels: w.__cancels,
        arcs: w.__arcs,
        painted,
        sharpest,
        width: ctx?.canvas.width ?? 0,
        centres: [...w.__centres],
      };
    });
  const frames = async () => (await read()).frames;
  // Call before what should stop the loop: the function it returns waits until the loop has cancelled
  // its queued frame (the surface asks for no more until it runs again) and gives the frame count then.
  const willStop = async () => {
    const { cancels } = await read();
    return async () => {
      await expect.poll(async () => (await read()).cancels).toBeGreaterThan(cancels);
      return frames();
    };
  };
  return { read, frames, willStop };
};

/** Waits for the page to paint `count` more frames: time for anything a frame would show to have shown. */
export const nextFrames = (page: Page, count = 10) =>
  page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    count,
  );

// Counts animation frames requested on the page's main thread.
export const countMainFrames = async (page: Page) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: number };
    w.__frames = 0;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      w.__frames++;
      return original(callback);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __frames: number }).__frames);
};

export const heroCanvas = (page: Page) => page.locator('main > section').first().locator('canvas');

/** The pixels the hero canvas has painted, where the page draws it itself (no worker holds the canvas). */
export const paintedOnPage = (page: Page) =>
  heroCanvas(page).evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
    return count;
  });
