import { expect, test, type Page } from '@playwright/test';
import * as en from '@/lib/i18n/en';
import * as fr from '@/lib/i18n/fr';
import { localeFacts } from '@/lib/i18n/locales';
import { mailsContaining, token } from '../test-kit/inbox';
import { noScript } from './support/contexts';
import { expectNothingTypedIn, watchUrls } from './support/typed-urls';

test.use(noScript);

// This project runs with JavaScript turned off. The home page is served as a build before this one rendered
// it: its form names a Server Action id no build made, as after a deployment that changed the key or moved
// the action. The site runs under its start command (npm start), which answers such a post.

const languages = { '/': en, '/fr': fr } as const;
type Home = keyof typeof languages;

const noBuildMade = (id: string) => `${id.slice(0, 2)}${'0'.repeat(40)}`;

/** Opens the home page with its action ids changed to ones no build made, and says how many there were. */
async function openEarlierPage(page: Page, home: Home) {
  let replaced = 0;
  await page.route(home, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/(&quot;id&quot;:&quot;)([0-9a-f]{42})/g, (_, field, id) => {
      replaced += 1;
      return `${field}${noBuildMade(id)}`;
    });
    await route.fulfill({ response, body: html });
  });
  await page.goto(home);
  return replaced;
}

const form = (page: Page, home: Home) => page.getByRole('form', { name: languages[home].enquiry.formLabel });

async function fill(page: Page, home: Home, values: { name: string; email: string; message: string }) {
  const { labels, interests } = languages[home].enquiry;
  await form(page, home).getByLabel(labels.name).fill(values.name);
  await form(page, home).getByLabel(labels.email).fill(values.email);
  await form(page, home).getByLabel(labels.interest).selectOption({ label: interests.distributor });
  await form(page, home).getByLabel(labels.message).fill(values.message);
}

async function send(page: Page, home: Home) {
  const answer = page.waitForResponse((response) => response.request().isNavigationRequest());
  await form(page, home).getByRole('button', { name: languages[home].enquiry.submit }).click();
  const response = await answer;
  expect(response.request().method()).toBe('POST');
  await page.waitForLoadState('domcontentloaded');
  return response;
}

async function expectValuesKept(page: Page, home: Home, values: { name: string; email: string; message: string }) {
  const { labels } = languages[home].enquiry;
  await expect(form(page, home).getByLabel(labels.name)).toHaveValue(values.name);
  await expect(form(page, home).getByLabel(labels.email)).toHaveValue(values.email);
  await expect(form(page, home).getByLabel(labels.interest)).toHaveValue('distributor');
  await expect(form(page, home).getByLabel(labels.message)).toHaveValue(values.message);
}

const cases = [
  {
    home: '/' as const,
    values: (tag: string) => ({
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      message: `Palletised crates to Alderney, please.\nDelivery before Friday. ${tag}`,
    }),
  },
  {
    home: '/fr' as const,
    values: (tag: string) => ({
      name: 'Émile Zola',
      email: 'emile.zola@example.com',
      message: `Une palette pour Saint-Malo, s’il vous plaît\u202F!\nLivraison avant vendredi. ${tag}`,
    }),
  },
];

for (const { home, values: valuesFor } of cases) {
  const words = languages[home].enquiry;

  test(`${home}: a form an earlier build rendered comes back filled in, asking to be sent again, and then goes`, async ({
    page,
  }) => {
    const urls = watchUrls(page);
    expect(await openEarlierPage(page, home), 'the form’s action id, replaced').toBe(1);
    const tag = token();
    const values = valuesFor(tag);
    await fill(page, home, values);

    const response = await send(page, home);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page).toHaveURL(new RegExp(`${home}#enquiry-form$`));
    await expect(page.locator('html')).toHaveAttribute('lang', localeFacts[home === '/' ? 'en' : 'fr'].tag);
    const alert = form(page, home).getByRole('alert');
    await expect(alert.getByRole('paragraph')).toHaveText([words.errorTitle, words.formOutdated]);
    await expect(alert).toBeInViewport();
    await expect(form(page, home).getByRole('status')).toBeEmpty();
    await expectValuesKept(page, home, values);
    // The answer is rendered once the server has decided, so anything sent would be in the inbox by now.
    expect(await mailsContaining(tag)).toEqual([]);

    // The page that came back is this build's: sent again as it stands, the enquiry goes.
    await send(page, home);
    await expect(form(page, home).getByRole('status')).toContainText(words.successTitle);
    const mails = await mailsContaining(tag);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.replyTo).toEqual({ address: values.email, name: values.name });
    for (const line of values.message.split('\n')) expect(mails[0]?.text).toContain(line);
    expectNothingTypedIn(urls(), values);
  });
}
