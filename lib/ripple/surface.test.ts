import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createRippleSurface } from './surface';

// A 2D context that records what is drawn and refuses what a browser refuses: drawImage of a canvas of no size.
class FakeCanvas {
  drawn = 0;
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext() {
    const noop = () => {};
    const count = () => this.drawn++;
    return new Proxy(
      {
        canvas: this,
        drawImage(source: FakeCanvas) {
          if (!source.width || !source.height)
            throw new DOMException('The image argument is an OffscreenCanvas element with a width or height of 0.');
          count();
        },
      } as Record<string | symbol, unknown>,
      { get: (target, key) => (key in target ? target[key] : noop), set: () => true },
    );
  }
}

const offscreen = Object.getOwnPropertyDescriptor(globalThis, 'OffscreenCanvas');
before(() => Object.assign(globalThis, { OffscreenCanvas: FakeCanvas }));
after(() =>
  offscreen
    ? Object.defineProperty(globalThis, 'OffscreenCanvas', offscreen)
    : delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas,
);

test('a surface that blurs its own rings draws nothing on a hero of no size, and draws again once it has one', () => {
  const visible = new FakeCanvas(0, 0);
  const surface = createRippleSurface(visible.getContext() as unknown as OffscreenCanvasRenderingContext2D, 6);
  assert.doesNotThrow(() => surface({ type: 'resize', width: 0, height: 0, dpr: 1, calm: [] }));
  assert.doesNotThrow(() => surface({ type: 'resize', width: 0.8, height: 300, dpr: 1, calm: [] }));
  assert.equal(visible.drawn, 0);
  surface({ type: 'resize', width: 400, height: 300, dpr: 2, calm: [] });
  assert.equal(visible.drawn, 1);
  assert.deepEqual([visible.width, visible.height], [200, 150]);
});
