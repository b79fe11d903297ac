// Lighthouse (the npm package) driving the same Chromium the tests use; medians of several runs.
import { mkdir, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium.mjs';

/** @typedef {import('./summary.mjs').Sample} Sample */

/**
 * A run's figures; Lighthouse's result is read as the JSON it is.
 * @param {any} lhr
 * @returns {Sample}
 */
function sampleOf(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue;
  /** @param {number | null | undefined} value @param {number} [scale] */
  const rounded = (value, scale = 1) => (typeof value === 'number' ? Math.round(value * scale) / scale : null);
  const { score } = lhr.categories.performance;
  /** @param {string} id */
  const category = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return {
    performance: rounded(score === null ? null : score * 100),
    accessibility: category('accessibility'),
    'best-practices': category('best-practices'),
    seo: category('seo'),
    // How fast Lighthouse found this machine just before the run (its score of a fixed piece of script):
    // a throttled run's timings are the machine's times the throttle, so the two are read together.
    benchmarkIndex: rounded(lhr.environment?.benchmarkIndex),
    lcpMs: rounded(audit('largest-contentful-paint')),
    tbtMs: rounded(audit('total-blocking-time')),
    fcpMs: rounded(audit('first-contentful-paint')),
    cls: rounded(audit('cumulative-layout-shift'), 1000),
    styleLayoutMs: Math.round(
      work.find((/** @type {{ group: string, duration: number }} */ item) => item.group === 'styleLayout')?.duration ??
        0,
    ),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const gzipAsync = promisify(gzip);

/**
 * One Chromium for a series of Lighthouse runs; `keepDir` keeps each run's full report and, beside it, its
 * trace (gzipped), recorded with the 'toplevel' category too, which names the code that posted each task
 * (what scripts/bench/tasks.mjs reads to class the tasks no other event explains, such as the canvas's).
 */
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
  // A run that Lighthouse could not finish (it reports a runtimeError or null scores) is not a sample of
  // the page; it is said and run again, a few times at most.
  // mobile: the default preset with simulated throttling, as PageSpeed Insights runs it; devtools: the
  // same preset throttled for real, with observed timings; desktop: the desktop preset; slow: devtools
  // throttling again (the mobile preset's 4 × CPU and its network), the performance category alone.
  /** @param {string} url @param {'mobile' | 'devtools' | 'desktop' | 'slow'} preset */
  async function run(url, preset, name = 'run') {
    for (let attempt = 0; ; attempt++) {
      const { lhr, artifacts } = /** @type {import('lighthouse').RunnerResult} */ (
        await lighthouse(
          url,
          {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories:
              preset === 'slow' ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
            ...(preset === 'devtools' || preset === 'slow' ? { throttlingMethod: 'devtools' } : {}),
            ...(keepDir ? { additionalTraceCategories: 'toplevel' } : {}),
          },
          preset === 'desktop' ? desktopConfig : undefined,
        )
      );
      // A page whose main thread never rests the 5 s Lighthouse waits for has no interactive time, so no
      // blocking time and no performance score: that is a sample of the page, its worst, not a failed run.
      const neverInteractive = /NO_TTI_/.test(lhr.audits['total-blocking-time']?.errorMessage ?? '');
      const unscored = Object.values(lhr.categories).filter((c) => c.score === null);
      const failure =
        lhr.runtimeError?.code ??
        (unscored.some((c) => !(neverInteractive && c.id === 'performance'))
          ? 'a category without a score'
          : undefined);
      if (!failure) {
        if (keepDir) {
          const file = path.join(keepDir, `${name}-${++count}`);
          await writeFile(`${file}.json`, JSON.stringify(lhr));
          await writeFile(`${file}.trace.json.gz`, await gzipAsync(JSON.stringify(artifacts.Trace)));
        }
        return sampleOf(lhr);
      }
      errors.push(`${url}: ${failure}`);
      console.warn(`lighthouse ${preset} ${url}: run failed (${failure}); running it again`);
      if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${errors.join(', ')}`);
    }
  }
  return { run, errors, close: () => chrome.kill() };
}
