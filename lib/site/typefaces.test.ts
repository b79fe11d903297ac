import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { wordsFor } from '@/lib/i18n/dictionary';
import { locales } from '@/lib/i18n/locales';
import { strings } from '@/lib/i18n/strings.fixture';
import { webFontCharacters } from './typefaces';

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
