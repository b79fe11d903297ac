import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCliArgs } from './cli-args';

test('a command and its target, reading every store unless told otherwise', () => {
  assert.deepEqual(parseCliArgs(['resend', '--all']), {
    ok: true,
    command: 'resend',
    target: '--all',
    only: undefined,
  });
  assert.deepEqual(parseCliArgs(['list']), { ok: true, command: 'list', target: undefined, only: undefined });
});

test('--only names one store, before or after the command, with a space or an equals sign', () => {
  const id = '0b6f1a52-9a3e-4c1e-8f5d-2a7c9e4b1d30';
  assert.deepEqual(parseCliArgs(['list', '--only', 'redis']), {
    ok: true,
    command: 'list',
    target: undefined,
    only: 'redis',
  });
  assert.deepEqual(parseCliArgs(['--only=outbox', 'show', id]), {
    ok: true,
    command: 'show',
    target: id,
    only: 'outbox',
  });
  assert.deepEqual(parseCliArgs(['resend', '--only', 'redis', '--all']), {
    ok: true,
    command: 'resend',
    target: '--all',
    only: 'redis',
  });
});

test('--only with no store or an unknown one is refused, never read as "every store"', () => {
  for (const args of [
    ['list', '--only'],
    ['list', '--only', 'disk'],
    ['list', '--only='],
  ])
    assert.deepEqual(parseCliArgs(args), { ok: false, problem: '--only takes "redis" or "outbox".' });
});
