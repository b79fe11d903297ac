const isDev = process.env.NODE_ENV === 'development';

// Static prerendering rules out per-request nonces, so Next's inline bootstrap scripts need 'unsafe-inline'.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
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

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // React Email's render imports prettier, which Next leaves outside the server bundle by default; an
  // external ES module makes Turbopack add async-module support to every page's client runtime (~0.9 KiB
  // on the home page, counted twice with the ripple worker). Bundled, it costs the browser nothing.
  transpilePackages: ['prettier'],
  reactStrictMode: true,
  experimental: {
    // The enquiry form without its script posts to a Server Action; FORM_POST_MAX_BYTES in
    // lib/enquiry/server/form-post-guard.ts (a unit test keeps the two equal).
    serverActions: { bodySizeLimit: '48kb' },
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
