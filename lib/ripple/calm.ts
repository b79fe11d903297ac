// Calm zones: rectangles of the surface (the hero's words) that rings fade out behind, so the text keeps
// its contrast and a moving mouse leaves no smudge under it. Each zone is erased after the rings are
// drawn with a mask made once per layout: solid over the zone and its margin, feathered beyond it.

export type Zone = { x: number; y: number; width: number; height: number };

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type Mask = { canvas: OffscreenCanvas | HTMLCanvasElement; x: number; y: number };

/** Solid this far beyond a zone's edge, then fading to nothing over FEATHER more. */
const MARGIN = 16;
const FEATHER = 48;

export function blankCanvas(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

function mask(zone: Zone, blur: number): Mask | null {
  // A shadow's blur is a Gaussian of σ = shadowBlur / 2: fully opaque 2σ inside the shape's edge, clear 3σ outside.
  // Where the surface blurs its rings itself (`blur`, σ in CSS pixels), the mask is erased after that blur,
  // so its own feather is widened by as much as that blur would have softened it: σ² adds up.
  const feather = 2 * Math.hypot(FEATHER / 2, blur);
  const grow = MARGIN + FEATHER;
  const spread = feather * 1.5;
  const width = Math.ceil(zone.width + 2 * (grow + spread));
  const height = Math.ceil(zone.height + 2 * (grow + spread));
  const canvas = blankCanvas(width, height);
  const ctx = canvas.getContext('2d') as Context2D | null;
  if (!ctx) return null;
  // The shape is drawn off the canvas and only its shadow lands on it, so the whole mask is the soft shadow.
  ctx.shadowColor = '#000';
  ctx.shadowBlur = feather;
  ctx.shadowOffsetX = width;
  ctx.fillRect(spread - width, spread, zone.width + 2 * grow, zone.height + 2 * grow);
  return { canvas, x: zone.x - grow - spread, y: zone.y - grow - spread };
}

export function calmMasks(zones: readonly Zone[], blur = 0): Mask[] {
  return zones.flatMap((zone) => (zone.width > 0 && zone.height > 0 ? (mask(zone, blur) ?? []) : []));
}

export function eraseCalm(ctx: Context2D, masks: readonly Mask[]) {
  if (!masks.length) return;
  ctx.globalCompositeOperation = 'destination-out';
  for (const { canvas, x, y } of masks) ctx.drawImage(canvas, x, y);
  ctx.globalCompositeOperation = 'source-over';
}
