// The ripple canvas's main-thread cost per frame with 100 live ripples, its frames when it should be idle,
// and the heap after minutes of touch input. Counts frames by wrapping requestAnimationFrame.
const instrument = () => {
  const w = window;
  w.__frames = 0;
  w.__work = [];
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    w.__frames++;
    return raf((time) => {
      const started = performance.now();
      callback(time);
      w.__work.push(performance.now() - started);
    });
  };
};

const touch = (count) => {
  const hero = document.querySelector('main > section');
  const box = hero.getBoundingClientRect();
  for (let i = 0; i < count; i++) {
    const init = { pointerType: 'touch', bubbles: true, clientX: box.left + Math.random() * box.width, clientY: box.top + Math.random() * box.height };
    hero.dispatchEvent(new PointerEvent('pointermove', init));
  }
};

const framesDuring = async (page, ms) => {
  const before = await page.evaluate(() => window.__frames);
  await page.waitForTimeout(ms);
  return (await page.evaluate(() => window.__frames)) - before;
};

export async function measureCanvas(browser, origin, { soakSeconds }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);

  await page.evaluate(() => (window.__work = []));
  for (let i = 0; i < 30; i++) {
    await page.evaluate(touch, 120);
    await page.waitForTimeout(100);
  }
  const work = (await page.evaluate(() => window.__work)).sort((a, b) => a - b);
  const round = (value) => Math.round(value * 1000) / 1000;
  const meanMs = round(work.reduce((sum, value) => sum + value, 0) / work.length);
  const p95Ms = round(work[Math.floor(work.length * 0.95)] ?? 0);

  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const offscreenFrames = await framesDuring(page, 2000);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(300);
  const hiddenFrames = await framesDuring(page, 2000);
  await page.evaluate(() => {
    delete document.hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  });

  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await page.evaluate(() => (window.__work = []));
  const heapBefore = await heap();
  const until = Date.now() + soakSeconds * 1000;
  while (Date.now() < until) {
    await page.evaluate(touch, 20);
    await page.evaluate(() => (window.__work.length = 0));
    await page.waitForTimeout(50);
  }
  const heapGrowthKiB = Math.round(((await heap()) - heapBefore) / 1024);
  await context.close();

  const reduced = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  await reduced.addInitScript(instrument);
  const still = await reduced.newPage();
  await still.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await still.waitForTimeout(300);
  const reducedFrames = await framesDuring(still, 2000);
  await reduced.close();

  return { meanMs, p95Ms, frames: work.length, offscreenFrames, hiddenFrames, reducedFrames, heapGrowthKiB };
}
