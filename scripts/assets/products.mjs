// The product renders: Blender's Cycles draws the bottle and the crate of twelve as transparent PNGs, then
// sharp makes the pre-sized AVIF and WebP files the pages serve (see media.images in lib/site/facts.ts).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { imageSrc, imageVariant, media } from '../../lib/site/facts.ts';
import { fontFaces, screenshot } from './browser.mjs';
import { labelHtml, labelViewport, panelHtml, panelViewport } from './label.mjs';

const root = new URL('../../', import.meta.url);
/** @param {string} p */
const out = (p) => new URL(`public${p}`, root).pathname;
const script = new URL('blender/render.py', import.meta.url).pathname;

// Debian's Blender has no denoiser: the noise left is averaged away when sharp shrinks the PNG to the
// widths the pages serve, but for the crate's twelve glass bottles, which its close-up shows at near full
// size and which speckled at 96 samples. ASSET_SAMPLES=16 makes a quick draft of either.
/** @typedef {'bottle' | 'case'} Scene */
/** @type {Record<Scene, number>} */
const samples = { bottle: 96, case: 384 };

async function textures() {
  const dir = await mkdtemp(path.join(tmpdir(), 'sarnia-render-'));
  const label = path.join(dir, 'label.png');
  const panel = path.join(dir, 'panel.png');
  await writeFile(label, await screenshot(labelHtml(fontFaces), labelViewport));
  await writeFile(panel, await screenshot(panelHtml(fontFaces), panelViewport));
  return { dir, label, panel };
}

/** @param {Scene} scene @param {{ label: string, panel: string }} files @param {(typeof media.images)[Scene]} image @param {string} target */
function blender(scene, files, image, target) {
  const args = ['-b', '--factory-startup', '-noaudio', '-P', script, '--', scene, files.label, target];
  args.push(
    String(image.width),
    String(image.height),
    process.env.ASSET_SAMPLES ?? String(samples[scene]),
    files.panel,
  );
  execFileSync('nice', ['-n', '10', 'blender', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
}

// The offers' panels show each product cut from its render, with its shadow, and drawn at the full height of
// its 8:7 stage (products.module.css), so the cut sets the product's margin: the bottle stands 80 % of the
// height, and the crate, as tall as its frame allows, 69 % of the width. The hero keeps the bottle's whole
// frame (and its bytes). Offsets in the rendered frame's pixels.
const closeUps = {
  bottle: { image: media.images.bottleCloseUp, left: 72, top: 84 },
  case: { image: media.images.caseCloseUp, left: 21, top: 0 },
};

/** @typedef {{ width: number, height: number, widths: readonly number[], name: string }} Image */

/** @param {string | Buffer} source @param {Image} image */
async function variants(source, image) {
  for (const width of image.widths) {
    const resized = sharp(source).resize({ width, kernel: 'lanczos3' });
    await resized
      .clone()
      .avif({ quality: 52, effort: 9 })
      .toFile(out(imageVariant(image, width, 'avif')));
    await resized
      .clone()
      .webp({ quality: 72, alphaQuality: 60, effort: 6, smartSubsample: true })
      .toFile(out(imageVariant(image, width, 'webp')));
  }
}

/** @param {string} rendered @param {Scene} scene */
async function publish(rendered, scene) {
  const image = media.images[scene];
  await mkdir(out('/images'), { recursive: true });
  await sharp(rendered)
    .png({ compressionLevel: 9, palette: false })
    .toFile(out(imageSrc(image)));
  await variants(rendered, image);
  await cutCloseUp(rendered, scene);
}

/** @param {string} rendered @param {Scene} scene */
async function cutCloseUp(rendered, scene) {
  const { image: closeUp, left, top } = closeUps[scene];
  const crop = { left, top, width: closeUp.width, height: closeUp.height };
  await variants(await sharp(rendered).extract(crop).png().toBuffer(), closeUp);
}

/** @param {Scene} scene */
async function renderProduct(scene) {
  const image = media.images[scene];
  const files = await textures();
  const target = path.join(files.dir, `${scene}.png`);
  blender(scene, files, image, target);
  await publish(target, scene);
}

export const bottle = () => renderProduct('bottle');
export const crate = () => renderProduct('case');
// The close-ups cut again from the renders the site keeps (their PNGs are the renders, losslessly), to frame
// them anew without rendering.
export const closeUpsFromRenders = async () => {
  for (const scene of /** @type {Scene[]} */ (['bottle', 'case']))
    await cutCloseUp(out(imageSrc(media.images[scene])), scene);
};
