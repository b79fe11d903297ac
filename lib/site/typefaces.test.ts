import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { wordsFor } from '@/lib/i18n/dictionary';
import { locales } from '@/lib/i18n/locales';
import { strings } from '@/lib/i18n/strings.fixture';
import { webFontCharacters } from './typefaces';

const require = createRequire(import.meta.url);
const fontkit: (buffer: Buffer) => { characterSet: number[] } =
  require('next/dist/compiled/@next/font/dist/fontkit').default;
const carried = new Set(webFontCharacters);
// Line ends and tabs are no glyphs.
const missing = (text: string) => [...new Set(text)].filter((character) => character >= ' ' && !carried.has(character));
const named = (characters: string[]) => characters.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()} ${c}`);

test('the web fonts carry every character of every dictionary, in both languages', () => {
  for (const locale of locales)
    for (const [key, text] of strings(wordsFor(locale)))
      assert.deepEqual(named(missing(text)), [], `${locale}: ${key}`);
});

// The legal pages' prose is written in their files, not the dictionaries: every character of them, code and
// all (what is not prose is ASCII, which the fonts carry whole).
test('the web fonts carry every character of the legal pages, in both languages', () => {
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? files(file) : file.endsWith('.tsx') ? [file] : [];
    });
  const legal = [...files('app/(en)/(legal)'), ...files('app/(fr)/fr/(legal)')];
  assert.ok(legal.length >= 6, legal.join(', '));
  for (const file of legal) assert.deepEqual(named(missing(readFileSync(file, 'utf8'))), [], file);
});

// Where a source file has no glyph for one of them (Manrope has no narrow no-break space), the browser takes
// that one character from the fallback face, as before the cut.
test('the committed font files carry exactly those of the characters their sources have (npm run assets -- fonts)', () => {
  const files = [
    ['@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2', 'app/font-files/manrope-wght.woff2'],
    [
      '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
      'app/font-files/cormorant-garamond-500.woff2',
    ],
  ];
  const characters = (file: string) =>
    new Set(fontkit(readFileSync(file)).characterSet.map((code) => String.fromCodePoint(code)));
  for (const [source, file] of files) {
    const inSource = characters(require.resolve(source!));
    const expected = [...carried].filter((c) => inSource.has(c)).sort();
    // fontkit lists U+FFFF, which no text can hold, for the cmap's end marker.
    const inFile = [...characters(file!)].filter((c) => c >= ' ' && c !== '\uffff').sort();
    assert.deepEqual(named(inFile), named(expected), file);
  }
});
