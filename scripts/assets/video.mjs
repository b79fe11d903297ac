// The story video: caustics.mjs draws the frames, ffmpeg scales them to media.storyVideo's size and encodes
// an H.264 MP4, an AV1 WebM and a WebP poster. No audio track is written (-an): the clip is silent.
import { spawn, execFileSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { once } from 'node:events';
import sharp from 'sharp';
import { media } from '../../lib/site/facts.ts';
import { clip, frames } from './caustics.mjs';

/** @param {string} p */
const out = (p) => new URL(`../../public${p}`, import.meta.url).pathname;
const RAW = '/tmp/sarnia-spring.mkv';
const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];

/** @param {...string} args */
function encode(...args) {
  execFileSync('nice', ['-n', '10', 'ffmpeg', ...quiet, '-i', RAW, ...args], {
    stdio: 'inherit',
    env: { ...process.env, SVT_LOG: '1' },
  });
}

export async function video() {
  const { mp4, webm, poster, width, height } = media.storyVideo;
  await mkdir(out('/media'), { recursive: true });
  // A lossless intermediate at the final size, so both encoders start from the same pixels.
  const ffmpeg = spawn(
    'nice',
    [
      ...['-n', '10', 'ffmpeg', ...quiet, '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
      ...['-s', `${clip.width}x${clip.height}`, '-r', String(clip.fps), '-i', '-'],
      ...['-vf', `scale=${width}:${height}:flags=lanczos`, '-c:v', 'ffv1', '-an', RAW],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  let index = 0;
  for (const frame of frames()) {
    if (!ffmpeg.stdin.write(frame)) await once(ffmpeg.stdin, 'drain');
    if (++index % clip.fps === 0) process.stdout.write(`  ${index / clip.fps} s\r`);
  }
  ffmpeg.stdin.end();
  const [code] = await once(ffmpeg, 'close');
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
  // A light blur takes out the pixel-fine shimmer of the upscaled frames, which costs bits and shows nothing.
  // The frames are drawn at 640 × 360, so the AV1 file loses nothing at 960 × 540 and the browser scales it.
  const h264 = [
    '-vf',
    'gblur=sigma=0.8',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '36',
    '-movflags',
    '+faststart',
  ];
  const av1 = ['-vf', 'scale=960:540:flags=bicubic,gblur=sigma=0.6', '-c:v', 'libsvtav1', '-preset', '6', '-crf', '60'];
  encode(...h264, '-pix_fmt', 'yuv420p', '-an', out(mp4));
  encode(...av1, '-pix_fmt', 'yuv420p', '-an', out(webm));
  const still = execFileSync(
    'ffmpeg',
    [...quiet, '-ss', '6', '-i', RAW, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  // The poster is fetched with the page, so it is kept small: the video's shape at 960 pixels wide.
  await sharp(still).resize({ width: 960 }).blur(0.6).webp({ quality: 60, effort: 6 }).toFile(out(poster));
  await rm(RAW);
}
