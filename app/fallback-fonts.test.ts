import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

// next/font's own formula and data: its fontkit, and the capsize metrics it ships for system fonts.
const require = createRequire(import.meta.url);
type Font = { ascent: number; descent: number; lineGap: number; unitsPerEm: number };
const fontkit: (buffer: Buffer) => Font = require('next/dist/compiled/@next/font/dist/fontkit').default;
type Capsize = Record<string, { xWidthAvg: number; unitsPerEm: number }>;
const capsize: Capsize = require('next/dist/server/capsize-font-metrics.json');

// Each figure in per cent, to two places as next/font writes them.
type Face = { size: number; ascent: number; descent: number; lineGap: number };

/** Every face of the file by family, weight, style and range ("Manrope Fallback 600 normal U+30-39"). */
function facesIn(css: string): Map<string, Face> {
  const faces = new Map<string, Face>();
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const get = (name: string) => Number.parseFloat(body!.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1] ?? '');
    const family = body!.match(/font-family:\s*'([^']+)'/)?.[1] ?? '';
    const weight = body!.match(/font-weight:\s*(\d+);/)?.[1] ?? '400';
    const style = body!.match(/font-style:\s*(\w+);/)?.[1] ?? 'normal';
    const range = body!.match(/unicode-range:\s*([^;]+);/)?.[1] ?? 'all';
    faces.set(`${family} ${weight} ${style} ${range}`, {
      size: get('size-adjust'),
      ascent: get('ascent-override'),
      descent: get('descent-override'),
      lineGap: get('line-gap-override'),
    });
  }
  return faces;
}

const round = (value: number) => Math.round(value * 100) / 100;
// next/font's overrides for a face of a given size: the web font's own metrics, shrunk by the size, so
// every face of a family has the same line metrics whatever its size.
const overrides = (font: Font, size: number): Face => ({
  size,
  ascent: round((font.ascent / font.unitsPerEm / size) * 1e4),
  descent: round((Math.abs(font.descent) / font.unitsPerEm / size) * 1e4),
  lineGap: round((font.lineGap / font.unitsPerEm / size) * 1e4),
});
const width = (name: string) => capsize[name]!.xWidthAvg / capsize[name]!.unitsPerEm;

const css = facesIn(readFileSync('app/fallback-fonts.css', 'utf8'));
// The weights and styles the pages set in each family (e2e/font-swap.spec.ts finds every one of them).
const fonts = [
  {
    family: 'Manrope',
    // The variable file's vertical metrics are the same at every weight; its static 400 is read for them.
    file: 'node_modules/@fontsource/manrope/files/manrope-latin-400-normal.woff2',
    reference: 'arial',
    other: ['Roboto', 'roboto'],
    faces: ['400 normal', '600 normal', '700 normal'],
  },
  {
    family: 'Cormorant',
    file: 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    reference: 'timesNewRoman',
    other: ['Noto', 'notoSerif'],
    faces: ['400 normal', '500 normal', '400 italic'],
  },
] as const;
const faceKeys = [...css.keys()];
// The header's links have a face of their own: the body's, each class of characters scaled alike.
const nav = 'Manrope Fallback Nav 400 normal';

test('the file has a whole-range fallback face for each weight and style the pages set, and no other', () => {
  const expected = fonts
    .flatMap(({ family, other: [suffix], faces }) =>
      faces.flatMap((face) => [`${family} Fallback ${face} all`, `${family} Fallback ${suffix} ${face} all`]),
    )
    .concat(`${nav} all`);
  assert.deepEqual(faceKeys.filter((key) => key.endsWith(' all')).sort(), expected.sort());
  // A face for a class of characters only narrows one of those.
  for (const key of faceKeys.filter((key) => !key.endsWith(' all')))
    assert.ok(
      expected.some((whole) => key.startsWith(whole.slice(0, -' all'.length))),
      key,
    );
});

for (const { family, file, reference, other, faces } of fonts) {
  for (const face of faces) {
    test(`${family}'s fallback faces at ${face} carry next/font's metric overrides for their sizes`, () => {
      const font = fontkit(readFileSync(file));
      const own = faceKeys.filter((key) => key.startsWith(`${family} Fallback ${face} `));
      assert.ok(own.length >= 1);
      for (const key of own) {
        const { size } = css.get(key)!;
        assert.ok(size > 60 && size < 130, `${key}: a size-adjust near the reference's: ${size}`);
        assert.deepEqual(css.get(key), overrides(font, size), key);
      }
      // Android's one face a weight is the reference's average size scaled by capsize's average widths: from
      // the sizes of the reference's classes, the average lies between the narrowest and the widest.
      const [suffix, name] = other;
      const android = css.get(`${family} Fallback ${suffix} ${face} all`)!;
      assert.deepEqual(android, overrides(font, android.size));
      const average = android.size * (width(name) / width(reference));
      const sizes = own.map((key) => css.get(key)!.size);
      assert.ok(average >= Math.min(...sizes) - 0.01 && average <= Math.max(...sizes) + 0.01, `${average}`);
    });
  }
}

test("the header links' faces are the body's at 400, each range scaled by one factor, with its overrides", () => {
  const font = fontkit(readFileSync(fonts[0].file));
  const navKeys = faceKeys.filter((key) => key.startsWith(`${nav} `));
  assert.ok(navKeys.length >= 2);
  const factors = navKeys.map((key) => {
    const face = css.get(key)!;
    assert.deepEqual(face, overrides(font, face.size), key);
    const body = css.get(key.replace(nav, 'Manrope Fallback 400 normal'));
    assert.ok(body, `the body has a face for ${key}`);
    return face.size / body.size;
  });
  for (const factor of factors) assert.ok(Math.abs(factor - factors[0]!) < 0.0002, `${factors}`);
});
