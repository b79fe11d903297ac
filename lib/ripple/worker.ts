// Runs the hero's ripple surface off the main thread on the OffscreenCanvas the page hands over.
import { createRippleSurface, type SurfaceMessage } from './surface';

let handle: ((message: SurfaceMessage) => void) | undefined;

self.addEventListener(
  'message',
  (event: MessageEvent<SurfaceMessage | { type: 'canvas'; canvas: OffscreenCanvas; blur: number }>) => {
    const message = event.data;
    if (message.type === 'canvas') {
      const ctx = message.canvas.getContext('2d');
      if (ctx) handle = createRippleSurface(ctx, message.blur);
    } else handle?.(message);
  },
);
