import { createHash } from 'node:crypto';

// The site's Content-Security-Policy: the policy text, the hashes of a page's inline scripts, and which
// policy each path gets. next.config.ts (the routes' static headers), proxy.ts (its answer), the build
// and the tests all take it from here, so every policy that can reach a page allows the same scripts.

/** Each prerendered page's route and the 'sha256-…' sources of its inline scripts, found by the build. */
export type PageHashes = Readonly<Record<string, readonly string[]>>;

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

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The 'sha256-…' sources of the inline scripts a browser would run in this HTML (not data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = / type\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!SCRIPT_TYPES.has(type)) continue;
    // The HTML parser turns CRLF and lone CR into LF before the browser hashes a script.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The page a browser gets for a path no page answers. */
export const NOT_FOUND = '/_not-found';

/** Routes a visitor can open: the framework's own (/_not-found, /_global-error) are not among them. */
export const pageRoutes = (pages: PageHashes) => Object.keys(pages).filter((route) => !route.startsWith('/_'));

/** The policy for a document: its page's hashes, or the 404 page's for a path no page answers. */
export function pagePolicy(pages: PageHashes, pathname: string): string {
  const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const own = pageRoutes(pages).includes(route) ? pages[route] : pages[NOT_FOUND];
  return contentSecurityPolicy({ scriptHashes: own ?? [] });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type HeaderRule = {
  source: string;
  missing?: { type: 'header'; key: string }[];
  headers: { key: string; value: string }[];
};

/**
 * The routes' static Content-Security-Policy headers, in three rules that never overlap: each page
 * (for a GET: a form post is answered per request, under the proxy's nonce), every other document
 * (the 404 page), and files, the framework's chunks and the API (no inline script at all). A
 * "document" is what proxy.ts matches: a path outside _next/ and api/ whose last part has no extension.
 */
export function cspHeaderRules(pages: PageHashes): HeaderRule[] {
  const csp = (scriptHashes: readonly string[] = []) => [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ scriptHashes }) },
  ];
  const routes = pageRoutes(pages);
  const named = routes.filter((route) => route !== '/').map((route) => escape(route.slice(1)));
  const others = ['_next/', 'api/', ...(named.length ? [`(?:${named.join('|')})$`] : []), '.*\\.[^/]+$'];
  return [
    ...routes.map((route) => ({
      source: route,
      missing: [{ type: 'header' as const, key: 'content-type' }],
      headers: csp(pages[route]),
    })),
    { source: `/:path((?!${others.join('|')}).+)`, headers: csp(pages[NOT_FOUND]) },
    { source: '/:path((?:_next|api)/.*|.*\\.[^/]+)', headers: csp() },
  ];
}
