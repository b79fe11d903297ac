import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addTouchRipple, createRipple, ripple, stepRipples, type Ripple } from './model';

test('a ripple grows and fades every frame until it is fully transparent, then is removed', () => {
  const ripples: Ripple[] = [createRipple(0, 0)];
  let lastRadius = -1;
  let lastAlpha = Infinity;
  let frames = 0;
  while (ripples.length && frames < 10_000) {
    const [current] = ripples;
    assert.ok(current!.radius > lastRadius || current!.radius === ripple.maxSize);
    assert.ok(current!.radius <= ripple.maxSize);
    assert.ok(current!.alpha < lastAlpha);
    lastRadius = current!.radius;
    lastAlpha = current!.alpha;
    stepRipples(ripples, 1000 / 60);
    frames++;
  }
  assert.equal(ripples.length, 0);
  assert.ok(frames > 30, `a ripple lives for more than half a second (${frames} frames)`);
});

test('a long pause between frames never jumps a ripple more than 100 ms ahead', () => {
  const paused = [createRipple(0, 0)];
  const stepped = [createRipple(0, 0)];
  stepRipples(paused, 60_000);
  stepRipples(stepped, 100);
  assert.deepEqual(paused, stepped);
  assert.equal(paused.length, 1);
});

test('touch ripples are capped, dropping the oldest touches and keeping the ambient ripples', () => {
  const ripples: Ripple[] = [createRipple(5, 5)];
  for (let i = 0; i < ripple.maxTouchRipples + 50; i++) addTouchRipple(ripples, i, i);
  const touches = ripples.filter((r) => r.touch);
  assert.equal(touches.length, ripple.maxTouchRipples);
  assert.deepEqual(touches[0], createRipple(50, 50, true));
  assert.deepEqual(ripples.at(-1), createRipple(ripple.maxTouchRipples + 49, ripple.maxTouchRipples + 49, true));
  assert.equal(ripples.filter((r) => !r.touch).length, 1);
});
