// @font-face rules that point the asset renderer at the same self-hosted fonts the site uses.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);

function dataUrl(specifier) {
  const file = require.resolve(specifier);
  return `data:font/woff2;base64,${readFileSync(file).toString('base64')}`;
}

export const fontFaces = `
@font-face { font-family: 'Cormorant Garamond'; font-weight: 500;
  src: url(${dataUrl('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2')}) format('woff2'); }
@font-face { font-family: 'Manrope'; font-weight: 200 800;
  src: url(${dataUrl('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2')}) format('woff2'); }
`;
