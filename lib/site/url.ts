import { originSettings, type OriginSettings } from '@/lib/build-env';

// The site's public origin, for the prerendered metadata, sitemap and structured data. lib/env.ts parses
// SITE_URL by the same rule for the server's own checks.
export function siteUrl(env: OriginSettings = originSettings()): URL {
  if (env.SITE_URL) return new URL(env.SITE_URL);
  if (env.VERCEL_PROJECT_PRODUCTION_URL) return new URL(`https://${env.VERCEL_PROJECT_PRODUCTION_URL}`);
  return new URL(`http://localhost:${env.PORT}`);
}
