// The site's Content-Security-Policy. Every response gets the base policy (next.config.ts); each
// prerendered page gets it with the hashes of its own inline scripts added to script-src (proxy.ts).

type Options = { scriptHashes?: readonly string[]; nonce?: string; dev?: boolean };

export function contentSecurityPolicy({ scriptHashes = [], nonce, dev = false }: Options = {}): string {
  // Development renders every request anew, so its inline scripts have no fixed hashes, and React
  // needs eval there for its debugging aids.
  const scriptSrc = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...scriptHashes, ...(nonce ? [`'nonce-${nonce}'`] : [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
