// Without JavaScript the panels are the same: every picture's size and crop is CSS and markup.
import { test } from '@playwright/test';
import { expectHeroFills, fillWidths, productFills } from './support/product-fill';
import { noScript } from './support/contexts';

test.use(noScript);

for (const width of fillWidths)
  test(`at ${width} px, without scripts, the bottle and the crate fill their panels`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const fills = await productFills(page);
    test.info().annotations.push({ type: 'fills', description: JSON.stringify(fills) });
    expectHeroFills(fills);
  });
