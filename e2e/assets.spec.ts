import { expect, test } from '@playwright/test';
import { dictionaries } from '../lib/i18n/dictionaries';
import { locales } from '../lib/i18n/locales';
import { media } from '../lib/site/facts';
import { mp4TrackKinds, webmTrackKinds } from '../scripts/assets/tracks.mjs';
import { recordRequests } from './support/requests';
import { baseUrl, servers } from '../test-kit/test-env';

const magic = (bytes: Buffer, offset: number, text: string) =>
  bytes.subarray(offset, offset + text.length).toString('latin1') === text;

test('the story video is a silent H.264 MP4 and AV1 WebM, with a WebP poster', async ({ request }) => {
  const mp4 = await request.get('/media/spring.mp4');
  expect(mp4.status()).toBe(200);
  expect(mp4.headers()['content-type']).toBe('video/mp4');
  const mp4Bytes = await mp4.body();
  expect(magic(mp4Bytes, 4, 'ftyp')).toBe(true);
  expect(mp4Bytes.includes(Buffer.from('avc1'))).toBe(true);
  expect(mp4Bytes.length).toBeGreaterThan(100_000);
  expect(mp4TrackKinds(mp4Bytes), 'MP4 tracks').toEqual(['vide']);

  const webm = await request.get('/media/spring.webm');
  expect(webm.headers()['content-type']).toBe('video/webm');
  const webmBytes = await webm.body();
  expect(webmBytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
  expect(webmBytes.includes(Buffer.from('V_AV1'))).toBe(true);
  expect(webmTrackKinds(webmBytes), 'WebM tracks').toEqual(['video']);

  const poster = await request.get('/media/spring-poster.webp');
  expect(poster.headers()['content-type']).toBe('image/webp');
  const posterBytes = await poster.body();
  expect(magic(posterBytes, 0, 'RIFF') && magic(posterBytes, 8, 'WEBP')).toBe(true);
});

test('the video plays in the browser and downloads nothing before the visitor asks', async ({ page }) => {
  const isVideo = (url: string) => /\/media\/spring\.(mp4|webm)/.test(url);
  const requests = recordRequests(page);
  await page.goto('/');
  const video = page.locator('#story video');
  await expect(video).toHaveAttribute('muted', '');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await video.scrollIntoViewIfNeeded();
  await expect(video).toBeInViewport();
  expect((await requests.settled()).filter(isVideo)).toEqual([]);
  const duration = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.pause();
    return v.duration;
  });
  expect(duration).toBeGreaterThanOrEqual(10);
  expect(duration).toBeLessThanOrEqual(20);
  expect((await requests.settled()).filter(isVideo).length).toBeGreaterThan(0);
});

test('the sustainability report is a real multi-page PDF in each language', async ({ request }) => {
  for (const report of locales.map((locale) => dictionaries[locale].report.file)) {
    const response = await request.get(report);
    expect(response.status(), report).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = await response.body();
    expect(magic(bytes, 0, '%PDF-')).toBe(true);
    const pages = bytes.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(3);
  }
});

test('the hero bottle loads with the page, unhurried, as AVIF at a modest size', async ({ page, request }) => {
  await page.goto('/');
  // The headline is the largest paint; the bottle does not jump the queue ahead of it.
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  const img = page.locator('main > section').first().getByRole('img');
  await expect(img).not.toHaveAttribute('fetchpriority', /./);
  await expect(img).toHaveAttribute('loading', 'eager');
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(src).toMatch(/\/images\/bottle-\d+\.avif$/);
  const response = await request.get(src);
  expect(response.headers()['content-type']).toBe('image/avif');
  expect((await response.body()).length).toBeLessThan(40 * 1024);
  const box = await img.boundingBox();
  const { width, height } = media.images.bottle;
  expect(box!.height / box!.width).toBeCloseTo(height / width, 1);
});

test('each offer shows its own render: the bottle, and the crate of twelve', async ({ page }) => {
  await page.goto('/');
  const offers = page.locator('#products').getByRole('listitem');
  await expect(offers).toHaveCount(2);
  const sources: string[] = [];
  for (const offer of await offers.all()) {
    const img = offer.locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    sources.push(await img.evaluate((el: HTMLImageElement) => el.currentSrc));
  }
  expect(sources[0]).toMatch(/\/images\/bottle-close-\d+\.avif$/);
  expect(sources[1]).toMatch(/\/images\/case-close-\d+\.avif$/);
});

test('the logo, favicon, apple icon, manifest icons and Open Graph image are served', async ({ request }) => {
  for (const [path, type] of [
    ['/icon.svg', 'image/svg+xml'],
    ['/apple-icon.png', 'image/png'],
    ['/logo.png', 'image/png'],
    ['/icons/icon-192.png', 'image/png'],
    ['/icons/icon-512.png', 'image/png'],
    ['/opengraph-image.png', 'image/png'],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type!);
  }
});

test('fonts are self-hosted woff2 files, two at most, and text is never invisible', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fonts.push(req.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.length).toBeLessThanOrEqual(2);
  for (const url of fonts) {
    expect(new URL(url).origin).toBe(baseUrl(servers.main));
    // The files cut to the pages' characters (components/layout/font-files/), as Next names them.
    expect(url).toMatch(/\/_next\/static\/media\/(manrope_wght|cormorant_garamond_500)\.[\w-]+\.woff2$/);
  }
  // next/font adds metric-matched local() fallback faces; the downloaded faces are the ones that matter.
  const displays = await page.evaluate(() =>
    [...document.fonts].filter((font) => !/fallback/i.test(font.family)).map((font) => font.display),
  );
  expect(displays.length).toBeGreaterThan(0);
  for (const display of displays) expect(['swap', 'optional', 'fallback']).toContain(display);
});
