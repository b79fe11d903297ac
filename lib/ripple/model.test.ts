import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addTouchRipple, createRipple, ripple, rippleAt, rippleLifetimeMs, stepRipples, type Ripple } from './model';

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

test('a ring starts at the spec speed of 1.5 px a frame and slows as it spreads to the maximum size', () => {
  const ripples = [createRipple(0, 0)];
  stepRipples(ripples, 1000 / 60);
  assert.ok(Math.abs(ripples[0]!.radius - ripple.speed) < 0.02, `first frame: ${ripples[0]!.radius} px`);
  const late = rippleAt(rippleLifetimeMs * 0.9).radius - rippleAt(rippleLifetimeMs * 0.9 - 1000 / 60).radius;
  assert.ok(late < ripple.speed / 10, `late frame: ${late} px`);
  assert.equal(rippleAt(rippleLifetimeMs).radius, ripple.maxSize);
});

test('a ring stays strong for most of its life and fades out only at the end', () => {
  for (let t = 0; t <= 0.75; t += 0.05)
    assert.ok(
      rippleAt(rippleLifetimeMs * t).alpha >= ripple.startAlpha * 0.55,
      `at ${Math.round(t * 100)}% of its life`,
    );
  assert.equal(rippleAt(rippleLifetimeMs).alpha, 0);
});

test('with one new ring a second, several rings are always on the water', () => {
  const ripples: Ripple[] = [];
  let sinceSpawn = 0;
  const counts: number[] = [];
  for (let frame = 0; frame < 60 * 20; frame++) {
    sinceSpawn += 1000 / 60;
    if (sinceSpawn >= ripple.spawnIntervalMs) {
      sinceSpawn -= ripple.spawnIntervalMs;
      ripples.push(createRipple(0, 0));
    }
    stepRipples(ripples, 1000 / 60);
    if (frame > 60 * 5) counts.push(ripples.length);
  }
  assert.ok(Math.min(...counts) >= 3, `fewest live rings: ${Math.min(...counts)}`);
});
