// The interaction bench (issue 62): what a visitor's taps cost on a slow phone. Chromium without a GPU, devtools
// 4 × CPU throttling, a 412 × 823 touch screen; each round loads each home page (and, with --against, the
// same page of another build beside it) and the empty Next page's disclosure, and taps each interaction six
// times. Each load's benchmarkIndex (Lighthouse's score of this machine just before it) is kept beside it.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchOptions } from '../chromium.mjs';
import { interactionSince, observeInteractions, pageNow } from './tap.mjs';
import { idleShare, workerFrames } from './idle.mjs';

const TAPS = 6;
export const DISCLOSURE = 'empty page: disclosure';

/** @typedef {import('@playwright/test').Page} Page @typedef {Awaited<ReturnType<typeof interactionSince>>} Tap */

/** @param {Page} page @param {() => Promise<unknown>} act */
const measure = async (page, act) => {
  const since = await pageNow(page);
  await act();
  return interactionSince(page, since);
};

/** Each interaction of the home page, tapped `TAPS` times: its name and what one visit measured. */
/** @param {Page} page */
async function homeInteractions(page, /** @type {Record<string, Tap[]>} */ taps) {
  const add = (/** @type {string} */ name, /** @type {Tap & { bannerMs?: number }} */ tap) =>
    (taps[name] ??= []).push(tap);
  const toggle = page.locator('header button[aria-controls]');
  const panel = page.locator('header nav[id]');
  const top = () => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const settle = () => page.waitForTimeout(300);

  for (let i = 0; i < TAPS; i++) {
    add('menu: open', await measure(page, () => toggle.tap()));
    add('menu: close', await measure(page, () => toggle.tap()));
  }
  for (let i = 0; i < TAPS; i++) {
    await top();
    add(
      'hero: Discover the Source',
      await measure(page, () => page.locator('main > section').first().locator('a').first().tap()),
    );
    await settle();
  }
  for (let i = 0; i < TAPS; i++) {
    await top();
    await measure(page, () => toggle.tap());
    add('menu: a section link and its scroll', await measure(page, () => panel.locator('a[href*="#"]').first().tap()));
    await settle();
  }
  for (let i = 0; i < TAPS; i++) {
    add(
      'product button fills the form',
      await measure(page, () =>
        page
          .locator('[data-order-line]')
          .nth(i % 2)
          .tap(),
      ),
    );
    await settle();
  }
  for (const field of ['name', 'email', 'message']) {
    const control = page.locator(`#enquiry-${field}`);
    await control.fill('');
    await measure(page, () => control.tap());
    for (let i = 0; i < TAPS; i++) add(`form: typing in ${field}`, await measure(page, () => page.keyboard.press('a')));
  }
  await page.locator('#enquiry-interest').focus();
  for (let i = 0; i < TAPS; i++)
    add('form: the interest select', await measure(page, () => page.keyboard.press(i % 2 ? 'ArrowUp' : 'ArrowDown')));

  const submit = page.locator('#enquiry-form button[type=submit]');
  for (const field of ['name', 'email', 'message']) await page.locator(`#enquiry-${field}`).fill('');
  await page.locator('#enquiry-interest').selectOption('');
  for (let i = 0; i < TAPS; i++) add('form: send with errors', await measure(page, () => submit.tap()));
  for (let i = 0; i < TAPS; i++) {
    await page.locator('#enquiry-name').fill('Bench Visitor');
    await page.locator('#enquiry-email').fill('bench@example.com');
    await page.locator('#enquiry-interest').selectOption('individual');
    await page.locator('#enquiry-message').fill(`An enquiry sent by the interaction bench (${Date.now()}).`);
    const started = Date.now();
    const tap = await measure(page, () => submit.tap());
    // The banner comes with the server's answer, after the tap's own frame: how long the visitor waits for it.
    await page.locator('#enquiry-form [role=status] > div').waitFor({ timeout: 20_000 });
    // The next send's tap takes the banner down at once (the form's submit clears it).
    add('form: send with success', { ...tap, bannerMs: Date.now() - started });
  }

  // The language link leaves the page: its figure is the time from the tap until the page lets go (pagehide);
  // the other page's load is the load bench's. Once a visit, last.
  await top();
  await measure(page, () => toggle.tap());
  const from = new URL(page.url()).pathname;
  await Promise.all([page.waitForURL((url) => url.pathname !== from), panel.locator('a[hreflang]').tap()]);
  const left = await page.evaluate(
    () => Number(sessionStorage.getItem('__leftAt')) - Number(sessionStorage.getItem('__tapAt')),
  );
  if (Number.isFinite(left) && left > 0)
    add('language link (tap to pagehide)', {
      durationMs: left,
      inputDelayMs: null,
      processingMs: null,
      scriptMs: null,
      styleLayoutPaintMs: null,
      presentationMs: null,
    });
  return taps;
}

/** @param {Page} page */
async function disclosure(page) {
  const button = page.getByRole('button');
  /** @type {Tap[]} */
  const taps = [];
  for (let i = 0; i < TAPS * 2; i++) taps.push(await measure(page, () => button.tap()));
  return { [DISCLOSURE]: taps };
}

/**
 * @param {{ siteOrigin: string, emptyOrigin: string, againstOrigin?: string, routes: string[], runs: number }} options
 */
export async function runInteractions({ siteOrigin, emptyOrigin, againstOrigin, routes, runs }) {
  const browser = await chromium.launch({ ...launchOptions(), args: [...launchOptions().args, '--disable-gpu'] });
  const builds = /** @type {[string, string][]} */ ([
    ['site', siteOrigin],
    ...(againstOrigin ? [['against', againstOrigin]] : []),
  ]);
  /** @type {any[]} */
  const loads = [];
  const open = async (
    /** @type {string} */ url,
    reducedMotion = /** @type {'reduce' | 'no-preference'} */ ('no-preference'),
  ) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      reducedMotion,
    });
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    const benchmarkIndex = Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.waitForTimeout(1000);
    return { context, page, cdp, benchmarkIndex };
  };
  try {
    for (let round = 0; round < runs; round++) {
      const started = Date.now();
      const targets = [[DISCLOSURE, 'empty', `${emptyOrigin}/disclosure`]];
      for (const route of routes)
        for (const [build, origin] of builds) targets.push([route, build, `${origin}${route}`]);
      for (const [route, build, url] of targets) {
        const { context, page, cdp, benchmarkIndex } = await open(url);
        /** @type {Record<string, any>} */
        const load = { round, route, build, benchmarkIndex };
        if (build !== 'empty' && round < 3) {
          load.idle = await idleShare(page, cdp);
          if (route === routes[0]) load.worker = await workerFrames(page);
        }
        // A step that fails is named in the results, with what the load measured before it.
        load.taps = {};
        try {
          if (build === 'empty') load.taps = await disclosure(page);
          else await homeInteractions(page, load.taps);
        } catch (error) {
          load.error = String(error).split('\n', 1)[0];
          console.error(`interactions: ${route} (${build}), round ${round + 1}: ${load.error}`);
        }
        loads.push(load);
        await context.close();
      }
      // The idle share beside the hero's: a legal page, and the home page under reduced motion.
      if (round < 3)
        for (const [build, origin] of builds)
          for (const [kind, path, motion] of /** @type {const} */ ([
            ['legal', '/privacy-policy', 'no-preference'],
            ['reduced motion', '/', 'reduce'],
          ])) {
            const { context, page, cdp, benchmarkIndex } = await open(`${origin}${path}`, motion);
            loads.push({ round, route: kind, build, benchmarkIndex, idle: await idleShare(page, cdp) });
            await context.close();
          }
      console.log(`interactions: round ${round + 1} of ${runs} done in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    await browser.close();
  }
  return loads;
}
