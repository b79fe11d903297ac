import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { inlineScriptHashes, routeOf, writeManifest } from './csp-hashes.mjs';

// The example in MDN's Content-Security-Policy reference: <script>alert('Hello, world.');</script>.
const HELLO = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

test('hashes the exact text of each inline script, as a CSP source', () => {
  assert.deepEqual(inlineScriptHashes("<p>x</p><script>alert('Hello, world.');</script>"), [HELLO]);
  assert.deepEqual(inlineScriptHashes(`<script id="_R_" type="text/javascript">alert('Hello, world.');</script>`), [
    HELLO,
  ]);
  assert.deepEqual(inlineScriptHashes("<script>alert('Hello, world.'); </script>").includes(HELLO), false);
});

test('leaves out external scripts and data blocks, and lists a repeated script once', () => {
  const html = [
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="application/json">{}</script>',
    "<script>alert('Hello, world.');</script>",
    "<script>alert('Hello, world.');</script>",
  ].join('');
  assert.deepEqual(inlineScriptHashes(html), [HELLO]);
  assert.equal(inlineScriptHashes('<script type="module">import "/a.js";</script>').length, 1);
});

test('hashes a script as the browser parses it, with its line ends turned into LF', () => {
  assert.deepEqual(
    inlineScriptHashes("<script>\r\nalert('Hello, world.');\r</script>"),
    inlineScriptHashes("<script>\nalert('Hello, world.');\n</script>"),
  );
});

test('names each prerendered HTML file by its route', () => {
  assert.equal(routeOf('index.html'), '/');
  assert.equal(routeOf('privacy-policy.html'), '/privacy-policy');
  assert.equal(routeOf('_not-found.html'), '/_not-found');
  assert.equal(routeOf(path.join('journal', 'spring.html')), '/journal/spring');
  assert.equal(routeOf(path.join('journal', 'index.html')), '/journal');
});

test('writes the manifest of a build, and refuses a build without its 404 page', async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'csp-hashes-'));
  try {
    await mkdir(path.join(dist, 'server', 'app', 'journal'), { recursive: true });
    await writeFile(path.join(dist, 'BUILD_ID'), 'build-1\n');
    await writeFile(path.join(dist, 'server', 'app', 'index.html'), "<script>alert('Hello, world.');</script>");
    await writeFile(path.join(dist, 'server', 'app', 'journal', 'spring.html'), '<script src="/a.js"></script>');
    await assert.rejects(writeManifest(dist), /_not-found/);

    await writeFile(path.join(dist, 'server', 'app', '_not-found.html'), "<script>alert('Hello, world.');</script>");
    await writeManifest(dist);
    const manifest = JSON.parse(await readFile(path.join(dist, 'csp-hashes.json'), 'utf8'));
    assert.deepEqual(manifest, {
      buildId: 'build-1',
      routes: { '/_not-found': [HELLO], '/': [HELLO], '/journal/spring': [] },
    });
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});
