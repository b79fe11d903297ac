import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseServerEnv } from './env';

const problemsOf = (source: Record<string, string | undefined>) => {
  const result = parseServerEnv(source);
  return result.ok ? [] : result.problems;
};

test('with nothing set, every default applies and the site runs', () => {
  const result = parseServerEnv({});
  assert.ok(result.ok);
  assert.equal(result.env.SMTP_SECURE, false);
  assert.equal(result.env.OUTBOX_DIR, './outbox');
  assert.equal(result.env.TRUSTED_PROXY_COUNT, 0);
  assert.equal(result.env.CONTACT_RATE_LIMIT_MAX, 5);
  assert.equal(result.env.LOG_REFUSALS_EVERY_S, 60);
  assert.equal(result.env.CONTACT_RATE_LIMIT_SHARED_MAX, 100);
  assert.equal(result.env.REDIS_URL, undefined);
  assert.equal(result.env.HELD_DIGEST_EVERY_H, 24);
  assert.equal(result.env.OPERATOR_LINK_SECRET, undefined);
  assert.match(result.env.CONTACT_TO, /@/);
});

test('empty values count as unset', () => {
  const result = parseServerEnv({ SMTP_PORT: '', SMTP_SECURE: ' ', TRUSTED_PROXY_COUNT: '', REDIS_URL: '' });
  assert.ok(result.ok);
  assert.equal(result.env.SMTP_PORT, undefined);
  assert.equal(result.env.TRUSTED_PROXY_COUNT, 0);
});

test('good values are taken and converted', () => {
  const result = parseServerEnv({
    SMTP_HOST: 'smtp.example.com',
    SMTP_PORT: '465',
    SMTP_SECURE: 'true',
    SMTP_USER: 'site',
    SMTP_PASS: 'secret',
    CONTACT_TO: 'Orders <orders@example.com>, sales@example.com',
    CONTACT_FROM: '"Sarnia, website" <web@example.com>',
    SITE_URL: 'https://www.sarnia-water.example',
    REDIS_URL: 'rediss://default:pw@redis.example.com:6380',
    TRUSTED_PROXY_COUNT: '2',
    CONTACT_RATE_LIMIT_MAX: '10',
    CONTACT_RATE_LIMIT_SHARED_MAX: '250',
  });
  assert.ok(result.ok);
  assert.equal(result.env.SMTP_PORT, 465);
  assert.equal(result.env.SMTP_SECURE, true);
  assert.equal(result.env.TRUSTED_PROXY_COUNT, 2);
  assert.equal(result.env.CONTACT_RATE_LIMIT_SHARED_MAX, 250);
});

const bad: [string, Record<string, string>, RegExp][] = [
  ['SMTP_SECURE other than true/false', { SMTP_SECURE: 'yes' }, /SMTP_SECURE must be "true" or "false"/],
  ['a port that is not a number', { SMTP_PORT: 'smtp' }, /SMTP_PORT must be a whole number from 1 to 65535/],
  ['a port out of range', { SMTP_PORT: '70000' }, /SMTP_PORT must be a whole number from 1 to 65535/],
  ['a fractional port', { SMTP_PORT: '25.5' }, /SMTP_PORT must be a whole number/],
  ['a user without a password', { SMTP_USER: 'site' }, /SMTP_USER is set but SMTP_PASS is not/],
  ['a password without a user', { SMTP_PASS: 'secret' }, /SMTP_PASS is set but SMTP_USER is not/],
  ['CONTACT_TO that is not an address', { CONTACT_TO: 'operators' }, /CONTACT_TO must be an e-mail address/],
  ['CONTACT_FROM with a broken address', { CONTACT_FROM: 'Site <web@>' }, /CONTACT_FROM must be an e-mail address/],
  ['SITE_URL that is not a URL', { SITE_URL: 'www.example.com' }, /SITE_URL must be an http\(s\) address/],
  ['SITE_URL with another scheme', { SITE_URL: 'ftp://example.com' }, /SITE_URL must be an http\(s\) address/],
  ['REDIS_URL with another scheme', { REDIS_URL: 'http://redis:6379' }, /REDIS_URL must start with redis:\/\//],
  ['REDIS_URL that is not a URL', { REDIS_URL: 'localhost:6379' }, /REDIS_URL must start with redis:\/\//],
  ['a negative proxy count', { TRUSTED_PROXY_COUNT: '-1' }, /TRUSTED_PROXY_COUNT must be a whole number from 0 to 10/],
  ['a proxy count that is a word', { TRUSTED_PROXY_COUNT: 'one' }, /TRUSTED_PROXY_COUNT must be a whole number/],
  ['a limit of zero', { CONTACT_RATE_LIMIT_MAX: '0' }, /CONTACT_RATE_LIMIT_MAX must be a whole number at least 1/],
  [
    'a shared allowance of zero',
    { CONTACT_RATE_LIMIT_SHARED_MAX: '0' },
    /CONTACT_RATE_LIMIT_SHARED_MAX must be a whole/,
  ],
  [
    'a window of its own, which would make the policies untrue',
    { CONTACT_RATE_LIMIT_WINDOW_S: '600' },
    /CONTACT_RATE_LIMIT_WINDOW_S is no longer a setting: the window is the 600 s the policies state/,
  ],
  ['refusals summed every 0 s', { LOG_REFUSALS_EVERY_S: '0' }, /LOG_REFUSALS_EVERY_S must be a whole number/],
  ['a digest every -1 hours', { HELD_DIGEST_EVERY_H: '-1' }, /HELD_DIGEST_EVERY_H must be a whole number from 0/],
  ['a short link secret', { OPERATOR_LINK_SECRET: 'x'.repeat(31) }, /OPERATOR_LINK_SECRET must be at least 32/],
];

for (const [label, source, message] of bad)
  test(`refused: ${label}`, () => {
    const problems = problemsOf(source);
    assert.equal(problems.length, 1, problems.join('; '));
    assert.match(problems[0]!, message);
  });

test('every problem is reported at once, and no value is repeated back', () => {
  const problems = problemsOf({
    SMTP_SECURE: 'yes',
    SMTP_PORT: 'hunter2-port',
    SMTP_USER: 'site',
    REDIS_URL: 'http://user:hunter2@redis',
  });
  assert.equal(problems.length, 4, problems.join('; '));
  assert.doesNotMatch(problems.join(' '), /hunter2|yes"?$/);
});

test('redelivery, the alert and the cron: defaults, and what is refused, without repeating a secret', () => {
  const result = parseServerEnv({});
  assert.ok(result.ok);
  const { REDELIVERY_FIRST_S, REDELIVERY_MAX_S, DELIVERY_ALERT_AFTER_S, CRON_SECRET, ALERT_WEBHOOK_URL } = result.env;
  assert.deepEqual(
    [REDELIVERY_FIRST_S, REDELIVERY_MAX_S, DELIVERY_ALERT_AFTER_S, CRON_SECRET, ALERT_WEBHOOK_URL],
    [300, 3600, 900, undefined, undefined],
  );
  const shortened = parseServerEnv({ REDELIVERY_FIRST_S: '1', REDELIVERY_MAX_S: '2', DELIVERY_ALERT_AFTER_S: '1' });
  assert.ok(shortened.ok);
  assert.deepEqual([shortened.env.REDELIVERY_FIRST_S, shortened.env.REDELIVERY_MAX_S], [1, 2]);
  assert.deepEqual(problemsOf({ REDELIVERY_FIRST_S: '600', REDELIVERY_MAX_S: '300' }), [
    'REDELIVERY_FIRST_S must not be more than REDELIVERY_MAX_S',
  ]);
  assert.deepEqual(problemsOf({ CRON_SECRET: 'short-secret' }), ['CRON_SECRET must be at least 16 characters']);
  assert.ok(!problemsOf({ CRON_SECRET: 'short-secret' }).join().includes('short-secret'));
  assert.deepEqual(problemsOf({ ALERT_WEBHOOK_URL: 'ftp://hooks.example.com' }), [
    'ALERT_WEBHOOK_URL must be an http(s) address',
  ]);
  assert.deepEqual(problemsOf({ REDELIVERY_FIRST_S: '0' }), [
    'REDELIVERY_FIRST_S must be a whole number from 1 to 86400',
  ]);
});

test('ADDRESS_HASH_KEY is a key of at least 32 characters, its value never repeated; unset, the site makes its own', () => {
  assert.deepEqual(problemsOf({ ADDRESS_HASH_KEY: 'too-short-a-key' }), [
    'ADDRESS_HASH_KEY must be at least 32 characters (openssl rand -hex 32)',
  ]);
  const given = parseServerEnv({ ADDRESS_HASH_KEY: ` ${'k'.repeat(32)} ` });
  assert.ok(given.ok);
  assert.equal(given.env.ADDRESS_HASH_KEY, 'k'.repeat(32));
  const unset = parseServerEnv({ ADDRESS_HASH_KEY: '' });
  assert.ok(unset.ok);
  assert.equal(unset.env.ADDRESS_HASH_KEY, undefined);
});
