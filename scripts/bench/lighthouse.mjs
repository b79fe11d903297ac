// Lighthouse (the npm package) driving the same Chromium the tests use; medians of several runs.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium.mjs';

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const KEYS = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
  'lcpMs',
  'tbtMs',
  'fcpMs',
  'cls',
  'styleLayoutMs',
];

/**
 * A run's figures; Lighthouse's result is read as the JSON it is.
 * @param {any} lhr
 * @returns {Sample}
 */
function sampleOf(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue;
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    styleLayoutMs: Math.round(
      work.find((/** @type {{ group: string, duration: number }} */ item) => item.group === 'styleLayout')?.duration ??
        0,
    ),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/** Medians and ranges of a list of samples, each key on its own. */
/**
 * @typedef {Record<string, any>} Sample One run's figures by key, and its failing audits.
 * @param {Sample[]} samples @param {string[]} [failedRuns]
 */
export function summarise(samples, failedRuns = []) {
  /** @type {Record<string, any>} */
  const result = Object.fromEntries(KEYS.map((key) => [key, median(samples.map((s) => s[key]))]));
  // This machine's runs of one build differ widely, so the report shows each figure's range too.
  result.range = Object.fromEntries(
    KEYS.map((key) => [key, [Math.min(...samples.map((s) => s[key])), Math.max(...samples.map((s) => s[key]))]]),
  );
  result.failing = [...new Set(samples.flatMap((s) => s.failing))];
  result.failedRuns = failedRuns;
  result.runs = samples.length;
  return result;
}

/** One Chromium for a series of Lighthouse runs; `keepDir` keeps each run's full report (with its trace data). */
/** @param {{ keepDir?: string }} [options] */
export async function openLighthouse({ keepDir } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable() ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...chromiumArgs],
  });
  if (keepDir) await mkdir(keepDir, { recursive: true });
  let count = 0;
  /** @type {string[]} */
  const errors = [];
  // A run that Lighthouse could not finish (it reports a runtimeError and null scores) is not a
  // sample of the page; it is said and run again, a few times at most.
  // mobile: the default preset with simulated throttling, as PageSpeed Insights runs it; devtools: the
  // same preset throttled for real, with observed timings; desktop: the desktop preset.
  /** @param {string} url @param {'mobile' | 'devtools' | 'desktop'} preset */
  async function run(url, preset, name = 'run') {
    for (let attempt = 0; ; attempt++) {
      const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (
        await lighthouse(
          url,
          {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            ...(preset === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
          },
          preset === 'desktop' ? desktopConfig : undefined,
        )
      );
      const failure =
        lhr.runtimeError?.code ??
        (Object.values(lhr.categories).some((c) => c.score === null) ? 'a category without a score' : undefined);
      if (!failure) {
        if (keepDir) await writeFile(path.join(keepDir, `${name}-${++count}.json`), JSON.stringify(lhr));
        return sampleOf(lhr);
      }
      errors.push(`${url}: ${failure}`);
      console.warn(`lighthouse ${preset} ${url}: run failed (${failure}); running it again`);
      if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${errors.join(', ')}`);
    }
  }
  return { run, errors, close: () => chrome.kill() };
}
