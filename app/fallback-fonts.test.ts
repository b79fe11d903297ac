import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

// next/font's own formula and data: its fontkit, its fallback metrics for Arial and Times New Roman, and the
// capsize metrics it ships for other system fonts.
const require = createRequire(import.meta.url);
type Font = { ascent: number; descent: number; lineGap: number; unitsPerEm: number };
const fontkit: (buffer: Buffer) => Font = require('next/dist/compiled/@next/font/dist/fontkit').default;
const { getFallbackMetricsFromFontFile } =
  require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js') as {
    getFallbackMetricsFromFontFile: (font: Font, category: string) => Record<string, string>;
  };
type Capsize = Record<string, { xWidthAvg: number; unitsPerEm: number }>;
const capsize: Capsize = require('next/dist/server/capsize-font-metrics.json');

// Each figure in per cent, to two places as next/font writes them.
type Face = { size: number; ascent: number; descent: number; lineGap: number };

function facesIn(css: string): Map<string, Face> {
  const faces = new Map<string, Face>();
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const get = (name: string) => Number.parseFloat(body!.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1] ?? '');
    const family = body!.match(/font-family:\s*'([^']+)'/)?.[1] ?? '';
    faces.set(family, {
      size: get('size-adjust'),
      ascent: get('ascent-override'),
      descent: get('descent-override'),
      lineGap: get('line-gap-override'),
    });
  }
  return faces;
}

const round = (value: number) => Math.round(value * 100) / 100;
// next/font's overrides for a face of a given size: the web font's own metrics, shrunk by the size.
const overrides = (font: Font, size: number): Face => ({
  size,
  ascent: round((font.ascent / font.unitsPerEm / size) * 1e4),
  descent: round((Math.abs(font.descent) / font.unitsPerEm / size) * 1e4),
  lineGap: round((font.lineGap / font.unitsPerEm / size) * 1e4),
});
const width = (name: string) => capsize[name]!.xWidthAvg / capsize[name]!.unitsPerEm;

const css = facesIn(readFileSync('app/fallback-fonts.css', 'utf8'));
const fonts = [
  {
    family: 'Manrope',
    // The body's weight: the variable file's own instance is its lightest, 200, a narrower face.
    file: 'node_modules/@fontsource/manrope/files/manrope-latin-400-normal.woff2',
    category: 'sans-serif',
    reference: 'arial',
    other: ['Roboto', 'roboto'],
    // Sized to the site's own copy rather than next/font's average-width estimate: e2e/font-swap.spec.ts measures it.
    sizedByCopy: true,
  },
  {
    family: 'Cormorant',
    file: 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    category: 'serif',
    reference: 'timesNewRoman',
    other: ['Noto', 'notoSerif'],
    sizedByCopy: false,
  },
] as const;

for (const { family, file, category, reference, other, sizedByCopy } of fonts) {
  test(`${family}'s fallback faces carry next/font's metric overrides for their size`, () => {
    const font = fontkit(readFileSync(file));
    const face = css.get(`${family} Fallback`)!;
    if (!sizedByCopy) {
      const estimate = Number.parseFloat(getFallbackMetricsFromFontFile(font, category).sizeAdjust!);
      assert.equal(face.size, estimate);
    }
    assert.deepEqual(face, overrides(font, face.size));
    // Android's stand-in is narrower or wider than next/font's reference by capsize's average widths.
    const [suffix, name] = other;
    const android = round(face.size / (width(name) / width(reference)));
    assert.deepEqual(css.get(`${family} Fallback ${suffix}`), overrides(font, android));
  });
}
