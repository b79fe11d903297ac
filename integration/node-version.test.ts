// The wrong Node refused, as a newcomer meets it (issue 53): on the machine's own older Node (the system's
// Node 20 here; .ci/run keeps it on PATH behind the Node 24 it brings), npm install, the build, npm start,
// npm run dev and the image's start command each stop at once and say which Node they need, and how to get it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { nodeProblem } from '../deploy/node-version.mjs';
import { prepareStandalone, standaloneDir } from '../test-kit/site';

const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

/** The folder of a node on PATH (or the system's) that package.json's engines refuse, with its version. */
function olderNode() {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin'];
  for (const folder of new Set(folders.filter(Boolean))) {
    const node = path.join(folder, 'node');
    if (!existsSync(node)) continue;
    const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim();
    if (version && nodeProblem(engines, version, 'x')) return { folder, version };
  }
  return assert.fail(`no Node outside package.json's engines (${engines}) on this machine: these tests need one`);
}

const older = olderNode();
// As a newcomer's shell has it: the older node, and its npm, first.
const env = { ...process.env, PATH: `${older.folder}${path.delimiter}${process.env.PATH}` };
const run = (command: string, args: string[], cwd = process.cwd()) =>
  spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 60_000 });
const line = (who: string) => nodeProblem(engines, older.version, who)!;

test(`npm install on Node ${older.version} fails at once, naming the Node it needs`, () => {
  const npm = path.join(older.folder, 'npm');
  assert.ok(existsSync(npm), `no npm beside ${older.folder}/node`);
  // A dry run: the engine check comes first either way, and nothing in node_modules is touched.
  const installed = run(npm, ['install', '--dry-run', '--offline', '--no-audit', '--no-fund']);
  assert.equal(installed.status, 1, installed.stdout + installed.stderr);
  assert.match(installed.stderr, /EBADENGINE/);
  assert.ok(installed.stderr.includes(`Required: {"node":"${engines}"}`), installed.stderr);
  assert.ok(installed.stderr.includes(`"node":"v${older.version}"`), installed.stderr);
});

for (const [script, who] of [
  ['build', 'build'],
  ['start', 'start'],
  ['dev', 'dev'],
] as const)
  test(`npm run ${script} on Node ${older.version} is refused in one line, naming 24 and .nvmrc`, () => {
    const refused = run(path.join(older.folder, 'npm'), ['run', '--silent', script]);
    assert.equal(refused.status, 1, refused.stdout + refused.stderr);
    assert.equal(refused.stderr.trim(), line(who));
    assert.match(refused.stderr, /needs Node\.js 24 .*nvm install.*\.nvmrc/);
    assert.equal(refused.stdout, '');
  });

test(`the image's start command on Node ${older.version} is refused too`, async () => {
  await prepareStandalone();
  const refused = run(path.join(older.folder, 'node'), ['serve.mjs'], standaloneDir);
  assert.equal(refused.status, 1, refused.stdout + refused.stderr);
  assert.equal(refused.stderr.trim(), line('serve'));
});
