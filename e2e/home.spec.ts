import { expect, test } from '@playwright/test';
import { ownClaims } from '../lib/i18n/en/green-claims.fixture';
import { contact as facts } from '../lib/site/facts';
import { recordRequests } from './support/requests';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the six sections come in order, each reachable by its anchor', async ({ page }) => {
  const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id || 'hero'));
  expect(ids).toEqual(['hero', 'about', 'products', 'story', 'sustainability', 'contact']);
  for (const id of ['about', 'products', 'story', 'sustainability', 'contact']) {
    await expect(page.locator(`section#${id}`)).toHaveCSS('scroll-margin-top', /[1-9]/);
  }
});

test('the hero shows the headline, subline, tag, scroll button and the bottle', async ({ page }) => {
  const hero = page.locator('main > section').first();
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(/^pure elegance\. bottled at source\.$/i);
  await expect(hero.getByRole('heading', { level: 1 })).toHaveCSS('text-transform', 'uppercase');
  await expect(hero.getByText('Natural Mineral Water from Guernsey')).toBeVisible();
  await expect(hero.getByText(/^product of guernsey$/i)).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Discover the Source' })).toBeVisible();
  const bottle = hero.getByRole('img', { name: /750 ml glass bottle of sarnia natural mineral water/i });
  await expect(bottle).toBeVisible();
  expect(await bottle.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('about: the heading, intro and the three cards', async ({ page }) => {
  const about = page.locator('#about');
  await expect(about.getByRole('heading', { level: 2 })).toHaveText(/^about our water$/i);
  await expect(about).toContainText('up to 50 years');
  const cards = about.getByRole('heading', { level: 3 });
  await expect(cards).toHaveText(['Natural', 'Bottled at Source', 'Eco Packaging']);
});

test('products: the Premium Glass Collection with its two offers at the exact prices', async ({ page }) => {
  const products = page.locator('#products');
  await expect(products.getByRole('heading', { level: 2 })).toHaveText(/^our collection$/i);
  await expect(products.getByText('Premium Glass Collection')).toBeVisible();
  const offers = products.getByRole('listitem');
  await expect(offers).toHaveCount(2);
  await expect(offers.nth(0).getByRole('heading')).toHaveText('Single Bottle');
  await expect(offers.nth(0)).toContainText('750ml');
  await expect(offers.nth(0)).toContainText('FROM');
  await expect(offers.nth(0)).toContainText('£8.95');
  await expect(offers.nth(1).getByRole('heading')).toHaveText('Multipack of 12 bottles');
  await expect(offers.nth(1)).toContainText('ONLY');
  await expect(offers.nth(1)).toContainText('£89.95');
  // Each by the litre beside it (issue 61), and where delivery's price is told.
  await expect(offers.nth(0).getByText('£11.93 a litre')).toBeVisible();
  await expect(offers.nth(1).getByText('£9.99 a litre')).toBeVisible();
  await expect(products.getByText('Delivery, where charged, is stated in the offer we send you.')).toBeVisible();
});

test('the French offers by the litre, « le litre », with the same word on delivery', async ({ page }) => {
  await page.goto('/fr');
  const products = page.locator('#products');
  const offers = products.getByRole('listitem');
  await expect(offers.nth(0)).toContainText('À PARTIR DE');
  await expect(offers.nth(0).getByText('11,93\u00A0£ le litre')).toBeVisible();
  await expect(offers.nth(1)).toContainText('AU PRIX DE');
  await expect(offers.nth(1).getByText('9,99\u00A0£ le litre')).toBeVisible();
  await expect(
    products.getByText(
      'Les frais de livraison, lorsqu’ils s’appliquent, sont indiqués dans l’offre que nous vous adressons.',
    ),
  ).toBeVisible();
  await expect(products.getByText('La collection haut de gamme en verre')).toBeVisible();
});

test('the two product buttons lead to the enquiry form, with the offer begun in its message', async ({ page }) => {
  const buttons = page.locator('#products').getByRole('link');
  await expect(buttons).toHaveCount(2);
  await expect(buttons.nth(0)).toHaveText('Add to Order');
  await expect(buttons.nth(1)).toHaveText('Order Multipack');
  for (const button of await buttons.all()) await expect(button).toHaveAttribute('href', '/#contact');
  await page.waitForLoadState('networkidle');
  const requests = recordRequests(page);
  await buttons.nth(1).click();
  const form = page.getByRole('form', { name: 'Enquiry' });
  await expect(form.getByLabel('Message')).toBeFocused();
  await expect(form.getByLabel('Message')).toHaveValue(
    'I would like to order: Multipack of 12 bottles (12 × 750ml), only £89.95.',
  );
  await expect(form.getByLabel('Interest')).toHaveValue('individual');
  await expect(form).toBeInViewport();
  // Still no cart and no checkout: nothing is sent until the visitor sends the form.
  expect((await requests.settled()).filter((url) => url.includes('/api/'))).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('story: label, title, three paragraphs and a video with controls, a lazy poster behind it and fallback', async ({
  page,
}) => {
  const story = page.locator('#story');
  await expect(story.getByRole('heading', { level: 2 })).toHaveText(/^our spring$/i);
  await expect(story.getByText('A Guernsey Treasure', { exact: true })).toBeVisible();
  await expect(story.locator('p').filter({ hasText: /.{80,}/ })).toHaveCount(3);
  const video = story.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  // The still is an image that waits until the visitor nears it; a poster file would be fetched with the
  // page, so the poster is a transparent inline image the still shows through.
  await expect(video).toHaveAttribute('poster', /^data:image\/gif;base64,/);
  const still = story.locator('img[src="/media/spring-poster.webp"]');
  await expect(still).toHaveAttribute('loading', 'lazy');
  await expect(still).toHaveAttribute('alt', '');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video.locator('source')).toHaveCount(2);
  await expect(video).toContainText('Your browser cannot play this video.');
});

test(
  'sustainability: the four cards and the report link that opens in a new tab',
  { tag: '@browser' },
  async ({ page }) => {
    const section = page.locator('#sustainability');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(/^sustainability commitment$/i);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Recycled Materials',
      'Carbon Neutral',
      'Water Conservation',
      'Source Protection',
    ]);
    await expect(section).toContainText('up to 80% recycled material');
    await expect(section).toContainText('offset 100% of our carbon emissions');
    const report = section.getByRole('link', { name: /sustainability report/i });
    await expect(report).toHaveAttribute('target', '_blank');
    await expect(report).toHaveAttribute('rel', /noopener/);
    const [popup] = await Promise.all([page.waitForEvent('popup'), report.click()]);
    expect(popup.url()).toContain('/reports/sarnia-sustainability-report.pdf');
  },
);

test('the page makes no environmental claim of our own wording beyond the spec’s titles and claims', async ({
  page,
}) => {
  // English is what a visitor in the EU outside France reads (x-default): Directive (EU) 2024/825 reaches it.
  expect(ownClaims(await page.getByRole('main').innerText())).toEqual([]);
  await expect(page.locator('#sustainability')).not.toContainText('climate');
});

test('contact: heading, details panel with email, phone and address, and the form', async ({ page }) => {
  const contact = page.locator('#contact');
  await expect(contact.getByRole('heading', { level: 2 })).toHaveText(/^contact & order$/i);
  await expect(contact.getByRole('link', { name: 'hello@sarnia-water.example' })).toHaveAttribute(
    'href',
    'mailto:hello@sarnia-water.example',
  );
  await expect(contact.getByRole('link', { name: facts.phone })).toHaveAttribute('href', facts.phoneHref);
  await expect(contact.locator('address')).toContainText(facts.address.postalCode);
  await expect(contact.getByRole('form', { name: 'Enquiry' })).toBeVisible();
});

test('every section opens with its spec label in one style, then its title where the spec has one', async ({
  page,
}) => {
  const expected = [
    ['about', 'About our water', null],
    ['products', 'Our collection', 'Premium Glass Collection'],
    ['story', 'Our spring', 'A Guernsey Treasure'],
    ['sustainability', 'Sustainability commitment', null],
    ['contact', 'Contact & order', null],
  ] as const;
  const styles = new Set<string>();
  for (const [id, label, title] of expected) {
    const section = page.locator(`section#${id}`);
    const heading = section.getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(new RegExp(`^${label}$`, 'i'));
    await expect(section).toHaveAttribute('aria-labelledby', (await heading.getAttribute('id'))!);
    styles.add(
      await heading.evaluate((h) => {
        const s = getComputedStyle(h);
        return [s.fontFamily, s.fontSize, s.letterSpacing, s.textTransform].join('|');
      }),
    );
    const group = heading.locator('xpath=..');
    if (title) {
      const line = group.getByText(title, { exact: true });
      await expect(line).toBeVisible();
      // The title comes after the label, below it.
      const [labelBox, titleBox] = [await heading.boundingBox(), await line.boundingBox()];
      expect(titleBox!.y).toBeGreaterThan(labelBox!.y + labelBox!.height - 1);
    } else {
      await expect(group.locator('p')).toHaveCount(0);
    }
  }
  expect([...styles]).toHaveLength(1);
  expect([...styles][0]).toContain('uppercase');
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('Discover the Source scrolls smoothly to the story section', async ({ page }) => {
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
    await page.getByRole('link', { name: 'Discover the Source' }).click();
    await expect(page).toHaveURL(/#story$/);
    await expect(page.getByRole('heading', { name: /^our spring$/i })).toBeInViewport();
    await expect(page.getByText('A Guernsey Treasure', { exact: true })).toBeInViewport();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('Discover the Source jumps to the story at once', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    await page.getByRole('link', { name: 'Discover the Source' }).click();
    const top = await page.evaluate(() => document.getElementById('story')!.getBoundingClientRect().top);
    expect(Math.abs(top - 88)).toBeLessThan(8);
  });
});
