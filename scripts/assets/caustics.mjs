// Frames of sunlight on a pebble bed under slow, shallow water, as raw RGB for ffmpeg. Every wave completes
// a whole number of cycles in the clip, so its last frame runs into its first: the video loops without a seam.
export const clip = { width: 640, height: 360, fps: 24, seconds: 14 };
// Lengths below are in pixels of a 960-pixel-wide frame, scaled to the clip's width.
const SCALE = clip.width / 960;

const TAU = Math.PI * 2;
const { width: W, height: H } = clip;
const FRAMES = clip.fps * clip.seconds;

// A seeded generator, so every run of `npm run assets` draws the same stones and waves.
/** @param {number} seed */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(2025);
const waves = Array.from({ length: 9 }, (_, i) => {
  const angle = rand() * TAU;
  const k = TAU / ((70 + rand() * 170) * SCALE);
  return {
    kx: Math.cos(angle) * k,
    ky: Math.sin(angle) * k,
    amp: (0.9 + rand() * 0.6) / k / (i < 3 ? 9 : 14),
    omega: (TAU * (1 + (i % 3))) / clip.seconds,
    phase: rand() * TAU,
  };
});

// Rounded granite, slate and shell-sand pebbles lying in darker grit: each cell holds one oval stone, domed
// and lit from the upper left, with a soft shadow where it meets the grit.
function pebbleBed() {
  const cell = 50 * SCALE;
  const cols = Math.ceil(W / cell) + 2;
  const rows = Math.ceil(H / cell) + 2;
  const palette = [
    [0.72, 0.62, 0.58],
    [0.6, 0.6, 0.62],
    [0.8, 0.74, 0.63],
    [0.48, 0.5, 0.55],
    [0.76, 0.68, 0.66],
    [0.86, 0.82, 0.74],
  ];
  const seeds = [];
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const angle = rand() * Math.PI;
      const shade = 0.8 + rand() * 0.3;
      seeds.push({
        x: (i - 1 + 0.2 + rand() * 0.6) * cell,
        y: (j - 1 + 0.2 + rand() * 0.6) * cell,
        cos: Math.cos(angle),
        sin: Math.sin(angle),
        r: cell * (0.44 + rand() * 0.2),
        stretch: 1.1 + rand() * 0.7,
        c: palette[Math.floor(rand() * palette.length)].map((v) => v * shade),
      });
    }
  const grit = [0.36, 0.33, 0.3];
  const bed = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const ci = Math.floor(x / cell) + 1;
      const cj = Math.floor(y / cell) + 1;
      const gritShade = 0.55 + 0.2 * Math.sin(x * 2.1 + Math.sin(y * 1.3) * 4) * Math.sin(y * 1.9 + x * 0.7);
      let stone = null;
      let cover = 0;
      let occlusion = 1;
      for (let j = cj - 1; j <= cj + 1; j++)
        for (let i = ci - 1; i <= ci + 1; i++) {
          const s = seeds[j * cols + i];
          if (!s) continue;
          const u = ((x - s.x) * s.cos + (y - s.y) * s.sin) / s.r;
          const v = (((y - s.y) * s.cos - (x - s.x) * s.sin) * s.stretch) / s.r;
          const d = Math.hypot(u, v);
          if (d < 1) {
            // The dome's normal, turned back into the image's axes, against light from the upper left.
            const z = Math.sqrt(1 - d * d);
            const nx = u * s.cos - (v / s.stretch) * s.sin;
            const ny = u * s.sin + (v / s.stretch) * s.cos;
            const lambert = Math.max(0, (-0.45 * nx - 0.55 * ny + 0.7 * z) / Math.hypot(nx, ny, z));
            stone = s.c.map((c) => c * (0.3 + 0.85 * lambert));
            cover = Math.min(1, ((1 - d) * s.r) / 1.5); // a pixel and a half of edge, so stones are not jagged
          } else {
            occlusion = Math.min(occlusion, 0.45 + 0.55 * Math.min(1, (d - 1) * 3));
          }
        }
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const ground = grit[c] * gritShade * occlusion;
        bed[o + c] = stone ? ground + (stone[c] - ground) * cover : ground;
      }
    }
  return bed;
}

const DEPTH = 92 * SCALE; // How far the refracted light travels to the bed, in pixels: sets how sharply it focuses.
const MARGIN = Math.round(40 * SCALE);
const RAYS = 2; // per pixel, each way
const SPAN_X = W + 2 * MARGIN;
const SPAN_Y = H + 2 * MARGIN;

/**
 * The water surface's slope at every ray position. cos(kx·x + ky·y + c) splits into products of a term in x
 * and a term in y, so each wave needs one table per axis instead of a cosine per ray.
 */
function slopes(/** @type {number} */ t, /** @type {Float32Array} */ gx, /** @type {Float32Array} */ gy) {
  gx.fill(0);
  gy.fill(0);
  const nx = SPAN_X * RAYS;
  const ny = SPAN_Y * RAYS;
  const cx = new Float32Array(nx);
  const sx = new Float32Array(nx);
  for (const w of waves) {
    for (let i = 0; i < nx; i++) {
      const a = w.kx * (i / RAYS - MARGIN);
      cx[i] = Math.cos(a);
      sx[i] = Math.sin(a);
    }
    for (let j = 0; j < ny; j++) {
      const b = w.ky * (j / RAYS - MARGIN) - w.omega * t + w.phase;
      const cb = Math.cos(b) * w.amp;
      const sb = Math.sin(b) * w.amp;
      const row = j * nx;
      for (let i = 0; i < nx; i++) {
        const c = cx[i] * cb - sx[i] * sb;
        gx[row + i] += c * w.kx;
        gy[row + i] += c * w.ky;
      }
    }
  }
}

/** @param {Float32Array} src @param {Float32Array} tmp */
function blur(src, tmp) {
  for (let y = 0; y < H; y++)
    for (let x = 1; x < W - 1; x++) {
      const o = y * W + x;
      tmp[o] = 0.25 * src[o - 1] + 0.5 * src[o] + 0.25 * src[o + 1];
    }
  for (let y = 1; y < H - 1; y++)
    for (let x = 0; x < W; x++) {
      const o = y * W + x;
      src[o] = 0.25 * tmp[o - W] + 0.5 * tmp[o] + 0.25 * tmp[o + W];
    }
}

/** Yields each frame as a Buffer of width × height RGB bytes. */
export function* frames() {
  const bed = pebbleBed();
  const light = new Float32Array(W * H);
  const tmp = new Float32Array(W * H);
  const nx = SPAN_X * RAYS;
  const gx = new Float32Array(nx * SPAN_Y * RAYS);
  const gy = new Float32Array(gx.length);
  const out = Buffer.alloc(W * H * 3);
  const water = [0.04, 0.17, 0.27];
  const tint = [0.6, 0.86, 0.93];
  const e = 1 / (RAYS * RAYS);
  for (let f = 0; f < FRAMES; f++) {
    slopes(f / clip.fps, gx, gy);
    light.fill(0);
    for (let k = 0; k < gx.length; k++) {
      const px = (k % nx) / RAYS - MARGIN - DEPTH * gx[k];
      const py = Math.floor(k / nx) / RAYS - MARGIN - DEPTH * gy[k];
      const ix = Math.floor(px);
      const iy = Math.floor(py);
      if (ix < 0 || iy < 0 || ix >= W - 1 || iy >= H - 1) continue;
      const fx = px - ix;
      const fy = py - iy;
      const o = iy * W + ix;
      light[o] += e * (1 - fx) * (1 - fy);
      light[o + 1] += e * fx * (1 - fy);
      light[o + W] += e * (1 - fx) * fy;
      light[o + W + 1] += e * fx * fy;
    }
    blur(light, tmp);
    blur(light, tmp);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const k = (y + MARGIN) * RAYS * nx + (x + MARGIN) * RAYS;
        // The bed wavers as it is seen through the moving surface.
        const bx = Math.min(W - 1, Math.max(0, Math.round(x + 24 * SCALE * gx[k])));
        const by = Math.min(H - 1, Math.max(0, Math.round(y + 24 * SCALE * gy[k])));
        const b = (by * W + bx) * 3;
        const l = light[y * W + x];
        const lit = 0.32 + 0.55 * l + 1.1 * Math.max(0, l - 1.15);
        const fall = 1 - 0.4 * Math.hypot(x / W - 0.5, y / H - 0.35);
        const o = (y * W + x) * 3;
        for (let c = 0; c < 3; c++) {
          const v = (bed[b + c] * lit * tint[c] + water[c]) * fall;
          out[o + c] = Math.max(0, Math.min(255, Math.round(255 * Math.pow(v, 1 / 1.15))));
        }
      }
    yield out;
  }
}
