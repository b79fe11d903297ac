// The water-ripple effect's constants and its pure simulation, shared by the hero canvas and the card hover.

export const ripple = {
  initialCount: 10,
  spawnIntervalMs: 1000,
  maxTouchRipples: 100,
  maxSize: 120,
  /** Pixels a frame at the start: a ring slows as it spreads, as on water, and reaches maxSize as it vanishes. */
  speed: 1.5,
  blur: 6,
  color: { r: 124, g: 196, b: 230 },
  startAlpha: 0.85,
  /** Wide enough that the 6 px blur softens a ring without washing it out on the navy. */
  lineWidth: 7,
  cardLifetimeMs: 900,
} as const;

export type Ripple = { x: number; y: number; age: number; radius: number; alpha: number; touch: boolean };

const FRAME_MS = 1000 / 60;

// Radius follows an ease-out cubic, r = maxSize·(1 − (1 − t)³), whose speed at t = 0 is 3·maxSize per
// lifetime: the lifetime that starts a ring at `speed` px a frame is 3·maxSize/speed frames (4 s).
export const rippleLifetimeMs = ((3 * ripple.maxSize) / ripple.speed) * FRAME_MS;

/** A ring's radius and opacity at an age: it holds most of its strength and fades out in its last quarter. */
export function rippleAt(ageMs: number): { radius: number; alpha: number } {
  const t = Math.min(Math.max(ageMs / rippleLifetimeMs, 0), 1);
  return { radius: ripple.maxSize * (1 - (1 - t) ** 3), alpha: ripple.startAlpha * (1 - t ** 4) };
}

export function createRipple(x: number, y: number, touch = false, age = 0): Ripple {
  return { x, y, age, ...rippleAt(age), touch };
}

/** Ages every ripple by the time elapsed; drops those that have faded to fully transparent. */
export function stepRipples(ripples: Ripple[], elapsedMs: number): Ripple[] {
  const step = Math.min(elapsedMs, 100);
  let kept = 0;
  for (const r of ripples) {
    r.age += step;
    if (r.age >= rippleLifetimeMs) continue;
    const { radius, alpha } = rippleAt(r.age);
    r.radius = radius;
    r.alpha = alpha;
    ripples[kept++] = r;
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
