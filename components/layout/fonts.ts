import localFont from 'next/font/local';

// Self-hosted from @fontsource so the build needs no network, cut to the characters English and French pages
// set (lib/site/typefaces.ts; `npm run assets -- fonts`): two files in all. Not
// preloaded: a preloaded font holds the first frame until it arrives (Lighthouse charged it to the headline's
// paint), while with font-display: swap the page paints at once in the fallback faces, sized to take the
// same space, and swaps in place.
// The metric-matched fallback faces are ours (app/fallback-fonts.css): next/font's faces name only Arial and
// Times New Roman, which Linux and Android do not have, so there the text reflowed when the web fonts arrived.
// next/font names each face after its export: not `sans`, which fontconfig answers with DejaVu Sans, so a
// blocked or failed font file left Linux visitors in DejaVu instead of the fallback faces.
export const cormorant = localFont({
  src: './font-files/cormorant-garamond-500.woff2',
  weight: '500',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-display',
  adjustFontFallback: false,
  fallback: ['Cormorant Fallback', 'Cormorant Fallback Noto', 'Georgia', 'serif'],
});

export const manrope = localFont({
  src: './font-files/manrope-wght.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-sans',
  adjustFontFallback: false,
  fallback: ['Manrope Fallback', 'Manrope Fallback Roboto', 'system-ui', 'sans-serif'],
});
