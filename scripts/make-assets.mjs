// Regenerates every binary asset the site ships: `npm run assets [-- bottle|case|close-ups|video|report|icons|og|email|fonts]`.
// Runs through tsx, so texts and figures are imported from lib/ as they are, with no copy of them here.
// Needs Blender (bottle, case), ffmpeg (video) and a Chromium (label textures, report, Open Graph image).
import { mkdir, writeFile } from 'node:fs/promises';
import { locales } from '../lib/i18n/locales.ts';
import { dictionaries } from '../lib/i18n/dictionaries.ts';
import { fontFaces, pdf } from './assets/browser.mjs';
import { emailMark, icons, ogImage } from './assets/icons.mjs';
import { bottle, closeUpsFromRenders, crate } from './assets/products.mjs';
import { reportHtml } from './assets/report.mjs';
import { video } from './assets/video.mjs';
import { webFonts } from './assets/web-fonts.mjs';

/** @param {string} p */
const out = (p) => new URL(`../public${p}`, import.meta.url).pathname;

async function report() {
  await mkdir(out('/reports'), { recursive: true });
  for (const locale of locales)
    await writeFile(out(dictionaries[locale].report.file), await pdf(reportHtml(fontFaces, locale)));
}

// The Open Graph image shows the rendered bottle, so it comes after it.
const steps = {
  bottle,
  case: crate,
  'close-ups': closeUpsFromRenders,
  video,
  report,
  icons,
  og: ogImage,
  email: emailMark,
  fonts: webFonts,
};
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in steps));
if (unknown.length) {
  console.error(`Unknown step ${unknown.join(', ')}; choose from ${Object.keys(steps).join(', ')}.`);
  process.exit(1);
}
await mkdir(out('/icons'), { recursive: true });
for (const [name, step] of Object.entries(steps)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`assets: ${name}`);
  await step();
}
