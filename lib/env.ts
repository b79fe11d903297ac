import 'server-only';
import { z } from 'zod';
import addressparser from 'nodemailer/lib/addressparser';
import { contact, site } from '@/lib/site/facts';
import { rateLimitWindows } from '@/lib/site/retention';
import { isEmailAddress } from '@/lib/enquiry/email-address';
import { optional, siteUrlRule, whole } from '@/lib/build-env';

// One or more plain addresses, each with an optional display name: "Sarnia website <web@example.com>".
const addresses = (name: string) =>
  z.string().refine(
    (value) => {
      const parsed = addressparser(value, { flatten: true });
      return parsed.length > 0 && parsed.every((entry) => isEmailAddress(entry.address ?? ''));
    },
    { error: `${name} must be an e-mail address, optionally with a name: Name <address@example.com>` },
  );

const schema = z.object({
  SMTP_HOST: optional(z.string().trim()),
  SMTP_PORT: optional(whole('SMTP_PORT', 1, 65535)),
  SMTP_SECURE: optional(z.enum(['true', 'false'], { error: 'SMTP_SECURE must be "true" or "false"' })).transform(
    (value) => value === 'true',
  ),
  SMTP_USER: optional(z.string()),
  SMTP_PASS: optional(z.string()),
  CONTACT_TO: optional(addresses('CONTACT_TO')).default(contact.email),
  CONTACT_FROM: optional(addresses('CONTACT_FROM')).default(`${site.name} website <${contact.email}>`),
  OUTBOX_DIR: optional(z.string()).default('./outbox'),
  // The key every hash of an address or a text is an HMAC under (enquiry/server/address-key.ts): made once
  // and kept, never changed within the 90 days an erasure's mark lives. Unset: the key the site made and
  // keeps in OUTBOX_DIR, which every server and operator's command sharing a Redis must then share.
  ADDRESS_HASH_KEY: optional(
    z.string().trim().min(32, { error: 'ADDRESS_HASH_KEY must be at least 32 characters (openssl rand -hex 32)' }),
  ),
  BACKUP_DIR: optional(z.string()),
  SITE_URL: optional(siteUrlRule),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must start with redis:// or rediss://' })),
  TRUSTED_PROXY_COUNT: optional(whole('TRUSTED_PROXY_COUNT', 0, 10)).default(0),
  CONTACT_RATE_LIMIT_MAX: optional(whole('CONTACT_RATE_LIMIT_MAX', 1)).default(5),
  // The window is what the privacy and cookie policies state (lib/site/retention.ts): a setting would make
  // them untrue, so one left from before is refused rather than ignored.
  CONTACT_RATE_LIMIT_WINDOW_S: optional(
    z.never({
      error: `CONTACT_RATE_LIMIT_WINDOW_S is no longer a setting: the window is the ${rateLimitWindows.clientS} s the policies state. Remove it.`,
    }),
  ),
  // The site's ceiling: enquiries a day from every client together, past which the form asks everyone to
  // write by e-mail (form-busy) and the alert is raised. Trade enquiries for a premium bottled water
  // (restaurants, hotels, retailers, distributors, buyers) come a handful a day; a trade fair or a press
  // mention might bring a few dozen. 100 is several times that busiest day, still an inbox a person reads
  // in an hour, and holds what a flood from many networks, or someone forging addresses, pushes into the
  // operators' inbox and the records to 100 a day.
  CONTACT_RATE_LIMIT_SHARED_MAX: optional(whole('CONTACT_RATE_LIMIT_SHARED_MAX', 1)).default(100),
  // The visitor's receipt (issue 55): on unless set to false; sent only where SMTP_HOST is set and records are kept.
  CONTACT_RECEIPTS: optional(
    z.enum(['true', 'false'], { error: 'CONTACT_RECEIPTS must be "true" or "false"' }),
  ).transform((value) => value !== 'false'),
  // Receipts a day from the site at most, to every address together. Each one mails an address a visitor
  // typed, which may be someone else's: past the busiest day's genuine enquiries (a few dozen; see the
  // ceiling above), a run of receipts is more likely a flood naming strangers, and each such mail risks a
  // complaint against the sender the operators' own mail goes out as. 50 covers that day; past it the
  // enquiries are still delivered, without a receipt.
  CONTACT_RECEIPTS_DAILY_MAX: optional(whole('CONTACT_RECEIPTS_DAILY_MAX', 1)).default(50),
  // How often refused requests are summed in one log line: a minute keeps a flood to one line a minute.
  LOG_REFUSALS_EVERY_S: optional(whole('LOG_REFUSALS_EVERY_S', 1, 3600)).default(60),
  // The held digest (held/held-digest.ts): at most one every this many hours; 0 sends one at every run
  // of the timer or /api/cron that finds a held enquiry not yet announced.
  HELD_DIGEST_EVERY_H: optional(whole('HELD_DIGEST_EVERY_H', 0, 24 * 7)).default(24),
  // Signs the digest's Review links (held/review-token.ts); without it the digest has none.
  OPERATOR_LINK_SECRET: optional(
    z.string().min(32, { error: 'OPERATOR_LINK_SECRET must be at least 32 characters (openssl rand -hex 32)' }),
  ),
  // An undelivered enquiry is tried again after the first wait, then twice as long each time, up to the
  // longest (Postfix waits 300 s doubling to 4,000 s): an hour at most between tries, for as long as it is kept.
  REDELIVERY_FIRST_S: optional(whole('REDELIVERY_FIRST_S', 1, 24 * 3600)).default(300),
  REDELIVERY_MAX_S: optional(whole('REDELIVERY_MAX_S', 1, 24 * 3600)).default(3600),
  // Health is degraded, and the alert raised, once an enquiry has waited undelivered this long.
  DELIVERY_ALERT_AFTER_S: optional(whole('DELIVERY_ALERT_AFTER_S', 1, 7 * 24 * 3600)).default(900),
  // The bearer a scheduler (Vercel Cron) calls /api/cron with; without it the route is not there.
  CRON_SECRET: optional(z.string().trim().min(16, { error: 'CRON_SECRET must be at least 16 characters' })),
  // Where the delivery alert is posted as {"text": ...} (a Slack or Teams incoming webhook).
  ALERT_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: 'ALERT_WEBHOOK_URL must be an http(s) address' })),
  VERCEL: optional(z.string()),
  // Set by Vercel in each function: the region it runs in, which should be the one the policies name.
  VERCEL_REGION: optional(z.string().trim()),
});

export type ServerEnv = z.infer<typeof schema>;

export type EnvResult = { ok: true; env: ServerEnv } | { ok: false; problems: string[] };

/** Parses a set of variables; the problems name each variable and never repeat its value. */
export function parseServerEnv(source: Record<string, string | undefined>): EnvResult {
  const result = schema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((issue) => issue.message);
  const set = (name: string) => !!source[name]?.trim();
  if (set('SMTP_USER') && !set('SMTP_PASS')) problems.push('SMTP_USER is set but SMTP_PASS is not');
  if (set('SMTP_PASS') && !set('SMTP_USER')) problems.push('SMTP_PASS is set but SMTP_USER is not');
  if (result.success && result.data.REDELIVERY_FIRST_S > result.data.REDELIVERY_MAX_S)
    problems.push('REDELIVERY_FIRST_S must not be more than REDELIVERY_MAX_S');
  return result.success && !problems.length ? { ok: true, env: result.data } : { ok: false, problems };
}

let parsed: ServerEnv | undefined;

/** Server settings, read from the environment the first time they are needed, never at build time. */
export function serverEnv(): ServerEnv {
  if (parsed) return parsed;
  const result = parseServerEnv(process.env);
  if (!result.ok) throw new Error(`Invalid server configuration: ${result.problems.join('; ')}`);
  parsed = result.env;
  return parsed;
}
