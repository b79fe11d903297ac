// docs/enquiries.md's picture of the held digest and the Review page it links to (docs/held-digest.png), drawn
// by Chromium from the code that writes them, with sample enquiries:
//   node --import tsx --import ./scripts/unit-env.mjs scripts/docs/held-digest-picture.ts
import { createElement } from 'react';
import { render } from '@react-email/components';
import { chromium } from '@playwright/test';
import { HeldDigestEmail } from '@/lib/enquiry/server/held/held-digest-email';
import { digestView } from '@/lib/enquiry/server/held/held-view';
import { reviewPage } from '@/lib/enquiry/server/held/review-page';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import { launchOptions } from '../chromium.mjs';

const at = (iso: string) => new Date(iso).toISOString();
const held = [
  sampleRecord({
    status: 'held',
    receivedAt: at('2026-11-26T09:14:00Z'),
    name: 'Margaux Le Page',
    email: 'margaux@hotel-les-iles.example',
    interest: 'retailer',
    message:
      'Good morning,\nWe are opening a hotel restaurant in St Peter Port next spring and would like to stock Sarnia. Could you send your trade price list for 750 ml cases?\nwww.hotel-les-iles.example',
  }),
  sampleRecord({
    status: 'held',
    receivedAt: at('2026-11-26T22:41:00Z'),
    name: 'SEO Rank Pro',
    email: 'offers@rank-pro.example',
    interest: 'other',
    message: 'Get your site to page one of Google in 7 days! Visit https://rank-pro.example/deal now.',
  }),
];

const digestHtml = await render(
  createElement(HeldDigestEmail, {
    view: digestView(held, 0, { siteUrl: 'https://www.sarnia-water.example', secret: 'x'.repeat(32) }),
  }),
);
const frame = (title: string, html: string, height: number) =>
  `<figure><figcaption>${title}</figcaption><iframe style="height:${height}px" srcdoc="${html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe></figure>`;
const sheet = `<!doctype html><meta charset="utf-8"><style>
body{margin:0;padding:24px;display:flex;gap:24px;align-items:flex-start;background:#dfe3e8;font:600 14px system-ui,sans-serif;color:#1b2733}
figure{margin:0}figcaption{margin:0 0 8px}iframe{width:640px;border:1px solid #b8c0c8;border-radius:8px;background:#fff}
</style>${frame('The digest, in the operators’ inbox', digestHtml, 880)}${frame('Review, opened from it', reviewPage(held[0]!), 780)}`;

const browser = await chromium.launch(launchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1380, height: 960 } });
  await page.setContent(sheet, { waitUntil: 'load' });
  await page.screenshot({ path: 'docs/held-digest.png', fullPage: true });
} finally {
  await browser.close();
}
