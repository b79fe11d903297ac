// The hero's ripple surface: owns a 2D context and its animation loop. It runs in a worker on an
// OffscreenCanvas where the browser allows it, so drawing never costs the page's main thread, and on
// the main thread otherwise. The page talks to it only through these messages.
import { calmMasks, eraseCalm, type Zone } from './calm';
import { addTouchRipple, createRipple, ripple, rippleLifetimeMs, stepRipples, type Ripple } from './model';

export type SurfaceMessage =
  | { type: 'resize'; width: number; height: number; dpr: number; calm: Zone[] }
  | { type: 'pointer'; x: number; y: number; touch: boolean }
  | { type: 'run'; running: boolean; reduced: boolean };

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export function createRippleSurface(ctx: Context2D) {
  const { r, g, b } = ripple.color;
  const ripples: Ripple[] = [];
  let width = 0;
  let height = 0;
  let frame = 0;
  let last = 0;
  let sinceSpawn = 0;
  let running = false;
  let reduced = false;
  let calm: ReturnType<typeof calmMasks> = [];

  const random = (): [number, number] => [Math.random() * width, Math.random() * height];

  const draw = () => {
    ctx.clearRect(0, 0, width, height);
    ctx.lineWidth = ripple.lineWidth;
    for (const drop of ripples) {
      ctx.strokeStyle = `rgba(${r},${g},${b},${drop.alpha.toFixed(3)})`;
      ctx.beginPath();
      ctx.arc(drop.x, drop.y, drop.radius, 0, Math.PI * 2);
      ctx.moveTo(drop.x + drop.radius * 0.6, drop.y);
      ctx.arc(drop.x, drop.y, drop.radius * 0.6, 0, Math.PI * 2);
      ctx.stroke();
    }
    eraseCalm(ctx, calm);
  };

  // Replaces the ripples with `initialCount` new ones at random places, aged by their index.
  const scatter = (age: (i: number) => number, strength = 1) => {
    ripples.length = 0;
    for (let i = 0; i < ripple.initialCount; i++) {
      const drop = createRipple(...random(), false, age(i));
      drop.alpha *= strength;
      ripples.push(drop);
    }
  };

  // The opening state: ripples at every stage of their life, so the surface never starts empty.
  const seed = () => scatter((i) => rippleLifetimeMs * (i / ripple.initialCount));

  // Under reduced motion: a calm, still surface, a few rings at rest, drawn once.
  const drawStill = () => {
    scatter((i) => rippleLifetimeMs * (0.15 + (i % 4) * 0.1), 0.6);
    draw();
  };

  const tick = (now: number) => {
    const elapsed = last ? now - last : 0;
    last = now;
    sinceSpawn += elapsed;
    if (sinceSpawn >= ripple.spawnIntervalMs) {
      sinceSpawn %= ripple.spawnIntervalMs;
      ripples.push(createRipple(...random()));
    }
    stepRipples(ripples, elapsed);
    draw();
    frame = requestAnimationFrame(tick);
  };

  const sync = () => {
    const shouldRun = running && !reduced && width > 0;
    if (shouldRun && !frame) {
      last = 0;
      frame = requestAnimationFrame(tick);
    } else if (!shouldRun && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };

  return (message: SurfaceMessage) => {
    switch (message.type) {
      case 'resize': {
        const first = width === 0;
        width = message.width;
        height = message.height;
        ctx.canvas.width = Math.round(width * message.dpr);
        ctx.canvas.height = Math.round(height * message.dpr);
        ctx.setTransform(message.dpr, 0, 0, message.dpr, 0, 0);
        calm = calmMasks(message.calm);
        if (reduced) drawStill();
        else {
          if (first) seed();
          draw();
        }
        break;
      }
      case 'pointer':
        if (reduced) return;
        if (message.touch) addTouchRipple(ripples, message.x, message.y);
        else ripples.push(createRipple(message.x, message.y));
        break;
      case 'run': {
        const calmed = message.reduced && !reduced;
        reduced = message.reduced;
        running = message.running;
        if (calmed && width > 0) drawStill();
        break;
      }
    }
    sync();
  };
}
