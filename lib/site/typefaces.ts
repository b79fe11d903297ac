// The characters the site's two web fonts carry. The files are cut to them (`npm run assets -- fonts`):
// printable ASCII, the letters French writes with, and the spaces and punctuation of English and French
// typography. What the pages set lies within it (lib/site/typefaces.test.ts, e2e/font-swap.spec.ts); text
// outside it, such as a name a visitor types in another alphabet, is set in the fallback faces (Arial or
// Liberation Sans for Manrope, Times New Roman or Liberation Serif for Cormorant), then the system's.
const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

export const webFontCharacters =
  printableAscii +
  'àâæçèéêëîïôùûüÿœÀÂÆÇÈÉÊËÎÏÔÙÛÜŸŒ' +
  // No-break, thin and narrow no-break spaces; typographic quotes, dashes and marks; £, €, © and CO₂'s ₂.
  '\u00a0\u2009\u202f«»‘’‚“”„–—•…·×°£€©™₂';
