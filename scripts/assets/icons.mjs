// The favicon, touch and manifest icons, the notices' mark, the logo for structured data, and the Open Graph image.
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { brandMarkFile, brandMarkSvg } from '../../lib/site/brand-mark.ts';
import { hero } from '../../lib/i18n/en/home.ts';
import { imageSrc, media, site } from '../../lib/site/facts.ts';
import { pages } from '../../lib/i18n/en/site.ts';
import { doc, screenshot } from './browser.mjs';
import { colour } from './palette.mjs';

/** @param {string} p */
const out = (p) => new URL(`../../${p}`, import.meta.url).pathname;

export async function icons() {
  const light = colour('on-dark');
  await writeFile(out('app/icon.svg'), brandMarkSvg({ stroke: light, background: site.themeColor }));
  await writeFile(out(`public${brandMarkFile}`), brandMarkSvg({ stroke: colour('sea') }));
  /** @param {number} size @param {number} pad */
  const mark = (size, pad) =>
    sharp(Buffer.from(brandMarkSvg({ size: size - pad * 2, stroke: light })))
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: site.themeColor })
      .png();
  await mark(180, 24).toFile(out('app/apple-icon.png'));
  await mark(192, 24).toFile(out('public/icons/icon-192.png'));
  await mark(512, 64).toFile(out('public/icons/icon-512.png'));
  await mark(512, 120).toFile(out('public/icons/icon-maskable-512.png'));
  await sharp(Buffer.from(brandMarkSvg({ size: 512, stroke: site.themeColor })))
    .png()
    .toFile(out('public/logo.png'));
}

export async function ogImage() {
  const bottle = (await sharp(out(`public${imageSrc(media.images.bottle)}`)).toBuffer()).toString('base64');
  const html = doc(
    `<div style="width:1200px;height:630px;display:flex;align-items:center;gap:48px;padding:0 72px 0 96px;box-sizing:border-box;background:radial-gradient(circle at 78% 42%,${colour('tide')},${colour('ink')} 68%);color:${colour('on-dark')};font-family:Manrope">
      <div style="flex:1"><p style="letter-spacing:.3em;font-size:20px;margin:0 0 24px;color:${colour('gold')}">${hero.tag.toUpperCase()}</p>
      <h1 style="font:500 84px/1 'Cormorant Garamond';margin:0">${site.name}</h1>
      <p style="font:500 40px/1.2 'Cormorant Garamond';margin:24px 0 0">${hero.headline}</p>
      <p style="font-size:24px;opacity:.85">${site.tagline}</p></div>
      <img src="data:image/png;base64,${bottle}" style="height:600px;margin-top:30px">
    </div>`,
  );
  const png = await screenshot(html, { width: 1200, height: 630 });
  await sharp(png).resize(1200, 630).png({ compressionLevel: 9 }).toFile(out('app/opengraph-image.png'));
  await writeFile(out('app/opengraph-image.alt.txt'), pages.previewAlt);
}

/** The brand mark the operators' e-mail shows inline, cream on navy, 96 px to show at 48 px. */
export async function emailMark() {
  const png = await sharp(
    Buffer.from(brandMarkSvg({ size: 96, stroke: colour('on-dark'), background: site.themeColor })),
  )
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(
    out('lib/enquiry/server/mail/brand-mark.ts'),
    `// Written by \`npm run assets -- email\`: the brand mark, cream on navy, 96 px to show at 48 px.\nexport const brandMarkPng = '${png.toString('base64')}';\n`,
  );
}
