'use client';

import { useEffect, useRef } from 'react';
import { addTouchRipple, createRipple, stepRipples, type Ripple, ripple as defaults } from '@/lib/ripple';

type Config = typeof defaults;

const MAX_DPR = 2;
const POINTER_GAP_MS = 90;

export function RippleCanvas({ config, className }: { config: Config; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const host = canvas?.parentElement;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !host || !ctx) return;

    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const { r, g, b } = config.color;
    const ripples: Ripple[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;
    let last = 0;
    let sinceSpawn = 0;
    let lastPointer = 0;
    let inView = true;

    const random = (): [number, number] => [Math.random() * width, Math.random() * height];

    const draw = () => {
      ctx.clearRect(0, 0, width, height);
      ctx.lineWidth = config.lineWidth;
      for (const drop of ripples) {
        ctx.strokeStyle = `rgba(${r},${g},${b},${drop.alpha.toFixed(3)})`;
        ctx.beginPath();
        ctx.arc(drop.x, drop.y, drop.radius, 0, Math.PI * 2);
        ctx.moveTo(drop.x + drop.radius * 0.6, drop.y);
        ctx.arc(drop.x, drop.y, drop.radius * 0.6, 0, Math.PI * 2);
        ctx.stroke();
      }
    };

    // A calm, still surface: a few rings at rest, drawn once.
    const drawStill = () => {
      ripples.length = 0;
      for (let i = 0; i < config.initialCount; i++) {
        const [x, y] = random();
        const drop = createRipple(x, y);
        drop.radius = config.maxSize * (0.35 + (i % 4) * 0.15);
        drop.alpha = config.startAlpha * 0.5;
        ripples.push(drop);
      }
      draw();
    };

    const tick = (now: number) => {
      const elapsed = last ? now - last : 0;
      last = now;
      sinceSpawn += elapsed;
      if (sinceSpawn >= config.spawnIntervalMs) {
        sinceSpawn %= config.spawnIntervalMs;
        ripples.push(createRipple(...random()));
      }
      stepRipples(ripples, elapsed);
      draw();
      frame = requestAnimationFrame(tick);
    };

    const sync = () => {
      const shouldRun = inView && !document.hidden && !reduced.matches;
      if (shouldRun && !frame) {
        last = 0;
        frame = requestAnimationFrame(tick);
      } else if (!shouldRun && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
      if (reduced.matches) drawStill();
    };

    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (reduced.matches) drawStill();
      else draw();
    };

    const onPointer = (event: PointerEvent) => {
      if (reduced.matches) return;
      const now = event.timeStamp;
      if (event.pointerType === 'mouse' && now - lastPointer < POINTER_GAP_MS) return;
      lastPointer = now;
      const box = canvas.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      if (event.pointerType === 'mouse') ripples.push(createRipple(x, y));
      else addTouchRipple(ripples, x, y);
    };

    const resizer = new ResizeObserver(resize);
    const watcher = new IntersectionObserver(([entry]) => {
      inView = entry?.isIntersecting ?? false;
      sync();
    });
    resizer.observe(canvas);
    watcher.observe(host);
    resize();
    for (let i = 0; i < config.initialCount; i++) {
      const drop = createRipple(...random());
      const progress = i / config.initialCount;
      drop.radius = config.maxSize * progress;
      drop.alpha = config.startAlpha * (1 - progress);
      ripples.push(drop);
    }
    host.addEventListener('pointermove', onPointer, { passive: true });
    host.addEventListener('pointerdown', onPointer, { passive: true });
    document.addEventListener('visibilitychange', sync);
    reduced.addEventListener('change', sync);
    sync();

    return () => {
      cancelAnimationFrame(frame);
      resizer.disconnect();
      watcher.disconnect();
      host.removeEventListener('pointermove', onPointer);
      host.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('visibilitychange', sync);
      reduced.removeEventListener('change', sync);
    };
  }, [config]);

  return <canvas ref={ref} className={className} style={{ filter: `blur(${config.blur}px)` }} aria-hidden="true" />;
}
