import type { ServerEnv } from '@/lib/env';

/** The entry a trusted proxy wrote into a forwarded header that proxies may append to. */
function forwardedBy(value: string | null, trustedProxies: number, vercel: boolean): string | undefined {
  const entries = (value ?? '').split(',').map((entry) => entry.trim());
  if (vercel) return entries[0] || undefined;
  return entries.length >= trustedProxies ? entries[entries.length - trustedProxies] || undefined : undefined;
}

/**
 * Our own hosts besides the one the request was sent to: SITE_URL's, and the X-Forwarded-Host a proxy
 * we trust wrote (on Vercel, or with TRUSTED_PROXY_COUNT), never one a client could have sent itself.
 * With form posts arriving without a preflight, the origin check built on this is the CSRF defence.
 */
export function ownHosts(headers: Headers, env: ServerEnv): string[] {
  const hosts = env.SITE_URL ? [new URL(env.SITE_URL).host] : [];
  const vercel = !!env.VERCEL;
  if (vercel || env.TRUSTED_PROXY_COUNT > 0) {
    const forwarded = forwardedBy(headers.get('x-forwarded-host'), env.TRUSTED_PROXY_COUNT, vercel);
    if (forwarded) hosts.push(forwarded);
  }
  return hosts;
}
