// Regenerates every binary asset the site ships: `npm run assets [bottle|video|report|icons|og|email]`.
// Needs ffmpeg (apt-get install -y ffmpeg) for the video and a Chromium for the rest.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { launchOptions } from './chromium.mjs';
import { loadLib } from './assets/load-site.mjs';
import { fontFaces } from './assets/fonts.mjs';
import { bottleSvg } from './assets/bottle.mjs';
import { markSvg } from './assets/logo.mjs';
import { reportHtml } from './assets/report.mjs';

const root = new URL('../', import.meta.url);
const out = (p) => new URL(p, root).pathname;
const { site, claims, contact, media, bottleVolumeMl } = await loadLib('site/facts');

async function withPage(fn, viewport) {
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 2 });
    return await fn(page);
  } finally {
    await browser.close();
  }
}

async function screenshot(html, viewport) {
  return withPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    return page.screenshot({ omitBackground: true });
  }, viewport);
}

const doc = (body, bg = 'transparent') =>
  `<!doctype html><html><head><style>${fontFaces} html,body{margin:0;background:${bg}} svg{display:block}</style></head><body>${body}</body></html>`;

async function bottle() {
  const svg = bottleSvg({ name: site.name, volume: `${bottleVolumeMl} ml`, origin: 'Product of Guernsey' });
  const png = await screenshot(doc(svg), { width: 300, height: 820 });
  await mkdir(out('public/images'), { recursive: true });
  await sharp(png)
    .png({ compressionLevel: 9, palette: false })
    .toFile(out(`public${media.bottle.src}`));
  for (const width of media.bottle.widths) {
    const resized = sharp(png).resize({ width });
    await resized
      .clone()
      .avif({ quality: 55, effort: 9 })
      .toFile(out(`public${media.bottle.variant(width, 'avif')}`));
    await resized
      .clone()
      .webp({ quality: 78, alphaQuality: 90, effort: 6 })
      .toFile(out(`public${media.bottle.variant(width, 'webp')}`));
  }
  return png;
}

async function video() {
  const { mp4, webm, poster } = media.storyVideo;
  await mkdir(out('public/media'), { recursive: true });
  const caustics =
    '255*pow(1-abs(sin(X/23+T*0.9)+sin(Y/17-T*0.7)+sin((X-Y)/31+T*0.5)+sin(hypot(X-200\\,Y-120)/21-T*1.3))/4\\,4)';
  const filter = [
    `color=c=black:s=640x360:r=24:d=14,format=gray,geq=lum='${caustics}'`,
    "format=rgb24,lutrgb=r='6+70*pow(val/255\\,1.6)':g='38+150*pow(val/255\\,1.3)':b='66+180*pow(val/255\\,1.0)'",
    'scale=1280:720:flags=bicubic,gblur=sigma=1.2,vignette=PI/5',
    'fade=t=in:st=0:d=1.2,fade=t=out:st=12.8:d=1.2',
  ].join(',');
  const ff = (...args) =>
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: 'inherit',
      env: { ...process.env, SVT_LOG: '1' },
    });
  const raw = '/tmp/sarnia-spring.mkv';
  ff('-f', 'lavfi', '-i', filter, '-c:v', 'ffv1', raw);
  ff(
    '-i',
    raw,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    out(`public${mp4}`),
  );
  ff('-i', raw, '-c:v', 'libsvtav1', '-preset', '6', '-crf', '42', '-pix_fmt', 'yuv420p', '-an', out(`public${webm}`));
  const frame = execFileSync(
    'ffmpeg',
    ['-loglevel', 'error', '-ss', '6', '-i', raw, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  await sharp(frame)
    .webp({ quality: 70 })
    .toFile(out(`public${poster}`));
}

async function report() {
  const year = Number(new Date().getFullYear());
  const html = reportHtml({ site, claims, contact, fontFaces, markSvg, year });
  const pdf = await withPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
  });
  await mkdir(out('public/reports'), { recursive: true });
  await writeFile(out(`public${media.report}`), pdf);
}

async function icons() {
  await writeFile(out('app/icon.svg'), markSvg({ stroke: '#f4efe6', background: site.themeColor }));
  const mark = (size, pad) =>
    sharp(Buffer.from(markSvg({ size: size - pad * 2, stroke: '#f4efe6' })))
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: site.themeColor })
      .png();
  await mark(180, 24).toFile(out('app/apple-icon.png'));
  await mark(192, 24).toFile(out('public/icons/icon-192.png'));
  await mark(512, 64).toFile(out('public/icons/icon-512.png'));
  await mark(512, 120).toFile(out('public/icons/icon-maskable-512.png'));
  await sharp(Buffer.from(markSvg({ size: 512, stroke: site.themeColor })))
    .png()
    .toFile(out('public/logo.png'));
}

async function ogImage() {
  const bottlePng = (await sharp(out(`public${media.bottle.src}`)).toBuffer()).toString('base64');
  const html = doc(
    `<div style="width:1200px;height:630px;display:flex;align-items:center;gap:64px;padding:0 96px;box-sizing:border-box;background:radial-gradient(circle at 75% 40%,#1f6f8b,#0b2540 70%);color:#f4efe6;font-family:Manrope">
      <div style="flex:1"><p style="letter-spacing:.3em;font-size:20px;margin:0 0 24px">PRODUCT OF GUERNSEY</p>
      <h1 style="font:500 84px/1 'Cormorant Garamond';margin:0">${site.name}</h1>
      <p style="font:500 40px/1.2 'Cormorant Garamond';margin:24px 0 0">Pure elegance. Bottled at source.</p>
      <p style="font-size:24px;opacity:.85">${site.tagline}</p></div>
      <img src="data:image/png;base64,${bottlePng}" style="height:560px">
    </div>`,
  );
  const png = await screenshot(html, { width: 1200, height: 630 });
  await sharp(png).resize(1200, 630).png({ compressionLevel: 9 }).toFile(out('app/opengraph-image.png'));
  await writeFile(out('app/opengraph-image.alt.txt'), site.ogImageAlt);
}

// The operators' e-mail carries its brand mark inline (a CID attachment), so no remote image is blocked.
async function emailMark() {
  const png = await sharp(Buffer.from(markSvg({ size: 96, stroke: '#f4efe6', background: site.themeColor })))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(
    out('lib/enquiry/server/brand-mark.ts'),
    `// Written by \`npm run assets -- email\`: the brand mark, cream on navy, 96 px to show at 48 px.\nexport const brandMarkPng = '${png.toString('base64')}';\n`,
  );
}

const steps = { bottle, video, report, icons, og: ogImage, email: emailMark };
const wanted = process.argv.slice(2);
await mkdir(out('public/icons'), { recursive: true });
for (const [name, step] of Object.entries(steps)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`assets: ${name}`);
  await step();
}
