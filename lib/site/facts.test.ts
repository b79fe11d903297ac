import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { test } from 'node:test';
import { hosting } from './facts';

const root = new URL('../../', import.meta.url);

type VercelConfig = { regions?: string[]; functions?: Record<string, { regions?: string[] }> };

test('vercel.json runs the functions in the one region the privacy policy names, and nowhere else', async () => {
  const config = JSON.parse(await readFile(new URL('vercel.json', root), 'utf8')) as VercelConfig;
  assert.deepEqual(config.regions, [hosting.region.id]);
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
