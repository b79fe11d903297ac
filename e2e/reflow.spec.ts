import { expect, test } from '@playwright/test';
import { contact } from '../lib/site/facts';
import { reflowProblems } from './support/reflow';
import { everyPath } from '../test-kit/routes';

// WCAG 2.2 1.4.10 and 1.4.12: every route at a small phone's width, with the browser's text size at 200 %,
// and a desktop window zoomed to 400 % (which lays the page out in 320 × 180 CSS pixels).

const sizes = [
  { name: '320 × 568', width: 320, height: 568, scale: 1, textPx: 16 },
  { name: '390 × 844 with 200 % text', width: 390, height: 844, scale: 3, textPx: 32 },
  { name: '1280 × 720 at 400 % zoom', width: 320, height: 180, scale: 4, textPx: 16 },
];

for (const size of sizes) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: size.scale });

    for (const route of everyPath) {
      test(`${route} reflows without sideways scrolling or clipped text`, async ({ page, context }) => {
        if (size.textPx !== 16) {
          // Chrome's own text-size setting: the default font size every rem is measured from.
          const cdp = await context.newCDPSession(page);
          await cdp.send('Page.setFontSizes', { fontSizes: { standard: size.textPx, fixed: size.textPx } });
        }
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const rootPx = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
        expect(rootPx).toBe(`${size.textPx}px`);
        expect(await reflowProblems(page, size.width)).toEqual([]);
      });
    }
  });
}

// Narrower than the sizes above (and past what reflow asks for), so that the phone number has to wrap.
test.describe('320 × 568 with 200 % text', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('the phone number wraps only between its digit groups, the e-mail address wherever it must', async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const details = page.getByRole('complementary', { name: 'Get in touch' });
    const lines = (name: string) =>
      details.getByRole('link', { name }).evaluate((link) => {
        const text = link.firstChild as Text;
        const range = document.createRange();
        const linesOf = (start: number, end: number) => {
          range.setStart(text, start);
          range.setEnd(text, end);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        let start = 0;
        const groups = text.data.split(' ').map((group) => {
          const count = linesOf(start, start + group.length);
          start += group.length + 1;
          return count;
        });
        return { whole: linesOf(0, text.data.length), groups };
      });
    const phone = await lines(contact.phone);
    expect(phone.whole).toBeGreaterThan(1);
    expect(phone.groups).toEqual(contact.phone.split(' ').map(() => 1));
    const email = await lines('hello@sarnia-water.example');
    expect(email.whole).toBeGreaterThan(1);
  });
});
