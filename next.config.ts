import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import type { NextConfig } from 'next';
import { buildId, builtPageHashes, hostingFact, typesChecked } from './lib/build-env';
import { reviewRouteHeaders } from './lib/enquiry/server/held/review-document';
import { contentSecurityPolicy, cspHeaderRules } from './lib/site/csp';
import { securityHeaders } from './lib/site/security-headers';

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  const id = buildId();
  const pages = builtPageHashes();
  return {
    poweredByHeader: false,
    // Next's own redirect from a path ending in a slash carries none of the headers below: the proxy answers
    // it instead, with them (proxy.ts).
    skipTrailingSlashRedirect: true,
    output: 'standalone',
    // A Server Action's id is a hash of NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, its file's path from this root and
    // its name. Left to Next, the root is the highest folder above with a lockfile, so one commit built in
    // two places could make two ids; pinned here, a form posts the id every build with the key makes.
    outputFileTracingRoot: path.dirname(fileURLToPath(import.meta.url)),
    generateBuildId: async () => id ?? null,
    compiler: {
      // What the server reads as built: the pages' hashes, and where the policies say it runs (lib/site/hosting.ts).
      defineServer: {
        'process.env.SARNIA_CSP_PAGES': JSON.stringify(pages),
        'process.env.SARNIA_HOSTING': JSON.stringify(hostingFact()),
      },
      // The pages' CSP hashes exist only after a first pass has prerendered them (scripts/build.ts).
      runAfterProductionCompile: async () => {
        if (!id) throw new Error('Build the site with `npm run build`, not `next build`: see scripts/build.ts.');
      },
    },
    // React Email's render imports prettier, which Next leaves outside the server bundle by default; an
    // external ES module makes Turbopack add async-module support to every page's client runtime (~0.9 KiB
    // on the home page, counted twice with the ripple worker). Bundled, it costs the browser nothing.
    transpilePackages: ['prettier'],
    reactStrictMode: true,
    // The second pass compiles what the first has already type-checked, and `npm test` checks first.
    typescript: { ignoreBuildErrors: Object.keys(pages).length > 0 || typesChecked() },
    experimental: {
      // The enquiry form without its script posts to a Server Action; FORM_POST_MAX_BYTES in
      // lib/enquiry/server/transport/form-post-guard.ts (a unit test keeps the two equal).
      serverActions: { bodySizeLimit: '48kb' },
      // The first paint needs no stylesheet request: the CSS (under 6 KiB compressed) comes with the HTML.
      inlineCss: true,
      // Each language has a root layout of its own (app/(en), app/(fr)), so the 404 has none to sit in.
      globalNotFound: true,
    },
    async headers() {
      const csp = dev
        ? [{ source: '/:path*', headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev }) }] }]
        : cspHeaderRules(pages);
      // The held digest's Review pages: no Referer leaves them (their path holds a token), no index takes
      // them, and their policy allows no script at all. Set here because Next keeps a header these rules set over the route handler's own, and the
      // later rule wins where two set one header.
      const review = {
        source: '/operators/held/:token',
        headers: Object.entries(reviewRouteHeaders).map(([key, value]) => ({ key, value })),
      };
      return [{ source: '/:path*', headers: [...securityHeaders] }, ...csp, review];
    },
  };
}
