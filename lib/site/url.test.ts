import assert from 'node:assert/strict';
import { test } from 'node:test';
import { originSettings } from '@/lib/build-env';
import { siteUrl } from './url';

const origin = (source: Record<string, string>) => siteUrl(originSettings(source)).href;

test('SITE_URL is the public origin when set, whatever Vercel says', () => {
  const source = { SITE_URL: 'https://www.sarnia-water.example', VERCEL_PROJECT_PRODUCTION_URL: 'sarnia.vercel.app' };
  assert.equal(origin(source), 'https://www.sarnia-water.example/');
});

test("without SITE_URL, Vercel's production domain over https", () => {
  assert.equal(origin({ VERCEL_PROJECT_PRODUCTION_URL: 'sarnia.vercel.app' }), 'https://sarnia.vercel.app/');
});

test('with neither, this machine on PORT, or on 3000', () => {
  assert.equal(origin({ PORT: '4100' }), 'http://localhost:4100/');
  assert.equal(origin({}), 'http://localhost:3000/');
});
