import { expect, test } from '@playwright/test';
import { BLURRED_DENSITY } from '../lib/ripple/surface';
import { countMainFrames, heroCanvas, nextFrames, paintedOnPage, rippleWorker } from './support/ripple-probe';

test.use({ reducedMotion: 'no-preference' });

test.describe('on a high-density screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('the hero canvas draws blurred ripples off the main thread, at the density its blur needs', async ({ page }) => {
    const mainFrames = await countMainFrames(page);
    await page.goto('/');
    const canvas = heroCanvas(page);
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    const surface = await rippleWorker(page);
    await expect.poll(async () => (await surface.read()).painted).toBeGreaterThan(500);
    // The worker blurs the rings itself: the element carries no filter for the compositor to apply again
    // each frame, and what it paints has no edge sharper than the spec's 6 px blur leaves (a sharp 7 px
    // ring steps by about 200 of 255 between two pixels; blurred at half a pixel's density, by under 20).
    await expect(canvas).toHaveCSS('filter', 'none');
    expect((await surface.read()).sharpest, 'the largest opacity step between neighbouring pixels').toBeLessThan(40);
    // Polled: the worker resizes when its message arrives, after any late change of the page's layout.
    await expect
      .poll(
        async () =>
          (await surface.read()).width -
          Math.round((await canvas.evaluate((c: HTMLCanvasElement) => c.clientWidth)) * BLURRED_DENSITY),
      )
      .toBe(0);
    await page.waitForLoadState('networkidle');
    const before = await mainFrames();
    const workerBefore = await surface.frames();
    // Polled, not timed: a loaded CI machine draws the DPR-2 canvas at well under 60 frames a second.
    await expect.poll(() => surface.frames()).toBeGreaterThan(workerBefore + 30);
    expect(await mainFrames(), 'main-thread animation frames').toBe(before);
  });
});

test('the ripple loop stops while the hero is off screen and starts again when it returns', async ({ page }) => {
  await page.goto('/');
  const surface = await rippleWorker(page);
  await expect.poll(() => surface.frames()).toBeGreaterThan(10);
  const stop = await surface.willStop();
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const stopped = await stop();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => surface.frames()).toBeGreaterThan(stopped + 10);
});

test('the ripple loop stops while the tab is hidden and starts again when it shows', async ({ page }) => {
  await page.goto('/');
  const surface = await rippleWorker(page);
  await expect.poll(() => surface.frames()).toBeGreaterThan(10);
  const stop = await surface.willStop();
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  const stopped = await stop();
  // The page goes on painting (its visibility is only told, not real): thirty of its frames later, the
  // worker has drawn none.
  await nextFrames(page, 30);
  expect(await surface.frames(), 'frames drawn while hidden').toBe(stopped);
  await setHidden(false);
  await expect.poll(() => surface.frames()).toBeGreaterThan(stopped + 10);
});

// Each live ripple strokes two arcs a frame, so arcs per frame over the next frames tell how many are alive.
test('mouse and touch on the hero add ripples where they happen', async ({ page }) => {
  await page.goto('/');
  const surface = await rippleWorker(page);
  const liveRipples = async () => {
    const before = await surface.read();
    await expect.poll(() => surface.frames()).toBeGreaterThan(before.frames + 10);
    const after = await surface.read();
    return (after.arcs - before.arcs) / 2 / (after.frames - before.frames);
  };
  expect(await liveRipples()).toBeLessThan(12);
  await page
    .locator('main > section')
    .first()
    .evaluate((hero) => {
      for (let i = 0; i < 30; i++)
        hero.dispatchEvent(
          new PointerEvent('pointermove', { pointerType: 'touch', clientX: 100 + i * 10, clientY: 300, bubbles: true }),
        );
    });
  await expect.poll(liveRipples).toBeGreaterThanOrEqual(30);
  // A mouse ripple is centred where the pointer is.
  await page.mouse.move(333, 444);
  await expect.poll(async () => (await surface.read()).centres).toContain('333,444');
});

test('where a browser cannot hand the canvas to a worker, the page draws the ripples itself', async ({ page }) => {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
  const mainFrames = await countMainFrames(page);
  await page.goto('/');
  await expect.poll(() => paintedOnPage(page)).toBeGreaterThan(500);
  await expect.poll(mainFrames).toBeGreaterThan(10);
  expect(page.workers()).toHaveLength(0);
  // Drawing here, the page leaves the blur to the compositor, which costs this thread nothing a frame.
  await expect(heroCanvas(page)).toHaveCSS('filter', 'blur(6px)');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the canvas shows a calm still surface and requests no frames', async ({ page }) => {
    await page.goto('/');
    const surface = await rippleWorker(page);
    // A resize redraws the still surface, which lets the probe see the context it paints.
    await page.setViewportSize({ width: 1200, height: 760 });
    await expect.poll(async () => (await surface.read()).painted).toBeGreaterThan(500);
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 310);
    // The worker takes messages in order: once it has redrawn for a later resize, it has seen any pointer too.
    await page.setViewportSize({ width: 1000, height: 760 });
    const width = await heroCanvas(page).evaluate((canvas: HTMLCanvasElement) => canvas.clientWidth);
    expect(width).toBeLessThan(1100);
    await expect.poll(async () => (await surface.read()).width).toBe(Math.round(width * BLURRED_DENSITY));
    const later = await surface.read();
    expect(later.frames).toBe(0);
    expect(later.centres).not.toContain('300,300');
    expect(later.centres).not.toContain('320,310');
  });

  test('hovering a card adds no ripple', async ({ page }) => {
    await page.goto('/');
    // The card listener starts in the same commit as the hero's worker, so a worker means it is listening.
    await expect.poll(() => page.workers().length).toBe(1);
    await page.getByRole('heading', { name: 'Natural', exact: true }).hover();
    // A ripple would be added at once; the next frames give it every chance to show before none is counted.
    await nextFrames(page);
    expect(await page.locator('.card-ripple').count()).toBe(0);
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
  await page.clock.runFor(850);
  await expect(card.locator('.card-ripple')).toHaveCount(1);
  await page.clock.runFor(100);
  await expect(card.locator('.card-ripple')).toHaveCount(0);
});
