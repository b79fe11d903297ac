import type { NextConfig } from 'next';
import { contentSecurityPolicy } from './lib/site/csp';

const securityHeaders = [
  // Pages get this policy with their inline scripts' hashes from proxy.ts; everything else gets it as is.
  { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development' }) },
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

const nextConfig: NextConfig = {
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
    // The first paint needs no stylesheet request: the CSS (under 6 KiB compressed) comes with the HTML.
    inlineCss: true,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
