import { expect, test } from '@playwright/test';
import { legalPaths, translatedPages } from '../test-kit/routes';
import { byteBudgets, KIB } from '../test-kit/budgets';
import { weighPage } from '../test-kit/weigh';
import { baseUrl, servers } from '../test-kit/test-env';

const homes = [
  { path: '/', name: 'the home page' },
  { path: '/fr', name: 'the French home page' },
];

// Weighed in the full browser (@browser), as Lighthouse's Chrome loads the page: the headless shell reports
// its largest paint at another moment against the same requests.
const weighed = { tag: '@browser' };
// What ships to a visitor whose ripples move.
test.use({ reducedMotion: 'no-preference' });

for (const { path, name } of homes)
  test(`${name} stays within its byte budgets on a first visit`, weighed, async ({ browser }) => {
    const { totals, counts, entries, early, beforeLcp } = await weighPage(browser, `${baseUrl(servers.main)}${path}`);
    const budget = byteBudgets.home;
    expect(totals.js, 'JavaScript').toBeLessThanOrEqual(budget.js * KIB);
    expect(totals.css, 'CSS').toBeLessThanOrEqual(budget.css * KIB);
    expect(totals.html, 'HTML').toBeLessThanOrEqual(budget.html * KIB);
    expect(counts.font, 'font files').toBeLessThanOrEqual(budget.fontFiles);
    expect(totals.font, 'fonts').toBeLessThanOrEqual(budget.font * KIB);
    const hero = entries.filter((entry) => /\/images\/bottle-\d+\./.test(entry.url));
    expect(hero.length).toBeGreaterThan(0);
    for (const image of hero) expect(image.bytes, image.url).toBeLessThanOrEqual(budget.heroImage * KIB);
    expect(totals.media, 'video before play').toBe(0);
    expect(totals.total, 'everything').toBeLessThanOrEqual(budget.total * KIB);
    expect(beforeLcp, 'requested before the largest paint').toBeLessThanOrEqual(budget.beforeLcp * KIB);
    // The products' close-ups, however large they are drawn, are not charged to the hero's largest paint.
    expect(early.filter((url) => /\/images\/(bottle|case)-close-/.test(url))).toEqual([]);
    for (const entry of entries) expect(new URL(entry.url).host, 'no third party').toBe(`127.0.0.1:${servers.main}`);
  });

// One load weighs both: what the page ships, and what of it comes before the largest paint.
for (const path of [...legalPaths, ...translatedPages.filter(({ page }) => page !== 'home').map(({ path }) => path)]) {
  const { js, beforeLcp: early } = byteBudgets.legal;
  test(
    `${path} ships at most ${js} KiB of JavaScript, ${early} KiB before its largest paint`,
    weighed,
    async ({ browser }) => {
      const { totals, beforeLcp } = await weighPage(browser, `${baseUrl(servers.main)}${path}`);
      expect(totals.js, 'JavaScript').toBeLessThanOrEqual(js * KIB);
      expect(beforeLcp, 'requested before the largest paint').toBeLessThanOrEqual(early * KIB);
    },
  );
}

test("nothing blocks rendering but the page's own CSS", async ({ page }) => {
  await page.goto('/');
  const blocking = await page.evaluate(() => [
    ...[...document.querySelectorAll('head script[src]')]
      .filter((s) => {
        const script = s as HTMLScriptElement;
        return !script.async && !script.defer && !script.noModule && script.type !== 'module';
      })
      .map((s) => (s as HTMLScriptElement).src),
    ...[...document.querySelectorAll('link[rel="stylesheet"]')]
      .filter((l) => new URL((l as HTMLLinkElement).href).origin !== location.origin)
      .map((l) => (l as HTMLLinkElement).href),
  ]);
  expect(blocking).toEqual([]);
});
