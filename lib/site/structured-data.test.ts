import assert from 'node:assert/strict';
import { test } from 'node:test';
import { homeStructuredData, jsonLd } from './structured-data';

const origin = new URL('https://www.sarnia-water.example');

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };
const graph = () => homeStructuredData(origin)['@graph'] as Node[];

test('jsonLd cannot close the script element it is written into, and still parses to the same data', () => {
  const data = { name: '</script><script>alert(1)</script>', note: 'a & b <!-- c -->', plain: 'Sarnia' };
  const text = jsonLd(data);
  assert.doesNotMatch(text, /[<>&]/);
  assert.deepEqual(JSON.parse(text), data);
});

test('the organisation is named with its contact details, all under the site origin', () => {
  const organization = graph().find((node) => node['@type'] === 'Organization')!;
  assert.equal(organization['@id'], 'https://www.sarnia-water.example/#organization');
  assert.equal(organization.url, 'https://www.sarnia-water.example/');
  assert.equal(organization.logo, 'https://www.sarnia-water.example/logo.png');
  assert.equal(organization.name, 'Sarnia');
  assert.equal(organization.email, 'hello@sarnia-water.example');
  assert.deepEqual(organization.address, {
    '@type': 'PostalAddress',
    streetAddress: '1 Example Lane',
    addressLocality: 'Example Parish',
    addressRegion: 'Guernsey',
    postalCode: 'GY0 0AA',
    addressCountry: 'GG',
  });
  assert.deepEqual(organization.contactPoint, {
    '@type': 'ContactPoint',
    contactType: 'sales',
    email: 'hello@sarnia-water.example',
    telephone: '+44 1632 960 750',
  });
});

test('the organisation claims no area it serves and no language it answers in: the client has given neither', () => {
  for (const locale of ['en', 'fr'] as const) {
    const text = JSON.stringify(homeStructuredData(origin, locale));
    assert.doesNotMatch(text, /areaServed|availableLanguage|knowsLanguage/);
  }
});

// No stock is known to the site (the spec's product buttons do nothing), so no offer claims availability.
test('each product offers its price as a bare decimal in pounds, sold by the organisation', () => {
  const products = graph().filter((node) => node['@type'] === 'Product');
  assert.deepEqual(
    products.map((product) => [product.name, product.offers]),
    [
      ['Sarnia Single Bottle', offer('8.95')],
      ['Sarnia Multipack of 12 bottles', offer('89.95')],
    ],
  );
  assert.deepEqual(
    products.map((product) => product['@id']),
    ['https://www.sarnia-water.example/#single-bottle', 'https://www.sarnia-water.example/#multipack-12'],
  );
});

test('every URL follows the origin it is given', () => {
  const text = JSON.stringify(homeStructuredData(new URL('http://localhost:3000')));
  assert.doesNotMatch(text, /sarnia-water\.example\//);
  assert.match(text, /"http:\/\/localhost:3000\/images\/bottle\.png"/);
});

function offer(price: string) {
  return {
    '@type': 'Offer',
    price,
    priceCurrency: 'GBP',
    url: 'https://www.sarnia-water.example/#products',
    seller: { '@id': 'https://www.sarnia-water.example/#organization' },
  };
}

test('the French home page describes the same organisation and offers, in French, at its own addresses', () => {
  const nodes = homeStructuredData(origin, 'fr')['@graph'] as Node[];
  const organization = nodes.find((node) => node['@type'] === 'Organization')!;
  assert.equal(organization['@id'], 'https://www.sarnia-water.example/#organization');
  assert.deepEqual(
    organization,
    graph().find((node) => node['@type'] === 'Organization'),
  );
  const page = nodes.find((node) => node['@type'] === 'WebPage')!;
  assert.deepEqual([page.url, page.inLanguage], ['https://www.sarnia-water.example/fr', 'fr']);
  const products = nodes.filter((node) => node['@type'] === 'Product');
  assert.deepEqual(
    products.map((product) => product['@id']),
    ['https://www.sarnia-water.example/fr#single-bottle', 'https://www.sarnia-water.example/fr#multipack-12'],
  );
  assert.ok(
    products.every((product) => typeof product.name === 'string' && !/Single Bottle|Multipack/.test(product.name)),
  );
});
