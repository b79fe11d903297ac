import { expect, type Page } from '@playwright/test';
import { boxOf, changedBounds, pixels } from './pixels';

// A pixel belongs to the product where the render moves it this far from the stage's own gradient: the
// glass, the label, the cap and the crate, not the faint edge of the shadow.
const distance = 32;

export type Fill = { width: number; height: number };

/** How much of its navy stage (8:7 at every width) each offer's product fills, as shares of the stage's width and height. */
export async function productFills(page: Page): Promise<{ bottle: Fill; crate: Fill }> {
  const offers = page.locator('#products').getByRole('listitem');
  await expect(offers).toHaveCount(2);
  const fills: Fill[] = [];
  for (const offer of await offers.all()) {
    const picture = offer.locator('img');
    const stage = picture.locator('xpath=ancestor::div[1]');
    await stage.scrollIntoViewIfNeeded();
    await expect(picture).toHaveJSProperty('complete', true);
    await picture.evaluate((img: HTMLImageElement) => img.decode());
    const clip = await boxOf(stage);
    const shown = await pixels(page, clip);
    // The same stage with the picture hidden: its gradient alone, pixel for pixel.
    await picture.evaluate((img: HTMLImageElement) => (img.style.visibility = 'hidden'));
    const bare = await pixels(page, clip);
    await picture.evaluate((img: HTMLImageElement) => (img.style.visibility = ''));
    const product = changedBounds(bare, shown, distance);
    expect(product, 'the product is drawn on its stage').not.toBeNull();
    const { width, height } = (await stage.boundingBox())!;
    expect(width / height, 'the stage is 8:7, wider than tall, as the panels were').toBeCloseTo(8 / 7, 2);
    fills.push({ width: product!.width / width, height: product!.height / height });
  }
  return { bottle: fills[0]!, crate: fills[1]! };
}

export const fillWidths = [320, 390, 1440];

/** The bottle stands at least three quarters of its stage's height; the crate fills two thirds of its width. */
export function expectHeroFills({ bottle, crate }: { bottle: Fill; crate: Fill }) {
  expect(bottle.height, 'bottle, share of the stage height').toBeGreaterThanOrEqual(0.75);
  expect(crate.width, 'crate, share of the stage width').toBeGreaterThanOrEqual(2 / 3);
}
