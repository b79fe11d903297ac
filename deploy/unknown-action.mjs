// The enquiry form posted by the browser itself (without JavaScript, or before its script has loaded) names
// the Server Action it goes to by the id the build that rendered the page made. A page opened before a
// deployment and sent after it may name an id the new build did not make (another key, the action moved or
// renamed), which Next answers with 409 and the bare text "Server Action unavailable." (and
// x-nextjs-action-not-found): what the visitor typed is gone, and Next offers no hook to answer otherwise.
//
// So the start command reads such a post before Next does: when an action id it names is not in this
// build's manifest, it is replaced by the id of this build's enquiry form action, and OUTDATED_FIELD is
// added, which makes that action answer with the page and its form filled in as posted, and one sentence
// asking to send it again; nothing is sent. One request, the visitor's own, goes through Next once, with
// every check Next and the proxy make; the values stay in the body. Decided here rather than on Next's 409,
// which would need the response held back and the post sent a second time.
//
// Read here, a body is bounded as the JSON route bounds its own: one of the client's request slots is taken
// before it is read (the site lends them, lendFormSlots in lib/enquiry/server/transport/take-enquiry.ts), and
// it must arrive within BODY_TIMEOUT_MS, or the post is answered 408 and spends the client's slot as junk.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

/** The most a form post may hold; the proxy refuses more (FORM_POST_MAX_BYTES, form-post-guard.ts). */
export const FORM_POST_MAX_BYTES = 48 * 1024;
/** What tells the enquiry form's action to give the form back (outdatedFormField in lib/enquiry/fields.ts). */
export const OUTDATED_FIELD = 'outdated-form';
/** The enquiry form's action, as the build's manifest names it (lib/enquiry/server/transport/form-action.ts). */
export const FORM_ACTION = 'sendEnquiryForm';
/** The JSON route's time limit on a body (BODY_TIMEOUT_MS, lib/enquiry/server/transport/json-route.ts). */
export const BODY_TIMEOUT_MS = 10_000;

/** Where the site lends its request slots (StartCommand.formSlot, lib/enquiry/server/transport/start-command.ts). */
const SLOT = Symbol.for('sarnia.start-command');
/**
 * @typedef {(timedOut: boolean) => Promise<Response | undefined>} BodyRead
 * @typedef {(headers: Headers, path: string) => Promise<Response | BodyRead>} FormSlot
 */
const site = /** @type {typeof globalThis & { [key: symbol]: { formSlot?: FormSlot } | undefined }} */ (globalThis);

const ACTION_ID = '$ACTION_ID_';
const ACTION_REF = '$ACTION_REF_';
// A bound action's descriptor, `$ACTION_<n>:0`, beside its `$ACTION_REF_<n>`: {"id":"…","bound":…}.
const DESCRIPTOR = /^\$ACTION_(\d+):0$/;

/**
 * @typedef {{ known: Set<string>, form: string | undefined }} BuildActions
 * @typedef {{ exportedName?: string }} ManifestEntry
 */

/**
 * Every action id a build made, and its enquiry form action's, from its server-reference-manifest.json.
 * @param {{ node?: Record<string, ManifestEntry>, edge?: Record<string, ManifestEntry> }} manifest
 * @returns {BuildActions}
 */
export function buildActions(manifest) {
  const entries = [...Object.entries(manifest.node ?? {}), ...Object.entries(manifest.edge ?? {})];
  const form = entries.filter(([, entry]) => entry.exportedName === FORM_ACTION);
  return { known: new Set(entries.map(([id]) => id)), form: form.length === 1 ? form[0]?.[0] : undefined };
}

/**
 * The actions of the build whose standalone server this is, or why they cannot be read.
 * @param {string} serverFile
 * @returns {BuildActions | Error}
 */
export function readBuildActions(serverFile) {
  const file = path.join(path.dirname(serverFile), '.next', 'server', 'server-reference-manifest.json');
  try {
    const actions = buildActions(JSON.parse(readFileSync(file, 'utf8')));
    return actions.form ? actions : new Error(`expected one action named ${FORM_ACTION} in ${file}`);
  } catch (error) {
    return /** @type {Error} */ (error);
  }
}

/** @param {string} text */
function parsed(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && typeof value.id === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The form as posted, each action id the build did not make replaced by its enquiry form action's and
 * OUTDATED_FIELD added; undefined when it names no action, or none the build does not know.
 * @param {FormData} posted
 * @param {BuildActions} actions
 */
export function outdatedForm(posted, { known, form }) {
  if (!form) return undefined;
  let outdated = false;
  const rewritten = new FormData();
  for (const [name, value] of posted) {
    if (name.startsWith(ACTION_ID) && !known.has(name.slice(ACTION_ID.length))) {
      outdated = true;
      rewritten.append(`${ACTION_ID}${form}`, value);
      continue;
    }
    const ref = DESCRIPTOR.exec(name)?.[1];
    const descriptor = ref && posted.has(`${ACTION_REF}${ref}`) && typeof value === 'string' && parsed(value);
    if (descriptor && !known.has(descriptor.id)) {
      outdated = true;
      // React writes the id first, {"id":"…","bound":…}, where Next looks for it; the spread keeps it there.
      rewritten.append(name, JSON.stringify({ ...descriptor, id: form }));
      continue;
    }
    rewritten.append(name, value);
  }
  if (!outdated) return undefined;
  rewritten.append(OUTDATED_FIELD, '1');
  return rewritten;
}

/**
 * A post a browser makes of a form: multipart, without Next's action header (which its script's calls carry),
 * of a length it says and the proxy would let through. Any other request goes to Next untouched.
 * @param {import('node:http').IncomingMessage} request
 */
export const isFormPost = (request) =>
  request.method === 'POST' &&
  request.headers['next-action'] === undefined &&
  /^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '') &&
  Number(request.headers['content-length']) <= FORM_POST_MAX_BYTES;

class BodyTimeout extends Error {}

/**
 * The body, or a BodyTimeout once `timeoutMs` has passed without its end.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} timeoutMs
 * @returns {Promise<Buffer<ArrayBuffer>>}
 */
const readBody = (request, timeoutMs) =>
  new Promise((resolve, reject) => {
    /** @type {Buffer<ArrayBuffer>[]} */
    const chunks = [];
    const timer = setTimeout(() => reject(new BodyTimeout()), timeoutMs);
    request.on('data', (chunk) => chunks.push(chunk));
    request.once('end', () => (clearTimeout(timer), resolve(Buffer.concat(chunks))));
    request.once('error', (error) => (clearTimeout(timer), reject(error)));
    // Before its end: the visitor went away.
    request.once('close', () => (clearTimeout(timer), reject(new Error('closed'))));
  });

/**
 * The request's headers as the site reads them: X-Forwarded-For filled in from the socket, as Next does.
 * @param {import('node:http').IncomingMessage} request
 */
export function siteHeaders(request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    for (const one of [value ?? []].flat()) headers.append(name, one);
  const address = request.socket.remoteAddress;
  if (!headers.has('x-forwarded-for') && address) headers.set('x-forwarded-for', address);
  return headers;
}

/**
 * A page the site wrote, as the answer, the connection closed after it (a body may still be arriving).
 * @param {import('node:http').ServerResponse} response
 * @param {Response} page
 */
async function answerWith(response, page) {
  const body = Buffer.from(await page.arrayBuffer());
  response.writeHead(page.status, { ...Object.fromEntries(page.headers), connection: 'close' });
  response.end(body);
}

/**
 * The post's body as it goes on to Next: the same bytes, or the outdated form's.
 * @param {Buffer<ArrayBuffer>} body
 * @param {string} type
 * @param {BuildActions} actions
 * @returns {Promise<{ body: Buffer<ArrayBuffer>, type: string } | undefined>}
 */
export async function rewrittenPost(body, type, actions) {
  let form;
  try {
    form = outdatedForm(await new Response(body, { headers: { 'content-type': type } }).formData(), actions);
  } catch {
    // Not a form Response can read: Next answers it as it would.
    return undefined;
  }
  if (!form) return undefined;
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? type };
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {string} name lower case
 * @param {string} value
 */
function setHeader(request, name, value) {
  request.headers[name] = value;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === name) raw[i + 1] = value;
}

/**
 * The request, read to its end, made a stream of `body` again, as Next itself replaces a body it has read
 * (next/dist/server/body-streams.js): the state and methods of a new stream, bound to the request.
 * @param {import('node:http').IncomingMessage} request
 * @param {Buffer} body
 */
function replaceBody(request, body) {
  const stream = new Readable({ read() {} });
  stream.push(body);
  stream.push(null);
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (request));
  for (const key in stream) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (stream))[key];
    target[key] = typeof value === 'function' ? value.bind(request) : value;
  }
}

/**
 * A form post read within the time limit, in one of the client's request slots when the site lends them, then
 * given to Next, an outdated one to this build's form action.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('node:http').RequestListener} listener
 * @param {BuildActions} actions
 * @param {number} timeoutMs
 */
async function answerFormPost(request, response, listener, actions, timeoutMs) {
  const slot = await site[SLOT]?.formSlot?.(siteHeaders(request), (request.url ?? '/').split('?')[0] ?? '/');
  // Refused (another site's, or past the client's limit): answered before a byte of the body is read.
  if (slot && typeof slot !== 'function') return answerWith(response, slot);
  let body;
  try {
    body = await readBody(request, timeoutMs);
  } catch (error) {
    const timedOut = error instanceof BodyTimeout;
    const refused = await slot?.(timedOut);
    if (timedOut) return answerWith(response, refused ?? new Response('Request Timeout', { status: 408 }));
    // The visitor went away before the whole post arrived: there is no one to answer.
    return response.destroy();
  }
  await slot?.(false);
  const rewritten = await rewrittenPost(body, request.headers['content-type'] ?? '', actions);
  if (rewritten) {
    setHeader(request, 'content-type', rewritten.type);
    setHeader(request, 'content-length', String(rewritten.body.length));
  }
  replaceBody(request, rewritten?.body ?? body);
  await listener(request, response);
}

/**
 * Next's request listener, reading a form post first (answerFormPost).
 * @param {import('node:http').RequestListener} listener
 * @param {BuildActions} actions
 * @param {number} [timeoutMs] how long a body may take to arrive
 * @returns {import('node:http').RequestListener}
 */
export function answeringOutdatedForms(listener, actions, timeoutMs = BODY_TIMEOUT_MS) {
  return (request, response) => {
    if (!isFormPost(request)) return listener(request, response);
    answerFormPost(request, response, listener, actions, timeoutMs).catch((/** @type {unknown} */ error) => {
      console.error(error);
      response.destroy();
    });
  };
}

/**
 * Every server the process makes reads form posts first (answeringOutdatedForms).
 * @param {BuildActions} actions
 */
export function answerOutdatedForms(actions) {
  const createServer = http.createServer;
  http.createServer = /** @type {typeof http.createServer} */ (
    (/** @type {unknown[]} */ ...args) => {
      const at = args.findIndex((arg) => typeof arg === 'function');
      if (at >= 0)
        args[at] = answeringOutdatedForms(/** @type {import('node:http').RequestListener} */ (args[at]), actions);
      return Reflect.apply(createServer, http, args);
    }
  );
}
