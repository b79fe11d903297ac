// Each offer's product is the hero of its panel (issue 37), measured in the pixels the visitor sees: the
// full browser draws the AVIF as Lighthouse's Chrome does.
import { test } from '@playwright/test';
import { expectHeroFills, fillWidths, productFills } from './support/product-fill';

for (const width of fillWidths)
  test(`at ${width} px the bottle and the crate fill their panels`, { tag: '@browser' }, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/fr']) {
      await page.goto(path);
      const fills = await productFills(page);
      test.info().annotations.push({ type: `${path} fills`, description: JSON.stringify(fills) });
      expectHeroFills(fills);
    }
  });
