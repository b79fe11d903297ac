// @font-face rules that point the asset renderer at the same self-hosted fonts the site uses.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);

/** @param {string} specifier */
function dataUrl(specifier) {
  const file = require.resolve(specifier);
  return `data:font/woff2;base64,${readFileSync(file).toString('base64')}`;
}

/** @param {number} weight */
const cormorant = (weight) => `@font-face { font-family: 'Cormorant Garamond'; font-weight: ${weight};
  src: url(${dataUrl(`@fontsource/cormorant-garamond/files/cormorant-garamond-latin-${weight}-normal.woff2`)}) format('woff2'); }`;

// 600 is for print and the label, where the site's 500 would be too thin at a bottle's size.
export const fontFaces = `
${cormorant(500)}
${cormorant(600)}
@font-face { font-family: 'Manrope'; font-weight: 200 800;
  src: url(${dataUrl('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2')}) format('woff2'); }
`;
