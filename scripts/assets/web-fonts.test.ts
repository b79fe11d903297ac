import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { webFontCharacters } from '@/lib/site/typefaces';
import { webFontFiles } from './web-fonts.mjs';

const require = createRequire(import.meta.url);
const fontkit: (buffer: Buffer) => { characterSet: number[] } =
  require('next/dist/compiled/@next/font/dist/fontkit').default;
const named = (characters: string[]) => characters.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()} ${c}`);
const characters = (file: string) =>
  new Set(fontkit(readFileSync(file)).characterSet.map((code) => String.fromCodePoint(code)));

// Where a source file has no glyph for one of them (Manrope has no narrow no-break space), the browser takes
// that one character from the fallback face, as before the cut.
test('the committed font files carry exactly those of the characters their sources have (npm run assets -- fonts)', () => {
  for (const [source, name] of webFontFiles) {
    const inSource = characters(require.resolve(source!));
    const expected = [...webFontCharacters].filter((c) => inSource.has(c)).sort();
    // fontkit lists U+FFFF, which no text can hold, for the cmap's end marker.
    const inFile = [...characters(`components/layout/font-files/${name}`)]
      .filter((c) => c >= ' ' && c !== '\uffff')
      .sort();
    assert.deepEqual(named(inFile), named(expected), name);
  }
});
