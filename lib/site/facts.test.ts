import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { test } from 'node:test';
import { hostingFact } from '@/lib/build-env';
import { contact, launchList, vercelHosting } from './facts';
import { hostingPlaces } from './hosting';

const root = new URL('../../', import.meta.url);

type VercelConfig = { regions?: string[]; functions?: Record<string, { regions?: string[] }> };

test('vercel.json runs the functions in the one region a Vercel build’s policies name, and nowhere else', async () => {
  const config = JSON.parse(await readFile(new URL('vercel.json', root), 'utf8')) as VercelConfig;
  assert.deepEqual(config.regions, [vercelHosting.region]);
  assert.deepEqual(hostingFact({ VERCEL: '1' }), { provider: 'Vercel', place: 'london', vercelRegion: 'lhr1' });
  assert.deepEqual(hostingPlaces[vercelHosting.place].en, { city: 'London', country: 'United Kingdom' });
  // A function's own regions would override the project's.
  for (const [pattern, settings] of Object.entries(config.functions ?? {}))
    assert.equal(settings.regions, undefined, `functions["${pattern}"] sets its own regions`);
});

test('no route asks Next for another region or the edge runtime, which would ignore vercel.json', async () => {
  const files = [
    'proxy.ts',
    ...(await readdir(new URL('app/', root), { recursive: true }))
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
      .map((name) => `app/${name}`),
  ];
  assert.ok(files.length > 10, 'the app folder was read');
  for (const file of files) {
    const source = await readFile(new URL(file, root), 'utf8');
    assert.doesNotMatch(source, /export\s+const\s+preferredRegion\b/, file);
    assert.doesNotMatch(source, /export\s+const\s+runtime\s*=\s*['"]edge['"]/, file);
  }
});

// When the client supplies them, this test goes with the launch list's entry (docs/launch.md says so).
test('the contact details are the client’s to supply, and until then reach no one and name no real place', () => {
  assert.ok(launchList.some(({ id }) => id === 'contact'));
  assert.match(contact.email, /@[a-z0-9.-]+\.example$/, 'a reserved domain (RFC 2606)');
  // Ofcom keeps 01632 960000 to 960999 for drama.
  assert.match(contact.phoneHref, /^tel:\+441632960\d{3}$/);
  assert.equal(contact.phone.replace(/\s/g, ''), contact.phoneHref.slice('tel:'.length));
  assert.match(contact.address.street, /\bExample\b/);
  assert.match(contact.address.locality, /\bExample\b/);
  // Guernsey's postcode districts run from GY1 to GY10.
  assert.match(contact.address.postalCode, /^GY0 /);
});

test('every entry of the launch list is told in docs/launch.md, and the page tells no other', async () => {
  const page = await readFile(new URL('docs/launch.md', root), 'utf8');
  const told = [...page.matchAll(/^## .* \(`([a-z-]+)`\)$/gm)].map(([, id]) => id);
  assert.deepEqual(
    told,
    launchList.map(({ id }) => id),
  );
});

// Issue 54: what the terms, the pages and the reports rest on and only the client can give, each in the list,
// and each that has a value here marked beside it.
test('the launch list names every fact the terms and pages rest on, marked where the fact lives', async () => {
  const ids = launchList.map(({ id }) => id);
  for (const id of [
    'registration',
    'recycled-share',
    'commitments-plan',
    'spring',
    'bottled-at-source',
    'product-images',
    'prices',
    'taxes-and-duties',
    'consumer-offer',
    'mediator',
    'uk-representative',
    'english-legal-review',
    'vercel-logs',
    'mailbox-period',
    'customer-records',
    'from-label',
    'food-information',
    'spring-name',
  ])
    assert.ok(ids.includes(id as (typeof ids)[number]), id);
  const source = await readFile(new URL('lib/site/facts.ts', root), 'utf8');
  for (const id of [
    'company',
    'registration',
    'contact',
    'social',
    'claims',
    'recycled-share',
    'effective-date',
    'product-images',
    'prices',
    'taxes-and-duties',
    'from-label',
    'vercel-logs',
    'mailbox-period',
    'customer-records',
  ])
    assert.match(source, new RegExp(`\\(launchList: (?:[\\w-]+, )*${id}\\b`), id);
});
