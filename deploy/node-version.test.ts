import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { nodeProblem } from './node-version.mjs';

const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

test('the engines range admits its own major from its minor on, and nothing else', () => {
  assert.equal(engines, '^24.21.0');
  for (const version of ['24.21.0', 'v24.21.0', '24.21.7', '24.22.3', '24.100.0'])
    assert.equal(nodeProblem(engines, version, 'build'), undefined, version);
  for (const version of ['20.20.2', '22.22.0', '24.20.9', '24.0.0', '25.0.0', '26.1.0'])
    assert.ok(nodeProblem(engines, version, 'build'), version);
  assert.equal(nodeProblem('^24.21.3', '24.21.2', 'x')?.includes('24.21.3 or a later 24.x'), true);
});

test('a refusal is one line: who refuses, the Node it needs, the one it found, and how to get the right one', () => {
  const line = nodeProblem(engines, 'v20.20.2', 'start')!;
  assert.equal(
    line,
    'start: this site needs Node.js 24 (24.21 or a later 24.x), not 20.20.2: run `nvm install` in its folder (it reads .nvmrc), or get Node.js 24 from https://nodejs.org.',
  );
  assert.doesNotMatch(line, /\n/);
  // .nvmrc names the version the line sends a reader to.
  assert.equal(readFileSync('.nvmrc', 'utf8').trim(), '24.21');
  assert.match(nodeProblem('>=24', '24.0.0', 'dev')!, /^dev: package.json's engines.node is >=24; write it as/);
});
