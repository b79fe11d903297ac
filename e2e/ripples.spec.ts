import { expect, test, type Page } from '@playwright/test';
import { addTouchRipple, createRipple, ripple, stepRipples, type Ripple } from '../lib/ripple';

// Counts animation frames requested by the page, so a test can tell a running loop from a stopped one.
const countFrames = async (page: Page) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: number };
    w.__frames = 0;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      w.__frames++;
      return original(callback);
    };
  });
};
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: number }).__frames);

const paintedPixels = (page: Page) =>
  page.locator('main > section').first().locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return painted;
  });

test('the hero canvas draws ripples, sized for the screen\'s pixel density', async ({ page }) => {
  await page.goto('/');
  const canvas = page.locator('main > section').first().locator('canvas');
  await expect(canvas).toHaveAttribute('aria-hidden', 'true');
  await expect.poll(() => paintedPixels(page)).toBeGreaterThan(500);
  const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ w: c.width, cw: c.clientWidth, dpr: devicePixelRatio }));
  expect(size.w).toBe(Math.round(size.cw * Math.min(size.dpr, 2)));
  await expect(canvas).toHaveCSS('filter', `blur(${ripple.blur}px)`);
});

test('the ripple loop stops while the hero is off screen and starts again when it returns', async ({ page }) => {
  await countFrames(page);
  await page.goto('/');
  await expect.poll(() => frames(page)).toBeGreaterThan(10);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const stopped = await frames(page);
  await page.waitForTimeout(1000);
  expect(await frames(page)).toBe(stopped);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => frames(page)).toBeGreaterThan(stopped + 10);
});

test('the ripple loop stops while the tab is hidden', async ({ page }) => {
  await countFrames(page);
  await page.goto('/');
  await expect.poll(() => frames(page)).toBeGreaterThan(10);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(200);
  const stopped = await frames(page);
  await page.waitForTimeout(1000);
  expect(await frames(page)).toBe(stopped);
});

// Each live ripple strokes two arcs a frame, so arcs per frame tell how many ripples are alive.
test('mouse and touch on the hero add ripples', async ({ page }) => {
  await countFrames(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __arcs: number; __centres: Set<string> };
    w.__arcs = 0;
    w.__centres = new Set();
    const arc = CanvasRenderingContext2D.prototype.arc;
    CanvasRenderingContext2D.prototype.arc = function (...args: Parameters<typeof arc>) {
      w.__arcs++;
      w.__centres.add(`${Math.round(args[0])},${Math.round(args[1])}`);
      return arc.apply(this, args);
    };
  });
  await page.goto('/');
  const counters = () =>
    page.evaluate(() => {
      const w = window as unknown as { __arcs: number; __frames: number };
      return { __arcs: w.__arcs, __frames: w.__frames };
    });
  const liveRipples = async (ms: number) => {
    const before = await counters();
    await page.waitForTimeout(ms);
    const after = await counters();
    return (after.__arcs - before.__arcs) / 2 / Math.max(1, after.__frames - before.__frames);
  };
  await page.waitForTimeout(1500);
  expect(await liveRipples(300)).toBeLessThan(12);
  await page.locator('main > section').first().evaluate((hero) => {
    for (let i = 0; i < 30; i++) hero.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'touch', clientX: 100 + i * 10, clientY: 300, bubbles: true }));
  });
  expect(await liveRipples(300)).toBeGreaterThanOrEqual(30);
  // A mouse ripple is centred where the pointer is.
  await page.mouse.move(333, 444);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __centres: Set<string> }).__centres.has('333,444')))
    .toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the canvas shows a calm still surface and requests no frames', async ({ page }) => {
    await countFrames(page);
    await page.goto('/');
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(500);
    const first = await frames(page);
    const pixels = await paintedPixels(page);
    await page.mouse.move(300, 300);
    await page.waitForTimeout(1200);
    expect(await frames(page)).toBe(first);
    expect(await paintedPixels(page)).toBe(pixels);
  });

  test('hovering a card adds no ripple', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Natural', exact: true }).hover();
    await page.waitForTimeout(100);
    await expect(page.locator('.card-ripple')).toHaveCount(0);
  });
});

test('hovering a card adds a ripple that is removed after 900 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt(Date.now() + 60_000);
  const card = page.locator('#about article').first();
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await expect(card.locator('.card-ripple')).toHaveCount(1);
  await page.clock.runFor(ripple.cardLifetimeMs - 50);
  await expect(card.locator('.card-ripple')).toHaveCount(1);
  await page.clock.runFor(100);
  await expect(card.locator('.card-ripple')).toHaveCount(0);
});

test('the ripple constants are the specification\'s', () => {
  expect(ripple).toMatchObject({ initialCount: 10, spawnIntervalMs: 1000, maxTouchRipples: 100, maxSize: 120, speed: 1.5, blur: 6, cardLifetimeMs: 900 });
});

test('ripples grow and fade until fully transparent, then are removed; touch ripples are capped at 100', () => {
  const ripples: Ripple[] = [createRipple(0, 0)];
  let steps = 0;
  let lastRadius = -1;
  while (ripples.length && steps < 1000) {
    expect(ripples[0]!.radius).toBeGreaterThan(lastRadius);
    expect(ripples[0]!.radius).toBeLessThanOrEqual(ripple.maxSize);
    lastRadius = ripples[0]!.radius;
    stepRipples(ripples, 1000 / 60);
    steps++;
  }
  expect(ripples).toHaveLength(0);
  expect(steps).toBe(Math.round(ripple.maxSize / ripple.speed));

  const touches: Ripple[] = [createRipple(5, 5)];
  for (let i = 0; i < 150; i++) addTouchRipple(touches, i, i);
  expect(touches.filter((r) => r.touch)).toHaveLength(ripple.maxTouchRipples);
  expect(touches.filter((r) => !r.touch)).toHaveLength(1);
  expect(touches.at(-1)).toMatchObject({ x: 149, y: 149 });
});
