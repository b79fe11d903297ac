// Chromium as the asset scripts' typesetter: HTML with the site's fonts in, PNG or PDF out.
import { chromium } from '@playwright/test';
import { launchOptions } from '../chromium.mjs';
import { fontFaces } from './fonts.mjs';

/** @template T @param {(page: import('@playwright/test').Page) => Promise<T>} fn @param {{ width: number, height: number }} [viewport] */
export async function withPage(fn, viewport) {
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 2 });
    return await fn(page);
  } finally {
    await browser.close();
  }
}

/** @param {import('@playwright/test').Page} page @param {string} html */
async function load(page, html) {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
}

/** A PNG of the HTML at twice the viewport's size; transparent where the page has no background. */
/** @param {string} html @param {{ width: number, height: number }} viewport */
export function screenshot(html, viewport) {
  return withPage(async (page) => {
    await load(page, html);
    return page.screenshot({ omitBackground: true });
  }, viewport);
}

/** @param {string} html */
export function pdf(html) {
  return withPage(async (page) => {
    await load(page, html);
    return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
  });
}

/** A bare document with the site's fonts, for small generated images. */
/** @param {string} body @param {string} [background] */
export const doc = (body, background = 'transparent') =>
  `<!doctype html><html><head><style>${fontFaces} html,body{margin:0;background:${background}} svg{display:block}</style></head><body>${body}</body></html>`;

export { fontFaces };
