import assert from 'node:assert/strict';
import { mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { HASH_KEY_FILE, hashKeyNotes, hashKeyOf, keptSecret } from './address-hash-key';
import { parseServerEnv } from './env';

test('with zero configuration the key is made once in OUTBOX_DIR, 0600 in a 0700 folder, and kept', async () => {
  const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'sarnia-key-')), 'outbox');
  const made = hashKeyOf({ OUTBOX_DIR: dir });
  assert.equal(made.length, 43);
  assert.equal(keptSecret(dir, HASH_KEY_FILE), made.toString());
  assert.deepEqual(hashKeyOf({ OUTBOX_DIR: dir }), made, 'kept, not made again');
  assert.deepEqual(await readdir(dir), [HASH_KEY_FILE], 'no temporary file left');
  assert.equal((await stat(path.join(dir, HASH_KEY_FILE))).mode & 0o777, 0o600);
  assert.equal((await stat(dir)).mode & 0o777, 0o700);
  // Where none can be kept (on Vercel, or a folder below a file), each process has its own: never one all share.
  await writeFile(path.join(dir, 'file'), 'x');
  const nowhere = { OUTBOX_DIR: path.join(dir, 'file', 'outbox') };
  assert.notDeepEqual(hashKeyOf(nowhere), hashKeyOf(nowhere));
});

test('two processes making the key at once both read the one linked first', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-key-'));
  const { spawn } = await import('node:child_process');
  const script = `import { keptSecret } from ${JSON.stringify(path.resolve('lib/address-hash-key.ts'))}; console.log(keptSecret(${JSON.stringify(dir)}, 'k'));`;
  const run = () =>
    new Promise<string>((resolve) => {
      const child = spawn(process.execPath, [
        '--import',
        'tsx',
        '--import',
        './scripts/unit-env.mjs',
        '--input-type=module',
        '-e',
        script,
      ]);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk));
      child.on('close', () => resolve(out.trim()));
    });
  const keys = await Promise.all([run(), run(), run(), run()]);
  assert.equal(new Set(keys).size, 1, keys.join());
  assert.equal(keys[0], keptSecret(dir, 'k'));
  assert.deepEqual(await readdir(dir), ['k']);
});

test('start-up names a key that is one instance’s or one server’s alone where others must share it', () => {
  const env = (source: Record<string, string>) => {
    const parsed = parseServerEnv(source);
    assert.ok(parsed.ok);
    return parsed.env;
  };
  assert.match(hashKeyNotes(env({ VERCEL: '1' })).join(), /each instance hashes addresses with a key of its own/);
  assert.match(
    hashKeyNotes(env({ REDIS_URL: 'redis://127.0.0.1:1' })).join(),
    /which every server and operator's command sharing this Redis must have too/,
  );
  assert.deepEqual(hashKeyNotes(env({})), []);
  assert.deepEqual(hashKeyNotes(env({ VERCEL: '1', ADDRESS_HASH_KEY: 'k'.repeat(32) })), []);
});
