'use client';

import { useEffect } from 'react';

// One listener for every card on the page: hovering a [data-ripple] element adds a ripple that is removed after `lifetimeMs`.
export function CardRipples({ lifetimeMs, size }: { lifetimeMs: number; size: number }) {
  useEffect(() => {
    const canHover = window.matchMedia('(hover: hover)');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');

    const onOver = (event: PointerEvent) => {
      if (!canHover.matches || reduced.matches || !(event.target instanceof Element)) return;
      const card = event.target.closest<HTMLElement>('[data-ripple]');
      if (!card || (event.relatedTarget instanceof Node && card.contains(event.relatedTarget))) return;
      const box = card.getBoundingClientRect();
      const drop = document.createElement('span');
      drop.className = 'card-ripple';
      drop.setAttribute('aria-hidden', 'true');
      drop.style.left = `${event.clientX - box.left}px`;
      drop.style.top = `${event.clientY - box.top}px`;
      drop.style.width = drop.style.height = `${size * 2}px`;
      drop.style.setProperty('--card-ripple-ms', `${lifetimeMs}ms`);
      card.append(drop);
      window.setTimeout(() => drop.remove(), lifetimeMs);
    };

    document.addEventListener('pointerover', onOver, { passive: true });
    return () => document.removeEventListener('pointerover', onOver);
  }, [lifetimeMs, size]);

  return null;
}
