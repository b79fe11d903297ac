import { countRefusal } from '../core/refusal-tally';

/**
 * What the start command (deploy/serve.mjs, the image's and npm start's) tells the site through globalThis:
 * none when the server was started otherwise (`next start`, `next dev`, `node server.js`, Vercel).
 */
export type StartCommand = {
  /** Every inbound X-Forwarded-For is dropped before Next reads it: no proxy is declared. */
  dropsForwardedFor: boolean;
  dropped: number;
  /** Of those, the ones whose connection came from a loopback or private address. */
  droppedInside: number;
  onDropped?: (fromInside: boolean) => void;
  /** Set by the site (lendFormSlots): a form post's request slot, or its refusal, before the body is read. */
  formSlot?: (headers: Headers, path: string) => Promise<Response | BodyRead>;
};

/** Told how the body's read ended: given the refusal for one that did not come whole in time. */
type BodyRead = (timedOut: boolean) => Promise<Response | undefined>;

const shared = globalThis as typeof globalThis & { [key: symbol]: StartCommand | undefined };
const SLOT = Symbol.for('sarnia.start-command');

export const startCommand = (): StartCommand | undefined => shared[SLOT];

/** A proxy nobody declared: the start command dropped an X-Forwarded-For a loopback or private address sent. */
export const undeclaredProxy = (): boolean => (startCommand()?.droppedInside ?? 0) > 0;

export const undeclaredProxyNote =
  'A request from a loopback or private address carried X-Forwarded-For, which the start command dropped, as it drops every one while TRUSTED_PROXY_COUNT is 0: the site seems to run behind a proxy it was not told of, and every client behind it shares the proxy’s one address and one limit. Set TRUSTED_PROXY_COUNT to the number of proxies in front of the site (1 behind nginx alone).';

/**
 * Each dropped header is counted with the refused requests (enquiry.refusals, `forwarded-for`); the first from
 * inside the network says, once, how to declare the proxy.
 */
export function watchDroppedForwardedFor(warn: (text: string) => void = console.warn): void {
  const slot = startCommand();
  if (!slot?.dropsForwardedFor) return;
  let warned = false;
  const fromInside = () => {
    if (!warned) warn(`[config] ${undeclaredProxyNote}`);
    warned = true;
  };
  slot.onDropped = (inside) => {
    countRefusal('forwarded-for');
    if (inside) fromInside();
  };
  if (slot.droppedInside) fromInside();
}
