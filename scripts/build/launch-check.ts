// What a build checks before its first pass: a production build refuses while the launch list names a fact
// the client has still to supply or confirm (lib/site/facts.ts, docs/launch.md), unless LAUNCH_CHECK=off;
// without NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, since each build would make the form's Server Action an id of
// its own; on Vercel without ADDRESS_HASH_KEY (and elsewhere it warns), since each function would hash with its
// own; and on Vercel without REDIS_URL, since there the policies' promise of a record of each enquiry is
// kept in Redis alone. Other builds go ahead, naming what is still open.
import nextEnv from '@next/env';
import { hostingFact, launchSettings, type LaunchSettings } from '@/lib/build-env';
import { launchList } from '@/lib/site/facts';

export type LaunchCheck = { production: boolean; problems: string[]; warnings: string[] };

// Hosts no public site answers at: loopback, and the names RFC 2606 and RFC 6761 keep from the DNS.
const RESERVED = /(^|\.)(localhost|example|test|invalid)$/;
const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/;

/** On Vercel, its production environment; elsewhere, a SITE_URL the public could reach. */
export function isProduction({ VERCEL, VERCEL_ENV, SITE_URL }: LaunchSettings): boolean {
  if (VERCEL) return VERCEL_ENV === 'production';
  if (!SITE_URL) return false;
  const host = new URL(SITE_URL).hostname.toLowerCase().replace(/\.$/, '');
  return !RESERVED.test(host) && !LOOPBACK.test(host);
}

// On Vercel the build's settings are the functions', which keep no folder: without the key each instance would
// hash with its own. Elsewhere the build may not see the server's settings (an image is built without them,
// and a key must not go into one): the site then makes the key in OUTBOX_DIR, which is said, not refused.
const hashKeyWords = ({ VERCEL }: LaunchSettings) =>
  VERCEL
    ? "ADDRESS_HASH_KEY is not set for this production build on Vercel. Every hash of an address or a text (a receipt's mark, an erasure's) is keyed with it, and without it each function would use a key of its own. Make one (openssl rand -hex 32), set it for Production (docs/deploy-vercel.md), keep it (never change it within 90 days of an erasure), and build again."
    : 'ADDRESS_HASH_KEY is not set for this production build. The server will make a key in OUTBOX_DIR and keep it there, which serves one server; servers and operators\' commands sharing a Redis must share one: set it on each (docs/self-host.md, "The address hash key").';

const open = launchList.map(({ id, what }) => `  - ${id}: ${what}`).join('\n');

export function launchCheck(source: Record<string, string | undefined>): LaunchCheck {
  const settings = launchSettings(source);
  const production = isProduction(settings);
  const problems: string[] = [];
  const warnings: string[] = [];
  try {
    hostingFact(source);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (production && !settings.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)
    problems.push(
      `NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set for this production build. Without it each build makes its own key, and with it its own id for the enquiry form's Server Action, so a visitor without JavaScript who opened the page before a deployment and sends the form after it reaches an action the new build does not know. Make a key once (openssl rand -base64 32), set it where every build runs (${settings.VERCEL ? 'docs/deploy-vercel.md' : 'docs/self-host.md'}, "The Server Actions key"), keep it, and build again.`,
    );
  if (production && !settings.ADDRESS_HASH_KEY) (settings.VERCEL ? problems : warnings).push(hashKeyWords(settings));
  if (settings.VERCEL && production && !settings.REDIS_URL)
    problems.push(
      'REDIS_URL is not set for this production build on Vercel. The privacy policy promises a record of each enquiry, and on Vercel records are kept in Redis alone: add one (docs/deploy-vercel.md, "Redis") and build again.',
    );
  if (launchList.length) {
    const list = `the client has still to supply or confirm (docs/launch.md):\n${open}`;
    if (!production) warnings.push(`Not a production build, so it goes ahead; before launch, ${list}`);
    else if (settings.LAUNCH_CHECK === 'off') warnings.push(`LAUNCH_CHECK=off: a production build, although ${list}`);
    else
      problems.push(
        `This is a production build, and ${list}\nSupply each (docs/launch.md), or build with LAUNCH_CHECK=off to go ahead regardless.`,
      );
  }
  return { production, problems, warnings };
}

/** The settings as `next build` reads them, its .env files included (they fill what the shell leaves unset), checked. */
export function checkLaunch(root: string): LaunchCheck {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  return launchCheck(process.env);
}
