import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostingFact } from '@/lib/build-env';
import { builtHosting, hostingMismatch, hostingPlaceIn } from './hosting';

test('a build outside Vercel names no host unless told, and then the provider and place it was told', () => {
  assert.deepEqual(hostingFact({}), {});
  assert.deepEqual(hostingFact({ HOSTING_PROVIDER: ' Hetzner Online ', HOSTING_REGION: 'frankfurt' }), {
    provider: 'Hetzner Online',
    place: 'frankfurt',
  });
  assert.deepEqual(hostingFact({ HOSTING_REGION: 'dublin' }), { place: 'dublin' });
  assert.throws(() => hostingFact({ HOSTING_REGION: 'lhr1' }), /HOSTING_REGION must be one of london, paris/);
  assert.throws(() => hostingFact({ HOSTING_PROVIDER: '<b>Host</b>' }), /HOSTING_PROVIDER must be a name/);
  assert.throws(() => hostingFact({ VERCEL: '1', HOSTING_REGION: 'paris' }), /for builds outside Vercel/);
});

test('the fact compiled into the server reads back as it was built, and as none outside a build', () => {
  for (const source of [{}, { VERCEL: '1' }, { HOSTING_PROVIDER: 'OVHcloud', HOSTING_REGION: 'paris' }]) {
    const fact = hostingFact(source);
    assert.deepEqual(builtHosting(JSON.stringify(fact)), fact);
  }
  assert.deepEqual(builtHosting(undefined), {});
  assert.deepEqual(builtHosting('{"provider":"X","place":"atlantis"}'), { provider: 'X' });
});

test('the place is named in each language, and not at all where the build named none', () => {
  const vercel = hostingFact({ VERCEL: '1' });
  assert.deepEqual(hostingPlaceIn('en', vercel), { city: 'London', country: 'United Kingdom' });
  assert.deepEqual(hostingPlaceIn('fr', vercel), { city: 'Londres', country: 'Royaume-Uni' });
  assert.deepEqual(hostingPlaceIn('fr', { place: 'frankfurt' }), { city: 'Francfort', country: 'Allemagne' });
  assert.equal(hostingPlaceIn('en', {}), undefined);
});

test('where the server runs is held to where its build says: Vercel and its region, or anywhere but Vercel', () => {
  const vercel = hostingFact({ VERCEL: '1' });
  const elsewhere = hostingFact({ HOSTING_PROVIDER: 'Hetzner Online' });
  assert.equal(hostingMismatch({ VERCEL: '1', VERCEL_REGION: 'lhr1' }, vercel), undefined);
  assert.equal(hostingMismatch({ VERCEL: '1' }, vercel), undefined);
  assert.equal(hostingMismatch({ VERCEL: '1', VERCEL_REGION: 'iad1' }, vercel), 'region-mismatch');
  assert.equal(hostingMismatch({ VERCEL: '1', VERCEL_REGION: 'lhr1' }, elsewhere), 'built-elsewhere');
  assert.equal(hostingMismatch({}, vercel), 'built-for-vercel');
  assert.equal(hostingMismatch({}, elsewhere), undefined);
  assert.equal(hostingMismatch({}, {}), undefined);
});
