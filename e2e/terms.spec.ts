// The terms as a consumer reads them, in each language, against the clauses the law voids for a consumer
// (France: Code de la consommation R212-1 6° and 8°; the United Kingdom: the Consumer Rights Act 2015):
// nothing a consumer is owed is capped, an order is cancelled only on the grounds stated, and the
// information owed before an order is there in substance, its facts the client's (the launch list).
import { expect, test, type Page } from '@playwright/test';
import { contact, launchList } from '../lib/site/facts';
import { pagePaths } from '../lib/site/routes';

/** Each h2 of the page's article with the text of what follows it up to the next, spaces made plain. */
async function sections(page: Page, path: string): Promise<Record<string, string>> {
  await page.goto(path);
  return page.locator('main article').evaluate((article) => {
    const found: Record<string, string> = {};
    let heading = '';
    for (const element of article.children) {
      if (element.tagName === 'H2') heading = element.textContent ?? '';
      else if (heading) found[heading] = `${found[heading] ?? ''} ${element.textContent ?? ''}`;
    }
    return Object.fromEntries(Object.entries(found).map(([key, text]) => [key, text.replace(/\s+/g, ' ').trim()]));
  });
}

const sentences = (text: string) => text.split(/(?<=[.;])\s+/);

test('the English terms cap nothing a consumer is owed, and name what is never limited', async ({ page }) => {
  const terms = await sections(page, pagePaths.terms.en);
  const liability = terms['Limitation of liability']!;
  for (const never of [
    'death or personal injury caused by our negligence',
    'for fraud or fraudulent misrepresentation',
    'under the legal guarantee of conformity',
    'your rights under the Consumer Rights Act 2015',
    'anything else the law does not allow us to exclude or limit',
    'nothing in them affects your statutory rights as a consumer',
  ])
    expect(liability).toContain(never);
  // A limit or an exclusion is only ever a business customer's.
  const limits = sentences(liability).filter((sentence) => /limited to|not liable|indirect/.test(sentence));
  expect(limits).toHaveLength(1);
  expect(limits[0]).toMatch(/^If you order for your business, /);
  expect(Object.values(terms).join(' ')).not.toMatch(/as is|price you paid|at our discretion|cannot verify/i);
});

test('the English terms cancel an order only on the grounds they state, and give the consumer information in substance', async ({
  page,
}) => {
  const terms = await sections(page, pagePaths.terms.en);
  expect(terms['Declining or cancelling an order']).toContain('We decline an order only for one of these reasons');
  expect(terms['Declining or cancelling an order']).toContain('we may cancel it only if');
  const mentions = Object.entries(terms).filter(([, text]) => /\bcancel/i.test(text));
  expect(mentions.map(([heading]) => heading)).toEqual(['Declining or cancelling an order']);

  expect(terms['How to order']).toContain('This website has no checkout: you order through an enquiry');
  expect(terms['How to order']).toContain('An enquiry is not an order.');
  expect(terms['How to order']).toContain('before you order');
  const withdraw = terms['Your right to withdraw']!;
  expect(withdraw).toContain('you may withdraw from the contract within 14 days without giving any reason');
  expect(withdraw).toContain(
    `To withdraw, tell us before they end with a clear statement: an email to ${contact.email}`,
  );
  expect(withdraw).toContain('the withdrawal form that comes with our offer');
  expect(terms['Your legal guarantee']).toContain(
    'any lack of conformity that becomes apparent within two years of delivery',
  );
  expect(terms['Your legal guarantee']).toContain(
    'the Consumer Rights Act 2015 gives you the right to reject faulty goods',
  );
  // The mediator is the client's to name (docs/launch.md); until then the offer carries it.
  expect(terms['Disputes']).toContain('a consumer mediator, whose name and contact details come with our offer');
  expect(launchList.map(({ id }) => id)).toEqual(
    expect.arrayContaining(['mediator', 'registration', 'taxes-and-duties']),
  );
  // No tax sentence the client did not give.
  expect(Object.values(terms).join(' ')).not.toMatch(/include(s|d)? (any )?(applicable )?tax|VAT|tax-free|duty-free/i);
});

test('the French terms: the same, and the legal guarantees in the words and box of the model D211-2 annexes', async ({
  page,
}) => {
  const terms = await sections(page, pagePaths.terms.fr);
  const liability = terms['Limitation de responsabilité']!;
  for (const never of [
    'en cas de décès ou de dommage corporel causé par notre négligence',
    'en cas de fraude',
    'au titre de la garantie légale de conformité ou de la garantie des vices cachés',
    'aucune ne porte atteinte aux droits que vous tenez de la loi en tant que consommateur',
  ])
    expect(liability).toContain(never);
  const limits = sentences(liability).filter((sentence) => /limitée à|ne répondons pas|indirects/.test(sentence));
  expect(limits).toHaveLength(1);
  expect(limits[0]).toMatch(/^Si vous commandez pour les besoins de votre activité professionnelle, /);

  expect(terms['Refus et annulation d’une commande']).toContain('nous ne pouvons l’annuler que si');
  const mentions = Object.entries(terms).filter(([, text]) => /\bannul/i.test(text));
  expect(mentions.map(([heading]) => heading)).toEqual(['Refus et annulation d’une commande']);
  expect(terms['Comment commander']).toContain('Une demande ne constitue pas une commande.');
  const withdraw = terms['Droit de rétractation']!;
  expect(withdraw).toContain('vous disposez d’un délai de 14 jours pour vous rétracter du contrat');
  expect(withdraw).toContain(`un e-mail à ${contact.email}`);
  expect(withdraw).toContain('le formulaire de rétractation joint à notre offre');
  expect(terms['Litiges']).toContain('un médiateur de la consommation, dont le nom et les coordonnées');
  expect(Object.values(terms).join(' ')).not.toMatch(/toutes taxes|TTC|TVA/i);

  // D211-1: who answers for the guarantees, with a postal address, a telephone number and an e-mail address.
  const guarantees = page.getByRole('main').locator('h2:has-text("Garanties légales") ~ address').first();
  await expect(guarantees).toContainText(contact.address.postalCode);
  await expect(guarantees.getByRole('link', { name: contact.email })).toBeVisible();
  await expect(guarantees.getByRole('link', { name: contact.phone })).toBeVisible();
  // D211-2: the model's box, set apart by its border.
  const box = page
    .getByText('Le consommateur dispose d’un délai de deux ans à compter de la délivrance du bien')
    .locator('..');
  await expect(box).toContainText(
    'garantie légale des vices cachés en application des articles 1641 à 1649 du Code civil',
  );
  expect(await box.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
});
