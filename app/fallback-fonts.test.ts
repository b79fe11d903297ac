import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

// next/font's own formula and data: its fontkit, its fallback metrics for Arial and Times New Roman, and the
// capsize metrics it ships for other system fonts.
const require = createRequire(import.meta.url);
const fontkit: (buffer: Buffer) => unknown = require('next/dist/compiled/@next/font/dist/fontkit').default;
const { getFallbackMetricsFromFontFile } =
  require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js') as {
    getFallbackMetricsFromFontFile: (font: unknown, category: string) => Record<string, string>;
  };
type Capsize = Record<string, { xWidthAvg: number; unitsPerEm: number }>;
const capsize: Capsize = require('next/dist/server/capsize-font-metrics.json');

// Each figure in per cent, to two places as next/font writes them.
type Face = { size: number; ascent: number; descent: number; lineGap: number };

function facesIn(css: string): Map<string, Face> {
  const faces = new Map<string, Face>();
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const get = (name: string) => body!.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim() ?? '';
    faces.set(get('font-family').replaceAll("'", ''), {
      size: Number.parseFloat(get('size-adjust')),
      ascent: Number.parseFloat(get('ascent-override')),
      descent: Number.parseFloat(get('descent-override')),
      lineGap: Number.parseFloat(get('line-gap-override')),
    });
  }
  return faces;
}

const round = (value: number) => Math.round(value * 100) / 100;
// The same face for another fallback font: its letters are `wider` times as wide as those of next's reference.
const scaled = (face: Face, wider: number): Face => ({
  size: round(face.size / wider),
  ascent: round(face.ascent * wider),
  descent: round(face.descent * wider),
  lineGap: round(face.lineGap * wider),
});
const width = (name: string) => capsize[name]!.xWidthAvg / capsize[name]!.unitsPerEm;

const css = facesIn(readFileSync('app/fallback-fonts.css', 'utf8'));
const fonts = [
  {
    family: 'Manrope',
    file: 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    category: 'sans-serif',
    reference: 'arial',
    other: ['Roboto', 'roboto'],
  },
  {
    family: 'Cormorant',
    file: 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    category: 'serif',
    reference: 'timesNewRoman',
    other: ['Noto', 'notoSerif'],
  },
] as const;

for (const { family, file, category, reference, other } of fonts) {
  test(`${family}'s fallback faces carry the metrics next/font computes from the font file`, () => {
    const metrics = getFallbackMetricsFromFontFile(fontkit(readFileSync(file)), category);
    const expected: Face = {
      size: Number.parseFloat(metrics.sizeAdjust!),
      ascent: Number.parseFloat(metrics.ascentOverride!),
      descent: Number.parseFloat(metrics.descentOverride!),
      lineGap: Number.parseFloat(metrics.lineGapOverride!),
    };
    assert.deepEqual(css.get(`${family} Fallback`), expected);
    const [suffix, name] = other;
    assert.deepEqual(css.get(`${family} Fallback ${suffix}`), scaled(expected, width(name) / width(reference)));
  });
}
