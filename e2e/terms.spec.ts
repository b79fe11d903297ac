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
  // Besides the law's own model form, the only cancelling the terms speak of is ours, on those grounds.
  const mentions = Object.entries(terms).filter(([, text]) => /\bcancel/i.test(text));
  expect(mentions.map(([heading]) => heading)).toEqual(['Declining or cancelling an order', 'Model cancellation form']);

  expect(terms['How to order']).toContain('This website has no checkout: you order through an enquiry');
  expect(terms['How to order']).toContain('An enquiry is not an order.');
  expect(terms['How to order']).toContain('before you order');
  const withdraw = terms['Your right to withdraw']!;
  expect(withdraw).toContain('you may withdraw from the contract within 14 days without giving any reason');
  expect(withdraw).toContain(
    `To withdraw, tell us before they end with a clear statement: an email to ${contact.email}`,
  );
  expect(withdraw).toContain('the model form at the end of these terms, which also comes with our offer');
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
  expect(withdraw).toContain(
    'le modèle de formulaire de rétractation reproduit à la fin des présentes conditions, également joint à notre offre',
  );
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

// Issue 61: the offer attaches the terms and is accepted by a reply, which forms the contract; the written
// confirmation follows. Where the versions differ, the reading more favourable to the consumer applies.
test('the terms bind as the offer they come with: accepted by a reply, then confirmed in writing, in each language', async ({
  page,
}) => {
  const en = await sections(page, pagePaths.terms.en);
  expect(Object.values(en).join(' ')).not.toContain('By using the site');
  expect(en['How to order']).toContain(
    'these terms, attached to it: by replying to accept the offer, you accept them as well.',
  );
  expect(en['How to order']).toContain(
    'The contract is formed when you accept our offer, by replying to it; we then confirm your order in writing, by email or letter.',
  );
  expect(en['Disputes']).toContain(
    'each version is authoritative in its language, and where the two differ, the reading more favourable to you as a consumer applies.',
  );
  expect(en['Changes to these terms']).toContain('The version attached to our offer applies to that order.');

  const fr = await sections(page, pagePaths.terms.fr);
  expect(Object.values(fr).join(' ')).not.toContain('En utilisant le site');
  expect(fr['Comment commander']).toContain(
    'les présentes conditions, jointes à l’offre : en répondant pour accepter l’offre, vous les acceptez également.',
  );
  expect(fr['Comment commander']).toContain(
    'Le contrat est formé dès que vous acceptez notre offre en y répondant ; nous confirmons ensuite votre commande par écrit, par e-mail ou par courrier.',
  );
  expect(fr['Litiges']).toContain('si elles divergent, l’interprétation la plus favorable au consommateur prévaut.');
  await expect(page.getByRole('note')).toHaveText(
    'Ce document existe également en anglais. Chacune des deux versions fait foi dans sa langue\u202F; si elles divergent, l’interprétation la plus favorable au consommateur prévaut.',
  );
});

const { street, locality, region, postalCode } = contact.address;
const address = `${street}, ${locality}, ${region}, ${postalCode}`;

test('each terms page ends with the model withdrawal form in its official words, the trader’s details filled in', async ({
  page,
}) => {
  const en = await sections(page, pagePaths.terms.en);
  expect(Object.keys(en).at(-1)).toBe('Model cancellation form');
  expect(en['Model cancellation form']).toBe(
    `(Complete and return this form only if you wish to cancel the contract) To Sarnia Water Ltd, ${address}, Channel Islands, ${contact.email}: I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*], Ordered on [*]/received on [*], Name of consumer(s), Address of consumer(s), Signature of consumer(s) (only if this form is notified on paper), Date [*] Delete as appropriate.`,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Model cancellation form' })).toBeVisible();

  const fr = await sections(page, pagePaths.terms.fr);
  expect(Object.keys(fr).at(-1)).toBe('Modèle de formulaire de rétractation');
  expect(fr['Modèle de formulaire de rétractation']).toBe(
    `(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.) À l’attention de Sarnia Water Ltd, ${address}, Îles Anglo-Normandes, ${contact.email} : Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous : Commandé le (*)/reçu le (*) : Nom du (des) consommateur(s) : Adresse du (des) consommateur(s) : Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) : Date : (*) Rayez la mention inutile.`,
  );
});
