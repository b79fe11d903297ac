import { z } from 'zod';
import type { PageHashes } from '@/lib/site/csp';
// Relative: next.config.ts reads these, outside the app's path aliases.
import { vercelHosting } from './site/facts';
import { hostingPlaces, isHostingPlace, type Hosting } from './site/hosting';

// What is read outside the server's run-time settings (lib/env.ts, server-only): by next.config.ts and
// scripts/build.ts, and by the pages prerendered at build time. scripts/build.ts sets the SARNIA_*
// variables itself; nobody needs to. lib/env.ts builds on the rules below.

type Source = Record<string, string | undefined>;

/** Unset and empty mean the same thing, so an empty line in .env never turns a default off. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export const whole = (name: string, min: number, max?: number) => {
  const range = max === undefined ? `at least ${min}` : `from ${min} to ${max}`;
  const error = `${name} must be a whole number ${range}`;
  const number = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? number : number.max(max, { error });
};

export const siteUrlRule = z.url({
  protocol: /^https?$/,
  error: 'SITE_URL must be an http(s) address such as https://www.example.com',
});

const hashSource = z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
const pageHashes = z.record(z.string().regex(/^\/[^\s]*$/), z.array(hashSource));
const json = z.string().transform((text, context) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'SARNIA_CSP_PAGES must be JSON' });
    return z.NEVER;
  }
});

const build = z.object({
  SARNIA_BUILD_ID: optional(
    z.string().regex(/^[\w-]{8,64}$/, { error: 'SARNIA_BUILD_ID must be 8 to 64 of A-Z a-z 0-9 _ -' }),
  ),
  // AES-GCM, as Next encrypts Server Actions' closures with it: a 128, 192 or 256-bit key in base64.
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optional(
    z.base64().refine((key) => [16, 24, 32].includes(Buffer.from(key, 'base64').length), {
      error: 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be a 128, 192 or 256-bit key in base64',
    }),
  ),
});

const csp = z.object({
  SARNIA_CSP_PAGES: optional(json.pipe(pageHashes)).default({}),
});

const origin = z.object({
  SITE_URL: optional(siteUrlRule),
  // Set by Vercel: the production domain, without a scheme.
  VERCEL_PROJECT_PRODUCTION_URL: optional(
    z.hostname({ error: 'VERCEL_PROJECT_PRODUCTION_URL must be a host name such as www.example.com' }),
  ),
  PORT: optional(whole('PORT', 1, 65535)).default(3000),
});

export type OriginSettings = z.infer<typeof origin>;

const places = Object.keys(hostingPlaces).join(', ');
const hostingSource = z.object({
  VERCEL: optional(z.string()),
  // The provider's name as the policies print it: words, not markup.
  HOSTING_PROVIDER: optional(
    z
      .string()
      .trim()
      .max(80, { error: 'HOSTING_PROVIDER must be at most 80 characters' })
      .regex(/^[^\p{Cc}<>]+$/u, { error: 'HOSTING_PROVIDER must be a name, on one line, without < or >' }),
  ),
  HOSTING_REGION: optional(z.string().refine(isHostingPlace, { error: `HOSTING_REGION must be one of ${places}` })),
});

/** Parses one group of variables; the error names each variable that is wrong, never its value. */
function parse<T extends z.ZodType>(schema: T, source: Source): z.infer<T> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  throw new Error(`Invalid build configuration: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
}

/** What scripts/build.ts passes both passes of one build: the build id and the Server Actions key. */
export const buildSettings = (source: Source = process.env) => parse(build, source);

/**
 * Set by `npm test`, whose typecheck has passed before it builds: the build's own check of the same
 * program (which skips the tests' files) would only repeat it.
 */
export const typesChecked = (source: Source = process.env): boolean =>
  parse(z.object({ SARNIA_TYPES_CHECKED: optional(z.enum(['1'])) }), source).SARNIA_TYPES_CHECKED === '1';

/** The id both passes of one build share, so the inline scripts hashed after the first are the second's. */
export const buildId = (source: Source = process.env): string | undefined => buildSettings(source).SARNIA_BUILD_ID;

/**
 * The hashes of each page's inline scripts, as the first pass found them. next.config.ts compiles the
 * expression `process.env.SARNIA_CSP_PAGES` into the server's code (compiler.defineServer), so the proxy
 * needs no file at run time; it must stay written out as it is. Empty before the first pass and in development.
 */
export function builtPageHashes(pages: string | undefined = process.env.SARNIA_CSP_PAGES): PageHashes {
  return parse(csp, { SARNIA_CSP_PAGES: pages }).SARNIA_CSP_PAGES;
}

/**
 * Where the site runs, as the policies will name it (lib/site/hosting.ts): on a Vercel build, Vercel in
 * vercel.json's region; elsewhere the provider and place the build is told (HOSTING_PROVIDER,
 * HOSTING_REGION), and neither by default. Telling a Vercel build another host is refused, not ignored.
 */
export function hostingFact(source: Source = process.env): Hosting {
  const { VERCEL, HOSTING_PROVIDER: provider, HOSTING_REGION: place } = parse(hostingSource, source);
  if (VERCEL) {
    if (provider || place)
      throw new Error(
        'Invalid build configuration: HOSTING_PROVIDER and HOSTING_REGION are for builds outside Vercel; on Vercel the host is Vercel, in vercel.json’s region',
      );
    const { provider: vercel, place: region, region: vercelRegion } = vercelHosting;
    return { provider: vercel, place: region, vercelRegion };
  }
  return { ...(provider && { provider }), ...(place && isHostingPlace(place) && { place }) };
}

const launch = z.object({
  VERCEL: optional(z.string()),
  // Set by Vercel at build and run time: production, preview or development.
  VERCEL_ENV: optional(z.string()),
  SITE_URL: optional(siteUrlRule),
  REDIS_URL: optional(z.string()),
  // Its form is buildSettings' to check; here only whether a production build has one.
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optional(z.string()),
  // Its form is lib/env.ts's to check when the server runs; here only whether a production build has one.
  ADDRESS_HASH_KEY: optional(z.string()),
  LAUNCH_CHECK: optional(z.enum(['on', 'off'], { error: 'LAUNCH_CHECK must be "on" or "off"' })).default('on'),
});

export type LaunchSettings = z.infer<typeof launch>;

/** What decides whether a build is for production, and whether it may go ahead (scripts/build/launch-check.ts). */
export const launchSettings = (source: Source = process.env): LaunchSettings => parse(launch, source);

let parsedOrigin: OriginSettings | undefined;

/** What the site's public origin is made of (lib/site/url.ts), parsed the first time a page needs it. */
export function originSettings(source?: Source): OriginSettings {
  if (source) return parse(origin, source);
  return (parsedOrigin ??= parse(origin, process.env));
}
