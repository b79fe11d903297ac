import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeHeaders, type OutputConfig } from './routes';

const config: OutputConfig = {
  routes: [
    {
      src: '^/(?:/)?$',
      headers: { 'Content-Security-Policy': 'home' },
      missing: [{ type: 'header', key: 'content-type' }],
    },
    { src: '^/(.*)$', headers: { 'X-Frame-Options': 'DENY', 'content-security-policy': 'all' } },
    {
      src: '^/api/.*$',
      headers: { 'Content-Security-Policy': 'api' },
      has: [{ type: 'header', key: 'x-kind', value: 'a.*' }],
    },
    { handle: 'filesystem' },
    { src: '^/(.*)$', headers: { 'Content-Security-Policy': 'after the filesystem' } },
  ],
};

test('collects the header from every matching route before the filesystem, in order', () => {
  assert.deepEqual(routeHeaders(config, '/', new Headers(), 'content-security-policy'), ['home', 'all']);
  assert.deepEqual(routeHeaders(config, '/page', new Headers(), 'Content-Security-Policy'), ['all']);
});

test('honours has and missing header conditions', () => {
  const posted = new Headers({ 'content-type': 'multipart/form-data' });
  assert.deepEqual(routeHeaders(config, '/', posted, 'content-security-policy'), ['all']);
  assert.deepEqual(routeHeaders(config, '/api/x', new Headers({ 'x-kind': 'abc' }), 'content-security-policy'), [
    'all',
    'api',
  ]);
  assert.deepEqual(routeHeaders(config, '/api/x', new Headers({ 'x-kind': 'b' }), 'content-security-policy'), ['all']);
});
