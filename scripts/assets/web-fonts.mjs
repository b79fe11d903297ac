// The site's two web fonts, cut to the characters the pages set (lib/site/typefaces.ts): the @fontsource
// latin files carry every Latin-1 letter and more, a third of their bytes on glyphs no page shows.
// harfbuzz (subset-font) keeps the weight axis, kerning and ligatures of what it keeps.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { webFontCharacters } from '../../lib/site/typefaces.ts';

const require = createRequire(import.meta.url);

/** Each source file, and the file the site serves (components/layout/fonts.ts reads them), from components/layout/font-files/. */
export const webFontFiles = [
  ['@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2', 'manrope-wght.woff2'],
  ['@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2', 'cormorant-garamond-500.woff2'],
];

export async function webFonts() {
  for (const [source, name] of webFontFiles) {
    const cut = await subsetFont(await readFile(require.resolve(source)), webFontCharacters, {
      targetFormat: 'woff2',
    });
    await writeFile(new URL(`../../components/layout/font-files/${name}`, import.meta.url), cut);
  }
}
