import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import nextConfig from '../../next.config';
import { launchSettings } from '@/lib/build-env';
import { launchList } from '@/lib/site/facts';
import { isProduction, launchCheck } from './launch-check';

const vercel = (VERCEL_ENV: string, more: Record<string, string> = {}) => ({ VERCEL: '1', VERCEL_ENV, ...more });
const redis = { REDIS_URL: 'rediss://default:secret@eu-west-2.example:6379' };
const key = { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
const hashKey = { ADDRESS_HASH_KEY: 'c'.repeat(64) };

test('a build is for production on Vercel in its production environment, elsewhere at a public SITE_URL', () => {
  const production = (source: Record<string, string>) => isProduction(launchSettings(source));
  assert.equal(production(vercel('production')), true);
  assert.equal(production(vercel('preview')), false);
  assert.equal(production(vercel('development')), false);
  // On Vercel its environment decides, whatever SITE_URL says.
  assert.equal(production(vercel('preview', { SITE_URL: 'https://www.sarnia.gg' })), false);
  assert.equal(production({}), false);
  assert.equal(production({ SITE_URL: 'https://www.sarnia.gg' }), true);
  assert.equal(production({ SITE_URL: 'https://shop.sarnia.co.uk/' }), true);
  for (const local of [
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://[::1]:3000',
    'https://www.sarnia-water.example',
    'https://sarnia.test',
    'https://site.invalid',
    'http://sarnia.localhost',
    'https://WWW.SARNIA-WATER.EXAMPLE.',
  ])
    assert.equal(production({ SITE_URL: local }), false, local);
});

test('a production build is refused while the launch list is open, naming each fact, unless LAUNCH_CHECK=off', () => {
  assert.ok(launchList.length > 0, 'the client has facts to supply: this test is about them');
  for (const source of [
    { SITE_URL: 'https://www.sarnia.gg', ...key },
    vercel('production', { ...redis, ...key, ...hashKey }),
  ]) {
    const check = launchCheck(source);
    assert.equal(check.production, true);
    assert.equal(check.problems.length, 1);
    for (const { id, what } of launchList) assert.ok(check.problems[0]!.includes(`${id}: ${what}`), id);
    assert.match(check.problems[0]!, /docs\/launch\.md/);
    assert.match(check.problems[0]!, /LAUNCH_CHECK=off/);
    const forced = launchCheck({ ...source, LAUNCH_CHECK: 'off' });
    assert.deepEqual(forced.problems, []);
    assert.match(forced.warnings.join('\n'), /LAUNCH_CHECK=off: a production build, although the client has still/);
  }
});

test('preview, local and test builds go ahead, naming what is still open', () => {
  for (const source of [vercel('preview'), {}, { SITE_URL: 'https://www.sarnia-water.example' }]) {
    const check = launchCheck(source);
    assert.deepEqual(check.problems, []);
    assert.equal(check.warnings.length, 1);
    assert.match(check.warnings[0]!, /^Not a production build, so it goes ahead/);
    for (const { id } of launchList) assert.ok(check.warnings[0]!.includes(`  - ${id}: `), id);
  }
});

test('a production build on Vercel without REDIS_URL is refused, with the reason, LAUNCH_CHECK or not', () => {
  for (const source of [vercel('production'), vercel('production', { LAUNCH_CHECK: 'off' })]) {
    const problems = launchCheck(source).problems.join('\n');
    assert.match(problems, /REDIS_URL is not set for this production build on Vercel/);
    assert.match(problems, /promises a record of each enquiry/);
  }
  assert.deepEqual(
    launchCheck(vercel('production', { ...redis, ...key, ...hashKey, LAUNCH_CHECK: 'off' })).problems,
    [],
  );
  // A preview may go without: the launch is production's.
  assert.deepEqual(launchCheck(vercel('preview')).problems, []);
});

test('a production build without a Server Actions key is refused, with how to make one, LAUNCH_CHECK or not', () => {
  const open = { LAUNCH_CHECK: 'off' };
  for (const [source, guide] of [
    [{ SITE_URL: 'https://www.sarnia.gg', ...open }, 'docs/self-host.md'],
    [vercel('production', { ...redis, ...hashKey, ...open }), 'docs/deploy-vercel.md'],
  ] as const) {
    const problems = launchCheck(source).problems.join('\n');
    assert.match(problems, /NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set for this production build/);
    assert.match(problems, /openssl rand -base64 32/);
    assert.ok(problems.includes(`${guide}, "The Server Actions key"`), guide);
    assert.deepEqual(launchCheck({ ...source, ...key }).problems, []);
  }
  // Previews, local and the tests' builds go ahead without one: scripts/build.ts picks one for both passes.
  for (const source of [vercel('preview'), {}, { SITE_URL: 'https://www.sarnia-water.example' }])
    assert.deepEqual(launchCheck(source).problems, []);
});

test('a production build on Vercel without ADDRESS_HASH_KEY is refused; elsewhere it is told the server makes one', () => {
  const open = { LAUNCH_CHECK: 'off', ...key };
  for (const source of [vercel('production', { ...redis, ...open }), vercel('production', { ...redis, ...key })]) {
    const problems = launchCheck(source).problems.join('\n');
    assert.match(problems, /ADDRESS_HASH_KEY is not set for this production build on Vercel/);
    assert.match(problems, /openssl rand -hex 32/);
    assert.deepEqual(launchCheck({ ...source, ...hashKey, LAUNCH_CHECK: 'off' }).problems, []);
  }
  // Elsewhere the build may not see the server's settings (an image is built without them): a warning.
  const selfHost = launchCheck({ SITE_URL: 'https://www.sarnia.gg', ...open });
  assert.deepEqual(selfHost.problems, []);
  assert.match(selfHost.warnings.join('\n'), /makes? a key in OUTBOX_DIR/);
  assert.doesNotMatch(
    launchCheck({ SITE_URL: 'https://www.sarnia.gg', ...open, ...hashKey }).warnings.join('\n'),
    /ADDRESS_HASH_KEY/,
  );
  // Previews, local and the tests' builds: not a launch (each server makes or is given its key).
  for (const source of [vercel('preview'), {}, { SITE_URL: 'https://www.sarnia-water.example' }])
    assert.doesNotMatch(
      launchCheck(source).warnings.join('\n') + launchCheck(source).problems.join(''),
      /ADDRESS_HASH_KEY/,
    );
});

test('the action ids are hashed from paths in the project’s own folder, wherever it is: the root is pinned to it', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  assert.equal(nextConfig(PHASE_PRODUCTION_BUILD).outputFileTracingRoot, root);
});

test('a Vercel build told of another host is refused, not quietly made to name Vercel', () => {
  const check = launchCheck(vercel('preview', { HOSTING_PROVIDER: 'Hetzner Online' }));
  assert.match(check.problems.join('\n'), /HOSTING_PROVIDER and HOSTING_REGION are for builds outside Vercel/);
  assert.deepEqual(launchCheck({ HOSTING_PROVIDER: 'Hetzner Online', HOSTING_REGION: 'frankfurt' }).problems, []);
  assert.throws(() => launchCheck({ LAUNCH_CHECK: 'maybe' }), /LAUNCH_CHECK must be "on" or "off"/);
});

// Only the variables named: whatever the test run's own environment holds stays out.
const node = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });

test('the settings are read as next build reads them, .env files included, the shell first', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sarnia-launch-'));
  try {
    await writeFile(path.join(folder, '.env.production'), 'VERCEL=1\nVERCEL_ENV=production\n');
    await writeFile(
      path.join(folder, '.env.local'),
      `LAUNCH_CHECK=off\nREDIS_URL=${redis.REDIS_URL}\nNEXT_SERVER_ACTIONS_ENCRYPTION_KEY=${key.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY}\nADDRESS_HASH_KEY=${hashKey.ADDRESS_HASH_KEY}\n`,
    );
    const script = `import { checkLaunch } from ${JSON.stringify(path.resolve('scripts/build/launch-check.ts'))};
      console.log(JSON.stringify(checkLaunch(${JSON.stringify(folder)})));`;
    const read = (env: Record<string, string>) => {
      const run = node(['--input-type=module', '-e', script], env);
      assert.equal(run.status, 0, run.stderr);
      return JSON.parse(run.stdout) as { production: boolean; problems: string[] };
    };
    const fromFiles = read({});
    assert.equal(fromFiles.production, true);
    assert.deepEqual(fromFiles.problems, []);
    const shell = read({ LAUNCH_CHECK: 'on', REDIS_URL: '' });
    assert.equal(shell.problems.length, 2, 'the shell’s LAUNCH_CHECK and empty REDIS_URL win over the files');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('npm run build refuses a production build before its first pass, naming every open fact', () => {
  // Were the check to let it through, the invalid build id would stop the build before next build runs.
  const run = node(['scripts/build.ts'], { VERCEL: '1', VERCEL_ENV: 'production', SARNIA_BUILD_ID: '!' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /build: refused\./);
  for (const { id } of launchList) assert.ok(run.stderr.includes(`  - ${id}: `), id);
  assert.doesNotMatch(`${run.stdout}${run.stderr}`, /Invalid build configuration|next build|Creating an optimized/);
});

test('the image builds with the launch check, where the site runs and the Server Actions key, and compose passes them to both builds', async () => {
  const dockerfile = await readFile('Dockerfile', 'utf8');
  for (const name of ['LAUNCH_CHECK', 'HOSTING_PROVIDER', 'HOSTING_REGION', 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY']) {
    assert.match(dockerfile, new RegExp(`^ARG ${name}$`, 'm'), name);
    assert.match(dockerfile, new RegExp(`\\b${name}=\\$\\{${name}\\}`), `${name} reaches npm run build`);
  }
  const compose = await readFile('compose.yaml', 'utf8');
  const builds = [...compose.matchAll(/^ {4}build:\n((?: {6}.*\n)+)/gm)].map(([, section]) => section!);
  assert.equal(builds.length, 2, 'the site and the operators’ command');
  const shared = /args: &build-args\n((?: {8}.*\n)+)/.exec(builds[0]!)?.[1] ?? '';
  for (const name of [
    'SITE_URL',
    'LAUNCH_CHECK',
    'HOSTING_PROVIDER',
    'HOSTING_REGION',
    'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
  ])
    assert.match(shared, new RegExp(`^ {8}${name}: \\$\\{${name}:-`, 'm'), name);
  assert.match(builds[1]!, /^ {6}args: \*build-args$/m);
  // The address hash key is the servers' alone, never the build's (an image must not hold it): the site's and
  // the operators' command's, the same for both.
  const environments = [...compose.matchAll(/^ {4}environment:\n((?: {6}.*\n)+)/gm)].map(([, section]) => section!);
  for (const section of environments.slice(0, 2))
    assert.match(section, /^ {6}ADDRESS_HASH_KEY: \$\{ADDRESS_HASH_KEY:-\}$/m);
  assert.doesNotMatch(`${dockerfile}${shared}`, /ADDRESS_HASH_KEY/);
});
