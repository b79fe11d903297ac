import { chromium } from '@playwright/test';
import { launchOptions } from './chromium.mjs';
import { weighPage } from './weigh.mjs';
const browser = await chromium.launch(launchOptions());
for (const p of ['/', '/privacy-policy']) {
  const r = await weighPage(browser, 'http://127.0.0.1:3000' + p);
  console.log(p, JSON.stringify(r.totals), JSON.stringify(r.counts));
  for (const e of r.entries)
    if (e.type === 'js' || e.type === 'other') console.log('  ', e.type, e.bytes, e.url.slice(0, 110));
}
await browser.close();
