// A route's content floor: the same page with every <script> and every script preload removed, served
// with the same headers, and everything else passed through to the site untouched. What a route costs
// beyond its floor is what its scripts cost.
import http from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** The page without its scripts: <script> elements of any type, script preloads and module preloads. */
/** @param {string} html */
function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi, '');
}

// Hop-by-hop headers, and those that describe a body this server rewrites.
const dropped = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
]);

/**
 * Serves `upstream` on `port`, its HTML documents rewritten by `transform` (stripScripts by default).
 * @param {{ upstream: string, port: number, host?: string, transform?: (html: string) => string }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveContentFloor({ upstream, port, host = '127.0.0.1', transform = stripScripts }) {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const isDocument = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const headers = { ...request.headers, host: target.host };
    if (isDocument) headers['accept-encoding'] = 'identity';
    const proxied = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      async (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!isDocument || !type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        for await (const chunk of answer) chunks.push(chunk);
        let body = Buffer.from(transform(Buffer.concat(chunks).toString('utf8')));
        const out = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !dropped.has(name)));
        // Compressed as the site compresses its pages, so both cost the same on the wire.
        if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
          body = await gzipAsync(body);
          out['content-encoding'] = 'gzip';
        }
        out['content-length'] = String(body.length);
        response.writeHead(answer.statusCode ?? 502, out);
        response.end(body);
      },
    );
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  return {
    origin: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
