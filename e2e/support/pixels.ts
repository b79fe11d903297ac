import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

export type Box = { x: number; y: number; width: number; height: number };
export type Pixels = { width: number; height: number; data: Buffer };

/** The page's pixels in a box, as the visitor sees them (RGB, one byte a channel). */
export async function pixels(page: Page, clip: Box): Promise<Pixels> {
  const png = await page.screenshot({ clip, animations: 'allow', caret: 'initial' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an sRGB colour. */
export const luminance = (r: number, g: number, b: number) =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export const parseRgb = (css: string) =>
  css
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];

/** Every pixel's luminance, row by row. */
export function luminances({ data }: Pixels): number[] {
  const out: number[] = [];
  for (let i = 0; i < data.length; i += 3) out.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
  return out;
}

/** The strongest contrast between the same pixel in two pictures of one place. */
export function largestChange(before: Pixels, after: Pixels): number {
  const a = luminances(before);
  const b = luminances(after);
  let most = 1;
  for (let i = 0; i < a.length; i++) most = Math.max(most, contrast(a[i]!, b[i]!));
  return most;
}

export const boxOf = async (locator: Locator): Promise<Box> => {
  const box = (await locator.boundingBox())!;
  return { x: Math.floor(box.x), y: Math.floor(box.y), width: Math.ceil(box.width), height: Math.ceil(box.height) };
};

/** The box of the pixels that differ between two pictures of one place by more than `distance` (RGB, 0–255 a channel). */
export function changedBounds(before: Pixels, after: Pixels, distance: number): Box | null {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let i = 0; i < before.data.length; i += 3) {
    const d = Math.hypot(
      before.data[i]! - after.data[i]!,
      before.data[i + 1]! - after.data[i + 1]!,
      before.data[i + 2]! - after.data[i + 2]!,
    );
    if (d <= distance) continue;
    const x = (i / 3) % before.width;
    const y = Math.floor(i / 3 / before.width);
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}
