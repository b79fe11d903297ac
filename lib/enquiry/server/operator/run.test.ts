import assert from 'node:assert/strict';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { runOperator, usage } from './run';

async function run(args: string[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-run-'));
  const parsed = parseServerEnv({ OUTBOX_DIR: dir });
  assert.ok(parsed.ok);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperator(args, parsed.env, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    write: () => assert.fail('nothing is written as bytes'),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), files: await readdir(dir) };
}

test('--help and -h print the usage to standard output and exit 0, touching no store', async () => {
  for (const flag of ['--help', '-h']) {
    const { code, out, err, files } = await run([flag]);
    assert.equal(code, 0, flag);
    assert.equal(out, usage);
    assert.match(out, /^Usage: npm run enquiries -- <command>/);
    assert.equal(err, '');
    assert.deepEqual(files, []);
  }
});

test('no command, or an unknown option, is still an error: the usage on standard error, exit 2', async () => {
  for (const args of [[], ['--colour']]) {
    const { code, out, err } = await run(args);
    assert.equal(code, 2, args.join(' '));
    assert.equal(out, '');
    assert.match(err, /Usage: npm run enquiries/);
  }
});
