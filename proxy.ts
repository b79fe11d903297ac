import { NextResponse, type NextRequest } from 'next/server';
import { builtPageHashes } from '@/lib/build-env';
import { reviewRouteHeaders } from '@/lib/enquiry/server/held/review-document';
import { refuseReviewPost, REVIEW_PATH, reviewOrigins } from '@/lib/enquiry/server/transport/review-guard';
import { countRefusal } from '@/lib/enquiry/server/core/refusal-tally';
import { refusal, refuseFormPost } from '@/lib/enquiry/server/transport/form-post-guard';
import { ownHosts } from '@/lib/enquiry/server/transport/identity';
import { serverEnv } from '@/lib/env';
import { contentSecurityPolicy, pagePolicy } from '@/lib/site/csp';
import { securityHeaders } from '@/lib/site/security-headers';

const dev = process.env.NODE_ENV === 'development';
// Compiled in by the build (next.config.ts), so the policy needs no file wherever the proxy runs.
const pages = builtPageHashes();

// Next's redirect would carry none of the site's headers (next.config.ts turns it off): this one carries them,
// and for a Review page's path, that page's own (its token is in the address it names).
function withoutTrailingSlash(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (pathname === '/' || !pathname.endsWith('/')) return undefined;
  // A plain URL: a NextURL puts back the slash it was parsed with.
  const target = new URL(request.url);
  target.pathname = pathname.replace(/\/+$/, '') || '/';
  const response = NextResponse.redirect(target, 308);
  for (const { key, value } of securityHeaders) response.headers.set(key, value);
  response.headers.set('Content-Security-Policy', contentSecurityPolicy({ dev }));
  if (pathname.startsWith(REVIEW_PATH))
    for (const [key, value] of Object.entries(reviewRouteHeaders)) response.headers.set(key, value);
  return response;
}

// Next takes every multipart post to a page for a Server Action: one it cannot read as a form, or that names no
// action, it answers with a 500 or a 400 and a stack trace in the log. The post is bounded (refuseFormPost) and,
// under the start command, already read within its time limit (deploy/unknown-action.mjs).
async function unreadableForm(request: NextRequest): Promise<Response | undefined> {
  if (!/^\s*multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return undefined;
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  if (form && [...form.keys()].some((name) => name.startsWith('$ACTION_'))) return undefined;
  countRefusal('invalid-form');
  return refusal('invalid-form', request.nextUrl.pathname);
}

export async function proxy(request: NextRequest) {
  const redirect = withoutTrailingSlash(request);
  if (redirect) return redirect;
  // The held digest's Review pages: a route handler with refusals in words of its own. Its policy, which
  // allows no script, is next.config.ts's: Next keeps a header the config sets over the proxy's.
  if (request.nextUrl.pathname.startsWith(REVIEW_PATH)) {
    return refuseReviewPost(request, reviewOrigins(serverEnv())) ?? NextResponse.next();
  }
  if (request.method === 'POST') {
    const refused = refuseFormPost(request, ownHosts(request.headers, serverEnv())) ?? (await unreadableForm(request));
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
    // Every path ending in a slash, files' and the API's too: the redirect to the path without it.
    '/(.+)/',
  ],
};
