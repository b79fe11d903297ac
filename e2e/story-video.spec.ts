import { expect, test } from '@playwright/test';
import { recordLayoutShifts } from './support/layout-shift';
import { boxOf, luminances, pixels } from './support/pixels';

// The story video's built-in controls are built only as it nears the screen (content-visibility on its
// frame): until then it is skipped, and being built must move nothing on the page.
test('the story video is skipped until near the screen, then drawn in the same 16:9 place', async ({ page }) => {
  const shifts = await recordLayoutShifts(page);
  await page.goto('/');
  const video = page.locator('#story video');
  const place = () =>
    video.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { top: Math.round(box.top + scrollY), width: Math.round(box.width), height: Math.round(box.height) };
    });
  const drawn = () => video.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

  expect(await drawn(), 'skipped while far below').toBe(false);
  const before = await place();
  expect(before.height).toBeCloseTo((before.width * 9) / 16, -1);
  const start = await shifts.total();

  await video.scrollIntoViewIfNeeded();
  await expect(video).toBeInViewport();
  await expect.poll(drawn, { message: 'drawn once on screen' }).toBe(true);
  expect(await place()).toEqual(before);
  await page.locator('#hero-title').scrollIntoViewIfNeeded();
  expect(await place()).toEqual(before);
  expect(await shifts.total(), 'layout shift while the video was built').toBe(start);
});

test('the story video takes keyboard focus with a ring drawn inside its frame, and keeps its name', async ({
  page,
}) => {
  await page.goto('/');
  const video = page.locator('#story video');
  await video.focus();
  await expect(video).toBeFocused();
  await expect(video).toBeInViewport();
  // The ring is drawn inside the video, where the frame does not clip it.
  const ring = await video.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
    };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.offset + ring.width).toBeLessThanOrEqual(0);
  // What the video shows, light on moving water: no place it was filmed, for it was drawn (scripts/assets/caustics.mjs).
  await expect(video).toHaveAccessibleName('Light playing through moving water');
});

// The still is an image behind the video, loaded as the visitor nears it; the video's poster must let it
// show. Without one, Chromium paints a flat grey loading panel over it.
test("before it plays, the story video shows the spring's still, not a blank panel", async ({ page }) => {
  await page.goto('/');
  const video = page.locator('#story video');
  await video.scrollIntoViewIfNeeded();
  await expect(page.locator('#story img')).toHaveJSProperty('complete', true);
  await page.locator('#story img').evaluate((img: HTMLImageElement) => img.decode());
  // The top-left quarter, clear of the controls and the centre.
  const box = await boxOf(video);
  const shades = luminances(
    await pixels(page, {
      x: box.x + 8,
      y: box.y + 8,
      width: Math.floor(box.width / 2),
      height: Math.floor(box.height / 2),
    }),
  );
  expect(Math.max(...shades) - Math.min(...shades)).toBeGreaterThan(0.3);
});
