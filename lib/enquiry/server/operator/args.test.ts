import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseOperatorArgs, parseTarget } from './args';

test('a command, its target and options in any order, with or without "="', () => {
  const parsed = parseOperatorArgs([
    'list',
    '--status',
    'held',
    '--since=2026-01-15',
    '--email',
    'zoe@example.gg',
    '--json',
  ]);
  assert.ok(parsed.ok);
  assert.equal(parsed.command, 'list');
  assert.equal(parsed.status, 'held');
  assert.equal(parsed.since?.toISOString(), '2026-01-15T00:00:00.000Z');
  assert.equal(parsed.email, 'zoe@example.gg');
  assert.equal(parsed.json, true);
  const resend = parseOperatorArgs(['--only', 'redis', 'resend', '--all']);
  assert.ok(resend.ok);
  assert.deepEqual([resend.command, resend.only, resend.all], ['resend', 'redis', true]);
});

test('--since is midnight in Guernsey: BST in summer', () => {
  const parsed = parseOperatorArgs(['export', '--csv', '--since', '2026-07-01']);
  assert.ok(parsed.ok);
  assert.equal(parsed.since?.toISOString(), '2026-06-30T23:00:00.000Z');
});

test('bad dates, statuses, stores and options are named', () => {
  const problem = (args: string[]) => {
    const parsed = parseOperatorArgs(args);
    return parsed.ok ? '' : parsed.problem;
  };
  assert.match(problem(['list', '--since', '2026-02-30']), /--since takes a date as YYYY-MM-DD.*"2026-02-30"/);
  assert.match(problem(['list', '--since', '01/02/2026']), /--since takes a date/);
  assert.match(problem(['list', '--since']), /--since needs a value/);
  assert.match(problem(['list', '--status', 'spam']), /--status takes one of .*held.*"spam"/);
  assert.match(problem(['list', '--only', 'disk']), /--only takes "redis" or "outbox"/);
  assert.match(problem(['list', '--colour']), /Unknown option --colour/);
  assert.match(problem(['erase', '--email', 'nobody']), /--email takes an e-mail address/);
  assert.match(problem(['show', 'A', 'B']), /one too many/);
});

test('a target is an id or a reference as an operator may type it', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  assert.deepEqual(parseTarget(id.toUpperCase()), { id });
  assert.deepEqual(parseTarget('k7mq 3xwa'), { reference: 'K7MQ-3XWA' });
  assert.equal(parseTarget('K7MQ-3XW0'), undefined);
  assert.equal(parseTarget('../../etc/passwd'), undefined);
});

test('--help or -h, anywhere and whatever else is there, asks for the usage alone', () => {
  for (const args of [['--help'], ['-h'], ['list', '--colour', '-h'], ['--since', '--help']]) {
    const parsed = parseOperatorArgs(args);
    assert.ok(parsed.ok && parsed.help, args.join(' '));
  }
  const plain = parseOperatorArgs(['list']);
  assert.ok(plain.ok && !plain.help);
});
