// The standalone server's start command: the image runs it beside server.js (CMD ["node", "serve.mjs"]),
// and npm start (scripts/start.mjs) imports it. Node stays the one process, and PID 1 in the image.
//
// With no proxy in front of the site (TRUSTED_PROXY_COUNT=0) a client's address is its connection's, but
// Next fills X-Forwarded-For in from the socket only when the request has none
// (node_modules/next/dist/server/base-server.js, handleRequestImpl: `req.headers['x-forwarded-for'] ??=
// socket.remoteAddress`), so a client could name any address it liked and pass each per-address limit as a
// new client. Here every inbound X-Forwarded-For is dropped before Next reads the request, so the address
// the site sees is the socket's. Behind a proxy (the count set) nothing is dropped: the proxy's entries are
// read as the count says; on Vercel this command never runs, and the platform's own header is read.
//
// It also reads the enquiry form posted without JavaScript before Next does, so that a page an earlier
// build rendered gets its form back filled in, not a bare 409 (unknown-action.mjs, copied beside it).
import http from 'node:http';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { requireNode } from './node-version.mjs';
import { answerOutdatedForms, readBuildActions } from './unknown-action.mjs';

/** Where the site reads what this command did (lib/enquiry/server/transport/start-command.ts). */
const SLOT = Symbol.for('sarnia.start-command');

/**
 * @typedef {object} StartCommand
 * @property {boolean} dropsForwardedFor whether an inbound X-Forwarded-For is dropped (no proxy declared)
 * @property {number} dropped how many were dropped
 * @property {number} droppedInside how many of those came from a loopback or private address
 * @property {((fromInside: boolean) => void) | undefined} onDropped told of each, once the site listens
 */
const shared = /** @type {typeof globalThis & { [key: symbol]: StartCommand | undefined }} */ (globalThis);

// Where a proxy the site runs behind connects from: loopback, the private ranges, link-local and the shared
// (carrier-grade NAT) range. A dropped header from there is most likely a proxy no one declared.
const inside = new BlockList();
for (const [network, prefix] of /** @type {[string, number][]} */ ([
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
]))
  inside.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of /** @type {[string, number][]} */ ([
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
]))
  inside.addSubnet(network, prefix, 'ipv6');

/** True for a loopback, private, link-local or shared address, written as IPv4, IPv6 or IPv4-mapped IPv6. */
export function isInsideAddress(address = '') {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return inside.check(mapped, 'ipv4');
  const version = isIP(address);
  return version !== 0 && inside.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * TRUSTED_PROXY_COUNT is 0 as lib/env.ts reads it: unset, blank, or a number equal to 0 (z.coerce).
 * @param {Record<string, string | undefined>} env
 */
export const noProxyDeclared = (env) => !env.TRUSTED_PROXY_COUNT?.trim() || Number(env.TRUSTED_PROXY_COUNT) === 0;

/**
 * Every server the process makes drops an inbound X-Forwarded-For, from its parsed headers and its raw ones,
 * before any other listener (Next's) sees the request; the slot counts what was dropped, and from where.
 */
export function dropForwardedFor() {
  /** @type {StartCommand} */
  const slot = { dropsForwardedFor: true, dropped: 0, droppedInside: 0, onDropped: undefined };
  shared[SLOT] = slot;
  const createServer = http.createServer;
  /** @param {http.IncomingMessage} request */
  const drop = (request) => {
    if (request.headers['x-forwarded-for'] === undefined) return;
    delete request.headers['x-forwarded-for'];
    const raw = request.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]?.toLowerCase() === 'x-forwarded-for') raw.splice(i, 2);
    const fromInside = isInsideAddress(request.socket.remoteAddress);
    slot.dropped += 1;
    if (fromInside) slot.droppedInside += 1;
    slot.onDropped?.(fromInside);
  };
  http.createServer = /** @type {typeof http.createServer} */ (
    (/** @type {unknown[]} */ ...args) => {
      const server = /** @type {http.Server} */ (Reflect.apply(createServer, http, args));
      server.prependListener('request', drop);
      return server;
    }
  );
}

/**
 * Next's standalone server, from this process, as the start command starts it.
 * @param {string} serverFile
 */
export async function serve(serverFile, env = process.env) {
  // Next's standalone output has the site's package.json beside server.js.
  requireNode(path.join(path.dirname(serverFile), 'package.json'), 'serve');
  if (noProxyDeclared(env)) dropForwardedFor();
  else shared[SLOT] = { dropsForwardedFor: false, dropped: 0, droppedInside: 0, onDropped: undefined };
  // A form posted from a page an earlier build rendered comes back filled in, not as Next's bare 409.
  const actions = readBuildActions(serverFile);
  if (actions instanceof Error)
    console.warn(`[start] a form posted from an earlier build's page will get Next's 409: ${actions.message}`);
  else answerOutdatedForms(actions);
  await import(pathToFileURL(serverFile).href);
}

// Run as the image's command: the server beside it.
const here = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === here) await serve(path.join(path.dirname(here), 'server.js'));
