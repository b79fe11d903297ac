// Lighthouse (the npm package) driving the same Chromium the tests use; medians of several runs.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function runLighthouse(url, preset, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable() ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...chromiumArgs],
  });
  try {
    const samples = [];
    const errors = [];
    // A run that Lighthouse could not finish (it reports a runtimeError and null scores) is not a
    // sample of the page; it is said and run again, a few times at most.
    while (samples.length < runs) {
      if (errors.length > runs) throw new Error(`Lighthouse failed on ${url}: ${errors.join(', ')}`);
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const failure =
        lhr.runtimeError?.code ??
        (Object.values(lhr.categories).some((c) => c.score === null) ? 'a category without a score' : undefined);
      if (failure) {
        errors.push(failure);
        console.warn(`lighthouse ${preset} ${url}: run failed (${failure}); running it again`);
        continue;
      }
      samples.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const keys = ['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'tbtMs', 'cls'];
    const result = Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))]));
    // This machine's runs of one build differ widely, so the report shows each figure's range too.
    result.range = Object.fromEntries(
      keys.map((key) => [key, [Math.min(...samples.map((s) => s[key])), Math.max(...samples.map((s) => s[key]))]]),
    );
    result.failing = [...new Set(samples.flatMap((s) => s.failing))];
    result.failedRuns = errors;
    return result;
  } finally {
    chrome.kill();
  }
}
