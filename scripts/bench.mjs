// npm run bench: builds the site and the empty Next page, serves both and each route's content floor, and
// measures the site against its speed goals (Lighthouse mobile, devtools and desktop, interleaved) and its
// budgets (bytes, canvas, API, enquiries).
// Flags: --no-build (reuse .next), --runs N (Lighthouse rounds, default 5),
// --soak S (seconds of touch input for the canvas memory check, default 300),
// --only pagespeed,bytes,canvas,api (a part of the bench; BENCHMARKS.md's other sections are kept), or
// --only redelivery (SMTP down 10 minutes under a trickle, then back: half an hour; --down S, --every S),
// --only backup (the daily copy at the held cap, and the server's answers while it runs),
// --only interactions (issue 62: each tap's duration on a slow phone beside the empty page's disclosure, the
// idle main thread and the ripple worker's frames; with --against, main's build beside in the same rounds),
// --only text (every reading of a visitor's text on the strings made to be slow, and their Review pages),
// --keep (keep every Lighthouse report in bench-results/lighthouse/ for its trace data),
// --mode slow (issue 56: the pagespeed part with the mobile preset throttled for real, every run counted, its
// section of BENCHMARKS.md only), --repeat N (slow runs of --runs rounds each, default 1), --against DIR
// (another build's standalone folder, a copy of .next/standalone: each route of it measured beside the site's
// in the same slow rounds), --routes /,/fr (some of the routes only).
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launchOptions } from './chromium.mjs';
import { baseUrl, loopback, operatorLinkSecret, smtpEnv, smtpLogin, unlimitedEnquiries } from '../test-kit/test-env.ts';
import { byteBudgets, canvasBudgets, apiBudgets, KIB } from '../test-kit/budgets.ts';
import { weighPage } from '../test-kit/weigh.ts';
import { pagePaths } from '../lib/site/routes.ts';
import { buildFloor } from './bench/floor.mjs';
import { serveContentFloor } from './bench/content-floor.mjs';
import { runPageSpeed } from './bench/pagespeed.mjs';
import { againstOf, runDir, runSlow } from './bench/slow.mjs';
import { writeSlowReport } from './bench/slow-report.mjs';
import { emptyPageRows, runCounts, speedFigures, speedGoalRows } from './bench/speed-goals.mjs';
import { measureCanvas } from './bench/canvas.mjs';
import { measureApi } from './bench/api.mjs';
import { start } from './bench/process-group.mjs';
import { mailListeners, startMailServer } from '../test-kit/mail-server.ts';
import { freePorts } from '../test-kit/ports.ts';
import { waitFor, watch } from '../test-kit/process.ts';
import { serveSite } from '../test-kit/site.ts';
import { measureEnquiries } from './bench/enquiries.mjs';
import { measureBackup } from './bench/backup.mjs';
import { recordRows } from './bench/records.mjs';
import { writeReport } from './bench/report.mjs';
import { runInteractions } from './bench/interactions.mjs';
import { writeInteractionReport } from './bench/interaction-report.mjs';
import { measureRedelivery, redeliveryRows, writeRedeliverySection } from './bench/redelivery.mjs';

const args = process.argv.slice(2);
/** @template {string | number} T @param {string} name @param {T} fallback @returns {T | string} */
const flag = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(flag('runs', 5));
const slowMode = flag('mode', 'usual') === 'slow';
const repeat = Number(flag('repeat', 1));
const against = flag('against', '');
const soakSeconds = Number(flag('soak', 300));
const areas = ['pagespeed', 'bytes', 'canvas', 'api'];
const only = flag('only', areas.join(',')).split(',');
const project = process.cwd();
const next = path.join(project, 'node_modules', 'next', 'dist', 'bin', 'next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env });
const interactions = only.includes('interactions');
const floor =
  only.includes('pagespeed') || interactions ? await buildFloor(project, env, { disclosure: interactions }) : null;

const listeners = await mailListeners();
const mail = await startMailServer(listeners);
const smtp = { host: loopback, port: listeners.port, ...smtpLogin };
const inbox = baseUrl(listeners.inboxPort);
// The secret signs the Review links the text part fetches.
const site = await serveSite(
  { ...smtpEnv(smtp.port), ...unlimitedEnquiries, OPERATOR_LINK_SECRET: operatorLinkSecret },
  { showErrors: true },
);
// Stopped however the run ends, as the floor's process group is.
process.on('exit', () => site.child.kill('SIGTERM'));
const origin = site.origin;
const [floorPort, contentFloorPort] = await freePorts(2);
const floorOrigin = baseUrl(floorPort);
if (floor) {
  const server = start('node', [next, 'start', '-H', loopback, '-p', String(floorPort)], { env, cwd: floor.dir });
  await waitFor(`${floorOrigin}/`, { server: watch(server, 'the empty Next page') });
}
const contentFloor =
  floor &&
  !slowMode &&
  only.includes('pagespeed') &&
  (await serveContentFloor({ upstream: origin, port: contentFloorPort, host: loopback }));
const againstSite =
  floor && (slowMode || interactions) && against
    ? await serveSite(
        { ...smtpEnv(smtp.port), ...unlimitedEnquiries },
        { dir: path.resolve(against), showErrors: true },
      )
    : undefined;
if (againstSite) process.on('exit', () => againstSite.child.kill('SIGTERM'));

// Each page with its French beside it, the home pages first; --routes names some of them (a short A/B run).
const named = String(flag('routes', '')).split(',').filter(Boolean);
const routes = Object.values(pagePaths)
  .flatMap((paths) => [paths.en, paths.fr])
  .filter((route) => named.length === 0 || named.includes(route));
/** @type {string[]} */
const homes = Object.values(pagePaths.home);
/** @type {import('./bench/report.mjs').Results} */
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  runs,
  soakSeconds,
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  speedGoals: [],
  emptyPageRows: [],
  speedFigures: [],
  counts: null,
  rows: [],
};
/** @type {import('./bench/report.mjs').AddRow} */
const row = (area, metric, value, budget, unit, pass, range) => {
  results.rows.push({ area, metric, value, budget, unit, pass, range });
};

// Every Lighthouse report kept for its trace (tasks.mjs), with --keep.
const keepDir = args.includes('--keep') ? path.join('bench-results', 'lighthouse') : undefined;

if (floor && contentFloor) {
  const started = Date.now();
  const summaries = await runPageSpeed({
    siteOrigin: origin,
    emptyOrigin: floorOrigin,
    floorOrigin: contentFloor.origin,
    routes,
    runs,
    keepDir,
  });
  results.pagespeedMinutes = Math.round((Date.now() - started) / 6000) / 10;
  results.speedGoals = speedGoalRows(summaries, routes);
  results.emptyPageRows = emptyPageRows(summaries, routes);
  results.speedFigures = speedFigures(summaries);
  results.counts = runCounts(summaries);
  results.lighthouseRuns = summaries;
  for (const route of routes) {
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      const { [category]: value, range } = summaries.mobile[route];
      row(`lighthouse mobile ${route}`, category, value, 100, '', value >= 100, range[category]);
    }
  }
  await contentFloor.close();
}

if (floor && slowMode && only.includes('pagespeed')) {
  const slow = [];
  for (let n = 1; n <= repeat; n++) {
    console.log(`slow: run ${n} of ${repeat}`);
    slow.push(
      await runSlow({
        siteOrigin: origin,
        emptyOrigin: floorOrigin,
        againstOrigin: againstSite?.origin,
        routes,
        runs,
        keepDir: keepDir && runDir(keepDir, n),
      }),
    );
  }
  const pages = routes.flatMap((route) => (againstSite ? [route, againstOf(route)] : [route]));
  const { date, machine, lighthouse } = results;
  const slowResults = { date, machine, lighthouse, runs, against: against || undefined, slow };
  await mkdir('bench-results', { recursive: true });
  await writeFile('bench-results/slow.json', `${JSON.stringify(slowResults, null, 2)}\n`);
  console.log(await writeSlowReport(slowResults, pages));
  if (!interactions) await againstSite?.stop();
}

if (floor && interactions) {
  const loads = await runInteractions({
    siteOrigin: origin,
    emptyOrigin: floorOrigin,
    againstOrigin: againstSite?.origin,
    routes: named.length ? routes : homes,
    runs,
  });
  const { date, machine } = results;
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/interactions.json',
    `${JSON.stringify({ date, machine, runs, against, loads }, null, 2)}\n`,
  );
  console.log(await writeInteractionReport({ date, machine, runs, against, loads }));
}
if (interactions) await againstSite?.stop();

// Launched when a part that needs it runs, which the parts below check again.
/** @typedef {import('@playwright/test').Browser} Browser */
const browser = only.some((area) => area === 'bytes' || area === 'canvas') && (await chromium.launch(launchOptions()));
if (only.includes('bytes')) {
  await fetch(`${origin}/`);
  for (const route of routes) {
    const { totals, counts, entries, beforeLcp } = await weighPage(
      /** @type {Browser} */ (browser),
      `${origin}${route}`,
    );
    const kib = (/** @type {number} */ bytes) => Math.round((bytes / KIB) * 10) / 10;
    const { js: jsBudget, beforeLcp: earlyBudget } = homes.includes(route) ? byteBudgets.home : byteBudgets.legal;
    row(`bytes ${route}`, 'JavaScript', kib(totals.js), jsBudget, 'KiB', totals.js <= jsBudget * KIB);
    row(
      `bytes ${route}`,
      'before the largest paint',
      kib(beforeLcp),
      earlyBudget,
      'KiB',
      beforeLcp <= earlyBudget * KIB,
    );
    if (!homes.includes(route)) continue;
    const b = byteBudgets.home;
    row(`bytes ${route}`, 'CSS', kib(totals.css), b.css, 'KiB', totals.css <= b.css * KIB);
    row(`bytes ${route}`, 'HTML', kib(totals.html), b.html, 'KiB', totals.html <= b.html * KIB);
    row(`bytes ${route}`, 'fonts', kib(totals.font), b.font, 'KiB', totals.font <= b.font * KIB);
    row(`bytes ${route}`, 'font files', counts.font, b.fontFiles, '', counts.font <= b.fontFiles);
    const hero = Math.max(0, ...entries.filter((e) => /\/images\/bottle-/.test(e.url)).map((e) => e.bytes));
    row(`bytes ${route}`, 'hero image', kib(hero), b.heroImage, 'KiB', hero <= b.heroImage * KIB);
    row(`bytes ${route}`, 'images (all)', kib(totals.image), '-', 'KiB', true);
    row(`bytes ${route}`, 'total', kib(totals.total), b.total, 'KiB', totals.total <= b.total * KIB);
  }
}

if (only.includes('canvas')) {
  const canvas = await measureCanvas(/** @type {Browser} */ (browser), origin, { soakSeconds });
  const { frameMs } = canvasBudgets;
  row(
    'canvas',
    'main-thread work per frame, 100 ripples',
    canvas.mainPerFrameMs,
    frameMs,
    'ms',
    canvas.mainPerFrameMs < frameMs,
  );
  row('canvas', 'worker frame work, 100 ripples (p95)', canvas.workerP95Ms, '-', 'ms', true);
  row('canvas', 'worker frame work, 100 ripples (mean)', canvas.workerMeanMs, '-', 'ms', true);
  row('canvas', 'frames while hero out of view (2 s)', canvas.offscreenFrames, 0, '', canvas.offscreenFrames === 0);
  row('canvas', 'frames while tab hidden (2 s)', canvas.hiddenFrames, 0, '', canvas.hiddenFrames === 0);
  row('canvas', 'frames under reduced motion (2 s)', canvas.reducedFrames, 0, '', canvas.reducedFrames === 0);
  const soak = `over ${soakSeconds} s of touch`;
  row('canvas', `main heap growth ${soak}`, canvas.mainHeapGrowthKiB, 512, 'KiB', canvas.mainHeapGrowthKiB < 512);
  row('canvas', `worker heap growth ${soak}`, canvas.workerHeapGrowthKiB, 512, 'KiB', canvas.workerHeapGrowthKiB < 512);
}
if (browser) await browser.close();

if (only.includes('api')) {
  const api = await measureApi(origin, smtp, inbox);
  const { overheadMs } = apiBudgets;
  row('api', 'route overhead beyond SMTP (median)', api.overheadMs, overheadMs, 'ms', api.overheadMs < overheadMs);
  row('api', 'SMTP send alone (median)', api.directMs, '-', 'ms', true);
  row('api', 'POST /api/contact (median)', api.routeMs, '-', 'ms', true);
  await recordRows(row);
  await measureEnquiries(row);
}

if (only.includes('backup')) {
  const backup = await measureBackup();
  const { copyMs, idleMs, duringMs } = backup;
  const cap = `${backup.records} records, ${backup.megabytes} MB, ${backup.copies} copies`;
  row(
    'backup',
    `one daily copy at the held cap (median / p95; ${cap})`,
    `${copyMs.median} / ${copyMs.p95}`,
    '-',
    'ms',
    true,
  );
  row(
    'backup',
    'the copying process answering, idle (median / p95)',
    `${idleMs.median} / ${idleMs.p95}`,
    '-',
    'ms',
    true,
  );
  row(
    'backup',
    'the copying process answering while copies run (median / p95)',
    `${duringMs.median} / ${duringMs.p95}`,
    '-',
    'ms',
    true,
  );
}

if (only.includes('redelivery')) {
  const redelivery = await measureRedelivery({ downS: Number(flag('down', 600)), everyS: Number(flag('every', 10)) });
  console.log(redeliveryRows(redelivery));
  await writeRedeliverySection(redelivery, results.machine);
}

if (only.includes('text')) {
  // The enquiry code it reads text with is server code: outside Next, `server-only` is the empty module it is there.
  await import('../lib/outside-next.mjs');
  const { measureText, slowestOf, textBudgets, textRows, writeTextSection } = await import('./bench/text.mjs');
  // The bench's site keeps no records (a Review link finds none: 404), so the page is timed as it is rendered.
  const text = await measureText();
  for (const string of text.strings) {
    const { medianMs, reviewMs, pass } = slowestOf(string);
    const budget = `${textBudgets.readingMs} / ${textBudgets.reviewGetMs}`;
    const value = reviewMs === undefined ? `${medianMs} / -` : `${medianMs} / ${reviewMs}`;
    row('text', `${string.name}: slowest reading / Review GET`, value, budget, 'ms', pass);
  }
  console.log(textRows(text));
  await writeTextSection(text, results.machine);
}

await floor?.remove();
// A slow run keeps its own figures (bench-results/slow.json): the usual run's are left as they were.
// The interaction part alone keeps its own figures (bench-results/interactions.json) and section too.
if ((!slowMode || results.rows.length > 0) && !(interactions && only.length === 1)) {
  await mkdir('bench-results', { recursive: true });
  await writeFile('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  const budgetsMeasured = ['bytes', 'canvas', 'api'].every((area) => only.includes(area));
  console.log(await writeReport(results, { speed: only.includes('pagespeed') && !slowMode, budgets: budgetsMeasured }));
}
await site.stop();
await mail.stop();
process.exit(0);
