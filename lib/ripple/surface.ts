// The hero's ripple surface: owns a 2D context and its animation loop. It runs in a worker on an
// OffscreenCanvas where the browser allows it, so drawing never costs the page's main thread, and on
// the main thread otherwise. The page talks to it only through these messages.
import { blankCanvas, calmMasks, eraseCalm, type Zone } from './calm';
import { addTouchRipple, createRipple, ripple, rippleLifetimeMs, stepRipples, type Ripple } from './model';

export type SurfaceMessage =
  | { type: 'resize'; width: number; height: number; dpr: number; calm: Zone[] }
  | { type: 'pointer'; x: number; y: number; touch: boolean }
  | { type: 'run'; running: boolean; reduced: boolean };

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Bitmap pixels per CSS pixel where the surface blurs: a 6 px blur leaves no detail finer than a few pixels, so
 * half a pixel's density shows the same water (the compositor scales it up smoothly) for a quarter of the
 * pixels to blur at density 1, a sixteenth at 2, which keeps a frame within its budget where drawing is software.
 */
export const BLURRED_DENSITY = 0.5;

/**
 * `blur` (CSS pixels) is drawn by the surface itself, in the worker: a CSS filter on the canvas element
 * would be applied again by the page's compositor for every frame the worker commits, in software where
 * there is no GPU, and a tap's next frame would wait behind it. 0 leaves the blur to the page.
 */
export function createRippleSurface(ctx: Context2D, blur = 0) {
  const { r, g, b } = ripple.color;
  const ripples: Ripple[] = [];
  // The rings are stroked sharp here, then drawn once a frame as a blurred shadow of this (a shadow of
  // σ = shadowBlur / 2 is the CSS blur()'s Gaussian): one blur a frame, whatever the number of rings.
  const sharp = blur > 0 ? (blankCanvas(1, 1).getContext('2d') as Context2D | null) : null;
  let width = 0;
  let height = 0;
  let dpr = 1;
  let frame = 0;
  let last = 0;
  let sinceSpawn = 0;
  let running = false;
  let reduced = false;
  let calm: ReturnType<typeof calmMasks> = [];

  const random = (): [number, number] => [Math.random() * width, Math.random() * height];

  const stroke = (target: Context2D) => {
    target.clearRect(0, 0, width, height);
    target.lineWidth = ripple.lineWidth;
    for (const drop of ripples) {
      target.strokeStyle = `rgba(${r},${g},${b},${drop.alpha.toFixed(3)})`;
      target.beginPath();
      target.arc(drop.x, drop.y, drop.radius, 0, Math.PI * 2);
      target.moveTo(drop.x + drop.radius * 0.6, drop.y);
      target.arc(drop.x, drop.y, drop.radius * 0.6, 0, Math.PI * 2);
      target.stroke();
    }
  };

  const draw = () => {
    // A hero laid out to nothing (a resize to zero, as on leaving the page) has no pixel to draw, and
    // drawImage refuses a canvas of no size.
    if (!ctx.canvas.width || !ctx.canvas.height) return;
    if (!sharp) stroke(ctx);
    else {
      stroke(sharp);
      const { width: w, height: h } = ctx.canvas;
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, w, h);
      // The sharp rings are drawn off the canvas and only their shadow, in the rings' colour, lands on it.
      ctx.shadowColor = `rgb(${r},${g},${b})`;
      ctx.shadowBlur = 2 * blur * dpr;
      ctx.shadowOffsetX = w;
      ctx.drawImage(sharp.canvas, -w, 0);
      ctx.restore();
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
        dpr = sharp ? Math.min(message.dpr, BLURRED_DENSITY) : message.dpr;
        for (const target of sharp ? [ctx, sharp] : [ctx]) {
          target.canvas.width = Math.round(width * dpr);
          target.canvas.height = Math.round(height * dpr);
          target.setTransform(dpr, 0, 0, dpr, 0, 0);
        }
        calm = calmMasks(message.calm, blur);
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
