// npm run bench: builds, serves the production site and measures it against the budgets.
// Flags: --no-build (reuse .next), --runs N (Lighthouse runs per route and preset, default 3),
// --soak S (seconds of touch input for the canvas memory check, default 300).
import { spawn, execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { launchOptions } from './chromium.mjs';
import { byteBudgets, lighthouseBudgets, canvasBudgets, apiBudgets, KIB } from '../e2e/support/budgets.ts';
import { weighPage } from '../e2e/support/weigh.ts';
import { runLighthouse } from './bench/lighthouse.mjs';
import { measureCanvas } from './bench/canvas.mjs';
import { measureApi } from './bench/api.mjs';
import { writeReport } from './bench/report.mjs';
import { measureEnquiries } from './bench/enquiries.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const runs = flag('runs', 3);
const soakSeconds = flag('soak', 300);
const PORT = 3300;
const SMTP = { port: 2625, silent: 2626, inbox: 2680 };
const origin = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (!args.includes('--no-build')) execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env });

const children = [];
const start = (command, commandArgs, extraEnv) => {
  const child = spawn(command, commandArgs, { env: { ...env, ...extraEnv }, stdio: 'ignore' });
  children.push(child);
  return child;
};
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not start`);
}

start('node', ['--import', 'tsx', 'e2e/support/smtp-server.ts'], {
  TEST_SMTP_PORT: String(SMTP.port),
  TEST_SMTP_SILENT_PORT: String(SMTP.silent),
  TEST_SMTP_INBOX_PORT: String(SMTP.inbox),
});
const smtp = { host: '127.0.0.1', port: SMTP.port, user: 'sarnia-site', pass: 'correct horse battery' };
start('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
  SMTP_HOST: smtp.host,
  SMTP_PORT: String(smtp.port),
  SMTP_USER: smtp.user,
  SMTP_PASS: smtp.pass,
  CONTACT_RATE_LIMIT_MAX: '1000000',
});
await waitFor(`http://127.0.0.1:${SMTP.inbox}/health`);
await waitFor(`${origin}/robots.txt`);

const routes = ['/', '/privacy-policy', '/terms-of-service', '/cookie-policy'];
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  rows: [],
};
const row = (area, metric, value, budget, unit, pass, range) =>
  results.rows.push({ area, metric, value, budget, unit, pass, range });

const browser = await chromium.launch(launchOptions());
await fetch(`${origin}/`);
for (const route of routes) {
  const { totals, counts, entries } = await weighPage(browser, `${origin}${route}`);
  const kib = (bytes) => Math.round((bytes / KIB) * 10) / 10;
  const jsBudget = route === '/' ? byteBudgets.home.js : byteBudgets.legal.js;
  row(`bytes ${route}`, 'JavaScript', kib(totals.js), jsBudget, 'KiB', totals.js <= jsBudget * KIB);
  if (route !== '/') continue;
  const b = byteBudgets.home;
  row('bytes /', 'CSS', kib(totals.css), b.css, 'KiB', totals.css <= b.css * KIB);
  row('bytes /', 'HTML', kib(totals.html), b.html, 'KiB', totals.html <= b.html * KIB);
  row('bytes /', 'fonts', kib(totals.font), b.font, 'KiB', totals.font <= b.font * KIB);
  row('bytes /', 'font files', counts.font, b.fontFiles, '', counts.font <= b.fontFiles);
  const hero = Math.max(0, ...entries.filter((e) => /\/images\/bottle-/.test(e.url)).map((e) => e.bytes));
  row('bytes /', 'hero image', kib(hero), b.heroImage, 'KiB', hero <= b.heroImage * KIB);
  row('bytes /', 'images (all)', kib(totals.image), '-', 'KiB', true);
  row('bytes /', 'total', kib(totals.total), b.total, 'KiB', totals.total <= b.total * KIB);
}

const canvas = await measureCanvas(browser, origin, { soakSeconds });
row(
  'canvas',
  'main-thread work per frame, 100 ripples',
  canvas.mainPerFrameMs,
  canvasBudgets.frameMs,
  'ms',
  canvas.mainPerFrameMs < canvasBudgets.frameMs,
);
row('canvas', 'worker frame work, 100 ripples (p95)', canvas.workerP95Ms, '-', 'ms', true);
row('canvas', 'worker frame work, 100 ripples (mean)', canvas.workerMeanMs, '-', 'ms', true);
row('canvas', 'frames while hero out of view (2 s)', canvas.offscreenFrames, 0, '', canvas.offscreenFrames === 0);
row('canvas', 'frames while tab hidden (2 s)', canvas.hiddenFrames, 0, '', canvas.hiddenFrames === 0);
row('canvas', 'frames under reduced motion (2 s)', canvas.reducedFrames, 0, '', canvas.reducedFrames === 0);
row(
  'canvas',
  `main heap growth over ${soakSeconds} s of touch`,
  canvas.mainHeapGrowthKiB,
  512,
  'KiB',
  canvas.mainHeapGrowthKiB < 512,
);
row(
  'canvas',
  `worker heap growth over ${soakSeconds} s of touch`,
  canvas.workerHeapGrowthKiB,
  512,
  'KiB',
  canvas.workerHeapGrowthKiB < 512,
);
await browser.close();

const api = await measureApi(origin, smtp, `http://127.0.0.1:${SMTP.inbox}`);
row(
  'api',
  'route overhead beyond SMTP (median)',
  api.overheadMs,
  apiBudgets.overheadMs,
  'ms',
  api.overheadMs < apiBudgets.overheadMs,
);
row('api', 'SMTP send alone (median)', api.directMs, '-', 'ms', true);
row('api', 'POST /api/contact (median)', api.routeMs, '-', 'ms', true);
await measureEnquiries(row);

for (const preset of ['mobile', 'desktop']) {
  for (const route of routes) {
    const scores = await runLighthouse(`${origin}${route}`, preset, runs);
    const budget = lighthouseBudgets[preset];
    for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
      row(
        `lighthouse ${preset} ${route}`,
        category,
        scores[category],
        budget[category],
        '',
        scores[category] >= budget[category],
        scores.range[category],
      );
    }
    if (preset === 'mobile') {
      row(
        `lighthouse ${preset} ${route}`,
        'LCP',
        scores.lcpMs,
        budget.lcpMs,
        'ms',
        scores.lcpMs <= budget.lcpMs,
        scores.range.lcpMs,
      );
      row(
        `lighthouse ${preset} ${route}`,
        'TBT',
        scores.tbtMs,
        budget.tbtMs,
        'ms',
        scores.tbtMs <= budget.tbtMs,
        scores.range.tbtMs,
      );
      row(
        `lighthouse ${preset} ${route}`,
        'CLS',
        scores.cls,
        budget.cls,
        '',
        scores.cls <= budget.cls,
        scores.range.cls,
      );
    }
  }
}

stopAll();
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
const table = await writeReport(results, { runs, soakSeconds });
console.log(table);
const failed = results.rows.filter((r) => !r.pass).length;
console.log(`${results.rows.length - failed} within budget, ${failed} over`);
process.exit(0);
