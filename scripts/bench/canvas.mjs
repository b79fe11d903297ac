// The ripple canvas's cost with about 100 live ripples: the main thread's task time per drawn frame
// (Chrome's own TaskDuration metric), the worker's time in each frame callback, frames requested while
// the surface should be idle, and the main and worker heaps after minutes of touch input.

// Runs inside the worker: counts and times the frames it requests.
const instrumentWorker = () => {
  /** @type {any} */ (self).__frames = 0;
  /** @type {any} */ (self).__work = [];
  const raf = self.requestAnimationFrame.bind(self);
  self.requestAnimationFrame = (callback) => {
    /** @type {any} */ (self).__frames++;
    return raf((time) => {
      const started = performance.now();
      callback(time);
      /** @type {any} */ (self).__work.push(performance.now() - started);
    });
  };
};

/** Touch ripples: `count` pointer moves at random points of the hero, run in the page. @param {number} count */
export const touch = (count) => {
  const hero = /** @type {HTMLElement} */ (document.querySelector('main > section'));
  const box = hero.getBoundingClientRect();
  for (let i = 0; i < count; i++) {
    const init = {
      pointerType: 'touch',
      bubbles: true,
      clientX: box.left + Math.random() * box.width,
      clientY: box.top + Math.random() * box.height,
    };
    hero.dispatchEvent(new PointerEvent('pointermove', init));
  }
};

/** @param {import('@playwright/test').Page} page */
const surfaceWorker = async (page) => {
  for (let i = 0; i < 100 && page.workers().length === 0; i++) await page.waitForTimeout(100);
  const [worker] = page.workers();
  if (!worker) throw new Error('the ripple surface did not start a worker');
  await worker.evaluate(instrumentWorker);
  return worker;
};

/** @param {import('@playwright/test').Worker} worker @param {import('@playwright/test').Page} page @param {number} ms */
const framesDuring = async (worker, page, ms) => {
  const before = await worker.evaluate(() => /** @type {any} */ (self).__frames);
  await page.waitForTimeout(ms);
  return (await worker.evaluate(() => /** @type {any} */ (self).__frames)) - before;
};

// A DevTools session on the worker, reached through the page's session, to read the worker's own heap.
/** @param {import('@playwright/test').CDPSession} cdp */
const workerHeap = async (cdp) => {
  /** @type {Promise<string>} */
  const attached = new Promise((resolve) =>
    cdp.on('Target.attachedToTarget', (event) => event.targetInfo.type === 'worker' && resolve(event.sessionId)),
  );
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const sessionId = await attached;
  /** @type {Map<number, (result: any) => void>} */
  const pending = new Map();
  let nextId = 0;
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  /** @param {string} method @returns {Promise<any>} */
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve);
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    });
  return async () => {
    await send('HeapProfiler.collectGarbage');
    return (await send('Runtime.getHeapUsage')).usedSize;
  };
};

/** @param {import('@playwright/test').Browser} browser @param {string} origin @param {{ soakSeconds: number }} options */
export async function measureCanvas(browser, origin, { soakSeconds }) {
  /** @param {number} value */
  const round = (value) => Math.round(value * 1000) / 1000;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    /** @type {{ value: number }} */ (
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
    ).value;
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  const worker = await surfaceWorker(page);
  await page.waitForTimeout(1000);

  // About 100 live ripples (they live 1.3 s): touch once, then count the main thread's task time
  // and the worker's frames over the next 600 ms, five times over.
  let mainSeconds = 0;
  let drawn = 0;
  const work = [];
  for (let i = 0; i < 5; i++) {
    await page.evaluate(touch, 100);
    await page.waitForTimeout(50);
    const mainBefore = await taskSeconds();
    const framesBefore = await worker.evaluate(() => {
      const scope = /** @type {any} */ (self);
      scope.__work = [];
      return scope.__frames;
    });
    await page.waitForTimeout(600);
    mainSeconds += (await taskSeconds()) - mainBefore;
    drawn += (await worker.evaluate(() => /** @type {any} */ (self).__frames)) - framesBefore;
    work.push(...(await worker.evaluate(() => /** @type {any} */ (self).__work)));
    await page.waitForTimeout(1000);
  }
  work.sort((a, b) => a - b);
  const mainPerFrameMs = round((mainSeconds * 1000) / Math.max(1, drawn));
  const workerMeanMs = round(work.reduce((sum, value) => sum + value, 0) / work.length);
  const workerP95Ms = round(work[Math.floor(work.length * 0.95)] ?? 0);

  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const offscreenFrames = await framesDuring(worker, page, 2000);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(300);
  const hiddenFrames = await framesDuring(worker, page, 2000);
  await page.evaluate(() => {
    delete (/** @type {any} */ (document).hidden);
    document.dispatchEvent(new Event('visibilitychange'));
  });

  const mainHeap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const surfaceHeap = await workerHeap(cdp);
  const before = { main: await mainHeap(), worker: await surfaceHeap() };
  const until = Date.now() + soakSeconds * 1000;
  while (Date.now() < until) {
    await page.evaluate(touch, 20);
    await worker.evaluate(() => {
      /** @type {any} */ (self).__work.length = 0;
    });
    await page.waitForTimeout(50);
  }
  const mainHeapGrowthKiB = Math.round(((await mainHeap()) - before.main) / 1024);
  const workerHeapGrowthKiB = Math.round(((await surfaceHeap()) - before.worker) / 1024);
  await context.close();

  const reduced = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const still = await reduced.newPage();
  await still.goto(`${origin}/`, { waitUntil: 'networkidle' });
  const stillWorker = await surfaceWorker(still);
  await still.waitForTimeout(300);
  const reducedFrames = await framesDuring(stillWorker, still, 2000);
  await reduced.close();

  return {
    mainPerFrameMs,
    workerMeanMs,
    workerP95Ms,
    frames: work.length,
    offscreenFrames,
    hiddenFrames,
    reducedFrames,
    mainHeapGrowthKiB,
    workerHeapGrowthKiB,
  };
}
