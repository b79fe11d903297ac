// The water-ripple effect's constants and its pure simulation, shared by the hero canvas and the card hover.

export const ripple = {
  initialCount: 10,
  spawnIntervalMs: 1000,
  maxTouchRipples: 100,
  maxSize: 120,
  speed: 1.5,
  blur: 6,
  color: { r: 96, g: 176, b: 232 },
  startAlpha: 0.7,
  lineWidth: 2.5,
  cardLifetimeMs: 900,
} as const;

export type Ripple = { x: number; y: number; radius: number; alpha: number; touch: boolean };

const FRAME_MS = 1000 / 60;

export function createRipple(x: number, y: number, touch = false): Ripple {
  return { x, y, radius: 0, alpha: ripple.startAlpha, touch };
}

/** Grows and fades every ripple by the time elapsed; drops those that are fully transparent. */
export function stepRipples(ripples: Ripple[], elapsedMs: number): Ripple[] {
  const frames = Math.min(elapsedMs, 100) / FRAME_MS;
  const growth = ripple.speed * frames;
  const fade = (ripple.startAlpha / (ripple.maxSize / ripple.speed)) * frames;
  let kept = 0;
  for (const r of ripples) {
    r.radius = Math.min(ripple.maxSize, r.radius + growth);
    r.alpha -= fade;
    if (r.alpha > 0.001) ripples[kept++] = r;
  }
  ripples.length = kept;
  return ripples;
}

/** Adds a touch ripple, dropping the oldest touch ripples beyond the cap. */
export function addTouchRipple(ripples: Ripple[], x: number, y: number): void {
  ripples.push(createRipple(x, y, true));
  let touches = 0;
  for (const r of ripples) if (r.touch) touches++;
  while (touches > ripple.maxTouchRipples) {
    const oldest = ripples.findIndex((r) => r.touch);
    ripples.splice(oldest, 1);
    touches--;
  }
}
