// Chromium as the asset scripts' typesetter: HTML with the site's fonts in, PNG or PDF out.
import { chromium } from '@playwright/test';
import { launchOptions } from '../chromium.mjs';
import { fontFaces } from './fonts.mjs';

export async function withPage(fn, viewport) {
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 2 });
    return await fn(page);
  } finally {
    await browser.close();
  }
}

async function load(page, html) {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
}

/** A PNG of the HTML at twice the viewport's size; transparent where the page has no background. */
export function screenshot(html, viewport) {
  return withPage(async (page) => {
    await load(page, html);
    return page.screenshot({ omitBackground: true });
  }, viewport);
}

export function pdf(html) {
  return withPage(async (page) => {
    await load(page, html);
    return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
  });
}

/** A bare document with the site's fonts, for small generated images. */
export const doc = (body, background = 'transparent') =>
  `<!doctype html><html><head><style>${fontFaces} html,body{margin:0;background:${background}} svg{display:block}</style></head><body>${body}</body></html>`;

export { fontFaces };
