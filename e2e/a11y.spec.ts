import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { everyPath } from '../test-kit/routes';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const audit = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};
const form = (page: Page) => page.getByRole('form', { name: 'Enquiry' });

for (const path of everyPath) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await audit(page)).toEqual([]);
  });
}

test('axe finds no violations with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await audit(page)).toEqual([]);
});

test('axe finds no violations with the form showing its errors, then each banner', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByText('Name is required')).toBeVisible();
  expect(await audit(page)).toEqual([]);

  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: '{"error":"Authentication failed: try later."}',
    }),
  );
  await form(page).getByLabel('Name').fill('Ada');
  await form(page).getByLabel('Email').fill('ada@example.com');
  await form(page).getByLabel('Interest').selectOption('retailer');
  await form(page).getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('alert')).toContainText('configuration issue');
  expect(await audit(page)).toEqual([]);

  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' }),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('status')).toContainText('Message sent successfully!');
  expect(await audit(page)).toEqual([]);
});

test('each page has one h1 and headings that never skip a level', async ({ page }) => {
  for (const path of everyPath) {
    await page.goto(path);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(
      levels.filter((level) => level === 1),
      path,
    ).toHaveLength(1);
    levels.reduce((previous, level) => {
      expect(level - previous, `${path}: h${previous} then h${level}`).toBeLessThanOrEqual(1);
      return level;
    });
  }
});

test('images carry fitting alt text; decorative ones are empty or hidden', async ({ page }) => {
  await page.goto('/');
  const images = await page.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  expect(images).toContain('A 750 ml glass bottle of Sarnia natural mineral water with a cream label');
  for (const alt of images) expect(alt).not.toBeNull();
  const unlabelledSvgs = await page.locator('svg:not([aria-hidden="true"])').count();
  expect(unlabelledSvgs).toBe(0);
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
});

test('every control shows a visible focus ring, in a logical order', async ({ page }) => {
  await page.goto('/');
  const seen: string[] = [];
  // A ring is an outline of 2 px or more, or a box-shadow that focus adds (not one the control always
  // wears) spreading 2 px or more. Each style is read once its transitions have finished.
  const focused: { probe: string; label: string; outline: boolean; shadow: string }[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(async (id) => {
      const el = document.activeElement as HTMLElement;
      if (el === document.body) return null;
      await Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      const style = getComputedStyle(el);
      el.dataset.focusProbe ??= String(id);
      const label =
        el.getAttribute('aria-label') ||
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
          ? el.id
          : el.textContent);
      return {
        probe: el.dataset.focusProbe,
        tag: el.tagName,
        label: (label ?? '').trim().slice(0, 40),
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        shadow: style.boxShadow,
      };
    }, i);
    if (!focus) break;
    // The video's own controls live in its shadow root and draw the browser's focus ring.
    if (focus.tag !== 'VIDEO') focused.push(focus);
    if (seen.at(-1) !== focus.label) seen.push(focus.label);
  }
  const unfocused = await page.evaluate(async () => {
    const probed = [...document.querySelectorAll<HTMLElement>('[data-focus-probe]')];
    await Promise.all(
      probed.flatMap((el) => el.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    return Object.fromEntries(probed.map((el) => [el.dataset.focusProbe, getComputedStyle(el).boxShadow]));
  });
  const spreads = (shadow: string) =>
    shadow === 'none'
      ? []
      : shadow.split(/,(?![^(]*\))/).map((layer) => Number(layer.match(/(-?[\d.]+)px/g)?.[3]?.slice(0, -2) ?? 0));
  for (const { probe, label, outline, shadow } of focused) {
    const added = shadow !== unfocused[probe] && spreads(shadow).some((spread) => spread >= 2);
    expect(outline || added, `focus ring on ${label} (${shadow})`).toBe(true);
  }
  expect(focused.length).toBeGreaterThan(20);
  expect(seen.slice(0, 9)).toEqual([
    'Skip to main content',
    'Sarnia home',
    'About',
    'Products',
    'Our Story',
    'Sustainability',
    'Order Now',
    'Français',
    'Discover the Source',
  ]);
  const order = [
    'enquiry-name',
    'enquiry-email',
    'enquiry-interest',
    'enquiry-message',
    'Send Message',
    'Sarnia on Instagram',
    'Cookie Policy',
  ];
  const positions = order.map((label) => seen.indexOf(label));
  expect(positions.every((position) => position > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(seen).not.toContain('enquiry-leave-empty');
});
