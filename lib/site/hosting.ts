// Where the site runs, as its policies name it. A build-time fact, like SITE_URL: the policies are
// prerendered, so lib/build-env.ts reads it from the build's settings and next.config.ts compiles it into
// the server's code, where start-up compares it with where the server finds itself (startup.ts).
// Relative imports: next.config.ts reads this module too, outside the app's path aliases.
import type { Locale } from '../i18n/locales';

type Place = { readonly city: string; readonly country: string };

// The places a build may name for its servers: in the United Kingdom or the EU, which Guernsey's data
// protection law recognises for transfers, as each language names them. Another place is one entry more.
export const hostingPlaces = {
  london: { en: { city: 'London', country: 'United Kingdom' }, fr: { city: 'Londres', country: 'Royaume-Uni' } },
  paris: { en: { city: 'Paris', country: 'France' }, fr: { city: 'Paris', country: 'France' } },
  frankfurt: { en: { city: 'Frankfurt', country: 'Germany' }, fr: { city: 'Francfort', country: 'Allemagne' } },
  dublin: { en: { city: 'Dublin', country: 'Ireland' }, fr: { city: 'Dublin', country: 'Irlande' } },
} as const satisfies Record<string, Record<Locale, Place>>;

export type HostingPlace = keyof typeof hostingPlaces;

export const isHostingPlace = (value: unknown): value is HostingPlace =>
  typeof value === 'string' && Object.hasOwn(hostingPlaces, value);

/**
 * What the build was told: the provider and the place to name, neither by default (the policies then name
 * none); on Vercel, Vercel and its region, which the functions compare with their own VERCEL_REGION.
 */
export type Hosting = { readonly provider?: string; readonly place?: HostingPlace; readonly vercelRegion?: string };

/** The fact next.config.ts compiled in (compiler.defineServer: keep the expression as it is); none elsewhere. */
export function builtHosting(compiled: string | undefined = process.env.SARNIA_HOSTING): Hosting {
  if (!compiled) return {};
  const { provider, place, vercelRegion } = JSON.parse(compiled) as Record<string, unknown>;
  return {
    ...(typeof provider === 'string' && { provider }),
    ...(isHostingPlace(place) && { place }),
    ...(typeof vercelRegion === 'string' && { vercelRegion }),
  };
}

export const hosting: Hosting = builtHosting();

/** Whether the build was for Vercel: its pages then say what holds there (no disk, Vercel's logs). */
export const builtForVercel = ({ vercelRegion }: Hosting = hosting): boolean => Boolean(vercelRegion);

/** The place the servers are in, in a language's words, or none where the build named none. */
export const hostingPlaceIn = (locale: Locale, { place }: Hosting = hosting): Place | undefined =>
  place && hostingPlaces[place][locale];

export type HostingMismatch = 'built-for-vercel' | 'built-elsewhere' | 'region-mismatch';

/**
 * How where the server runs differs from where its build says it does (the policies' words), or none:
 * a Vercel build served elsewhere, a build from elsewhere on Vercel, or Vercel running it in another region.
 */
export function hostingMismatch(
  run: { VERCEL?: string; VERCEL_REGION?: string },
  { vercelRegion }: Hosting = hosting,
): HostingMismatch | undefined {
  if (!run.VERCEL) return vercelRegion ? 'built-for-vercel' : undefined;
  if (!vercelRegion) return 'built-elsewhere';
  return run.VERCEL_REGION && run.VERCEL_REGION !== vercelRegion ? 'region-mismatch' : undefined;
}
