import { isIP } from 'node:net';
import type { ClientIdentity } from '../core/rate-limit';

export type { ClientIdentity } from '../core/rate-limit';

/** The one key every client shares when no address can be read for it. */
export const UNIDENTIFIED = 'unidentified';

type IdentitySettings = { vercel: boolean; trustedProxies: number };

function expandIpv6(written: string): number[] | undefined {
  // A trailing dotted quad (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) stands for the last two groups.
  const address = written.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(':'),
  );
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}

/**
 * The limiter's key for an address: IPv4 as is, IPv6 by its /64 network (one subscriber usually holds
 * a whole /64 and could otherwise take a new address per request), undefined for anything else.
 */
export function addressKey(value: string | null | undefined): string | undefined {
  let text = value?.trim() ?? '';
  if (!text || text.length > 64) return undefined;
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']') > 0 ? text.indexOf(']') : undefined);
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(':'));
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1];
  const groups = expandIpv6(text.split('%')[0]!);
  if (!groups) return undefined;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Who is asking. On Vercel, the address Vercel sets (x-vercel-forwarded-for, which it overwrites);
 * behind `trustedProxies` proxies we run, the X-Forwarded-For entry the outermost one added, counted
 * from the right, because a client can put anything to the left of it. Neither can be chosen by a client.
 * With no proxy to trust, X-Forwarded-For is the socket's address when the client sent none (`next
 * start` fills it in) and whatever the client wrote otherwise, and the two cannot be told apart: one
 * parsed address is still the key, so each plain client has its own allowance, but it is self-reported.
 * A list or anything unparseable was written by the client, and shares one key.
 */
export function clientIdentity(headers: Headers, { vercel, trustedProxies }: IdentitySettings): ClientIdentity {
  let candidate: string | undefined;
  if (vercel) {
    candidate = headers.get('x-vercel-forwarded-for')?.split(',')[0];
  } else if (trustedProxies > 0) {
    const hops = (headers.get('x-forwarded-for') ?? '').split(',');
    candidate = hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : undefined;
  } else {
    const forwarded = headers.get('x-forwarded-for') ?? '';
    return { key: (!forwarded.includes(',') && addressKey(forwarded)) || UNIDENTIFIED, selfReported: true };
  }
  return { key: addressKey(candidate) ?? UNIDENTIFIED, selfReported: false };
}
