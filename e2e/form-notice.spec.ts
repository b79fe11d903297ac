import { expect, test, type Page } from '@playwright/test';
import { noScript } from './support/contexts';

// The notice after the send button (issue 61): who receives the enquiry, the one receipt, and the way to the
// privacy policy's periods; the form's accessible description, in both languages, with JavaScript and without.
const languages = [
  {
    home: '/',
    form: 'Enquiry',
    send: 'Send Message',
    notice:
      'Sarnia Water Ltd receives your enquiry in order to answer it. Once it has reached us, we may send one short email to the address you give, to confirm it arrived; it carries nothing you typed. Our privacy policy sets out how long we keep what you send.',
    link: 'how long we keep what you send',
    policy: '/privacy-policy#how-long',
    heading: 'What we keep, where, and for how long',
  },
  {
    home: '/fr',
    form: 'Demande de contact',
    send: 'Envoyer le message',
    notice:
      'Sarnia Water Ltd reçoit votre demande afin d’y répondre. Une fois celle-ci parvenue, nous pouvons adresser un court e-mail à l’adresse indiquée pour vous en confirmer la réception\u202F; il ne reprend rien de ce que vous avez saisi. Notre politique de confidentialité précise combien de temps nous conservons ce que vous nous envoyez.',
    link: 'combien de temps nous conservons ce que vous nous envoyez',
    policy: '/fr/politique-de-confidentialite#how-long',
    heading: 'Ce que nous conservons, où et pendant combien de temps',
  },
] as const;

async function expectNotice(page: Page, language: (typeof languages)[number]) {
  await page.goto(language.home);
  const form = page.getByRole('form', { name: language.form });
  await expect(form).toHaveAccessibleDescription(language.notice);
  const notice = form.getByText(language.notice.slice(0, 40));
  await expect(notice).toBeVisible();
  // After the send button, as the form is read and as it is seen.
  const button = form.getByRole('button', { name: language.send });
  const [buttonBox, noticeBox] = [await button.boundingBox(), await notice.boundingBox()];
  expect(noticeBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
  const link = notice.getByRole('link', { name: language.link });
  await expect(link).toHaveAttribute('href', language.policy);
  await link.click();
  await page.waitForURL((url) => url.pathname + url.hash === language.policy);
  await expect(page.getByRole('heading', { level: 2, name: language.heading })).toBeInViewport();
}

for (const language of languages) {
  test(`${language.home}: the form is described by its notice, which leads to the policy's periods`, async ({
    page,
  }) => {
    await expectNotice(page, language);
  });
}

test.describe('without JavaScript', () => {
  test.use(noScript);
  for (const language of languages) {
    test(`${language.home}: the same notice describes the form`, async ({ page }) => {
      await expectNotice(page, language);
    });
  }
});
