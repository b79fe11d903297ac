import { NextResponse, type NextRequest } from 'next/server';
import { builtPageHashes } from '@/lib/build-env';
import { refuseReviewPost, REVIEW_PATH, reviewOrigins } from '@/lib/enquiry/server/held/review-guard';
import { refuseFormPost } from '@/lib/enquiry/server/transport/form-post-guard';
import { ownHosts } from '@/lib/enquiry/server/transport/identity';
import { serverEnv } from '@/lib/env';
import { contentSecurityPolicy, pagePolicy } from '@/lib/site/csp';

const dev = process.env.NODE_ENV === 'development';
// Compiled in by the build (next.config.ts), so the policy needs no file wherever the proxy runs.
const pages = builtPageHashes();

export function proxy(request: NextRequest) {
  // The held digest's Review pages: a route handler with refusals in words of its own. Its policy, which
  // allows no script, is next.config.ts's: Next keeps a header the config sets over the proxy's.
  if (request.nextUrl.pathname.startsWith(REVIEW_PATH)) {
    return refuseReviewPost(request, reviewOrigins(serverEnv())) ?? NextResponse.next();
  }
  if (request.method === 'POST') {
    const refused = refuseFormPost(request, ownHosts(request.headers, serverEnv()));
    if (refused) return refused;
    // A form post is answered with the page rendered anew, whose scripts the build's hashes do not
    // cover: Next puts the nonce it finds in the request's policy on each of them.
    const policy = contentSecurityPolicy({ dev, nonce: Buffer.from(crypto.randomUUID()).toString('base64') });
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', policy);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set('Content-Security-Policy', policy);
    return response;
  }
  // Pages stay static: a prerendered page gets the policy allowing its own inline scripts by hash.
  const response = NextResponse.next();
  const policy = dev ? contentSecurityPolicy({ dev }) : pagePolicy(pages, request.nextUrl.pathname);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [
    // Documents: not the framework's files, the API, or anything with a file extension.
    '/((?!_next/|api/|.*\\.[^/]+$).*)',
    // Requests with a body (the enquiry form posted without its script).
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'content-type' }] },
    // The Review pages, every method and body: a token holds two dots, which the first rule takes for a file's.
    '/operators/held/:token',
  ],
};
