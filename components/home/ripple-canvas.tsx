'use client';

import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/browser/schedule';
import type { SurfaceMessage } from '@/lib/ripple/surface';

type Surface = { send: (message: SurfaceMessage) => void; close: () => void };

const MAX_DPR = 2;
const POINTER_GAP_MS = 90;
// A mouse ripple needs the pointer to have travelled this far since the last one, so a slow drag leaves
// a few distinct rings rather than a smeared trail.
const POINTER_GAP_PX = 48;

// A canvas hands its drawing over to a worker only once, so a surface outlives an effect that
// re-runs at once (React's strict mode) and closes only when the canvas is really gone.
const surfaces = new WeakMap<HTMLCanvasElement, { surface: Surface; closing?: number }>();

// Drawing on the main thread is the fallback for browsers that cannot hand the canvas to a worker, so
// its code loads only there; messages wait until it has.
function mainThreadSurface(ctx: CanvasRenderingContext2D): Surface {
  let handle: ((message: SurfaceMessage) => void) | undefined;
  const waiting: SurfaceMessage[] = [];
  const send = (message: SurfaceMessage) => (handle ? handle(message) : void waiting.push(message));
  void import('@/lib/ripple/surface').then(({ createRippleSurface }) => {
    handle = createRippleSurface(ctx);
    for (const message of waiting.splice(0)) handle(message);
  });
  return { send, close: () => send({ type: 'run', running: false, reduced: false }) };
}

// The worker draws the blur itself; the main thread leaves it to a CSS filter, which costs it nothing per frame.
function openSurface(canvas: HTMLCanvasElement, blur: number): Surface | null {
  const open = surfaces.get(canvas);
  if (open) {
    window.clearTimeout(open.closing);
    return open.surface;
  }
  let surface: Surface | null = null;
  if ('transferControlToOffscreen' in canvas && typeof Worker === 'function') {
    try {
      const worker = new Worker(new URL('../../lib/ripple/worker.ts', import.meta.url), { name: 'ripples' });
      const offscreen = canvas.transferControlToOffscreen();
      worker.postMessage({ type: 'canvas', canvas: offscreen, blur }, [offscreen]);
      surface = { send: (message) => worker.postMessage(message), close: () => worker.terminate() };
    } catch {
      // No worker here (or no OffscreenCanvas 2D): draw on the main thread below.
    }
  }
  if (!surface) {
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    surface = mainThreadSurface(ctx);
    canvas.style.filter = `blur(${blur}px)`;
  }
  surfaces.set(canvas, { surface });
  return surface;
}

function closeSurface(canvas: HTMLCanvasElement) {
  const open = surfaces.get(canvas);
  if (!open) return;
  open.closing = window.setTimeout(() => {
    open.surface.close();
    surfaces.delete(canvas);
  }, 0);
}

/** Hands the canvas to its surface and follows the pointer over `host`; returns the clean-up. */
function startRipples(canvas: HTMLCanvasElement, host: HTMLElement, blur: number): (() => void) | undefined {
  const surface = openSurface(canvas, blur);
  if (!surface) return;

  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  let inView = true;
  let lastPointer = { time: -Infinity, x: -Infinity, y: -Infinity };

  const sync = () => surface.send({ type: 'run', running: inView && !document.hidden, reduced: reduced.matches });
  // The words the rings fade out behind, in the canvas's own coordinates.
  const calmElements = [...host.querySelectorAll<HTMLElement>('[data-ripple-calm]')];
  const resize = () => {
    const box = canvas.getBoundingClientRect();
    const calm = calmElements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x - box.x, y: y - box.y, width, height };
    });
    surface.send({
      type: 'resize',
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      dpr: Math.min(window.devicePixelRatio || 1, MAX_DPR),
      calm,
    });
  };
  const onPointer = (event: PointerEvent) => {
    if (reduced.matches) return;
    const touch = event.pointerType !== 'mouse';
    const { clientX: x, clientY: y, timeStamp: time } = event;
    if (
      !touch &&
      (time - lastPointer.time < POINTER_GAP_MS || Math.hypot(x - lastPointer.x, y - lastPointer.y) < POINTER_GAP_PX)
    )
      return;
    if (!touch) lastPointer = { time, x, y };
    const box = canvas.getBoundingClientRect();
    surface.send({ type: 'pointer', x: x - box.left, y: y - box.top, touch });
  };

  const resizer = new ResizeObserver(resize);
  const watcher = new IntersectionObserver(([entry]) => {
    inView = entry?.isIntersecting ?? false;
    sync();
  });
  sync();
  resizer.observe(canvas);
  for (const element of calmElements) resizer.observe(element);
  watcher.observe(host);
  host.addEventListener('pointermove', onPointer, { passive: true });
  host.addEventListener('pointerdown', onPointer, { passive: true });
  document.addEventListener('visibilitychange', sync);
  reduced.addEventListener('change', sync);

  return () => {
    resizer.disconnect();
    watcher.disconnect();
    host.removeEventListener('pointermove', onPointer);
    host.removeEventListener('pointerdown', onPointer);
    document.removeEventListener('visibilitychange', sync);
    reduced.removeEventListener('change', sync);
    closeSurface(canvas);
  };
}

export function RippleCanvas({ blur, className }: { blur: number; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);

  // The water is decoration: it starts once the page's own work is done.
  useEffect(() => {
    const canvas = ref.current;
    const host = canvas?.parentElement;
    if (!canvas || !host) return;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stop = startRipples(canvas, host, blur);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [blur]);

  return <canvas ref={ref} className={className} aria-hidden="true" />;
}
