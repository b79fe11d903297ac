import { expect, test } from '@playwright/test';
import { recordLayoutShifts } from './support/layout-shift';

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
  await expect(video).toHaveAccessibleName('Light moving through spring water at the source');
});
