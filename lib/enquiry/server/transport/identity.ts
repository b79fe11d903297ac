import { isIP } from 'node:net';
import type { ServerEnv } from '@/lib/env';
import type { ClientIdentity } from '../core/rate-limit';
import { startCommand } from './start-command';

export type { ClientIdentity } from '../core/rate-limit';

/** The one key every client shares when no address can be read for it. */
export const UNIDENTIFIED = 'unidentified';

/**
 * `fromSocket`: with no proxy to trust, X-Forwarded-For is the socket's own address, Next's, since the start
 * command (deploy/serve.mjs) dropped any the client sent.
 */
type IdentitySettings = { vercel: boolean; trustedProxies: number; fromSocket?: boolean };

/** How this server knows its clients: by Vercel's header, a proxy's entry, or (no proxy) the socket's address. */
export const identitySettings = (env: ServerEnv): IdentitySettings => ({
  vercel: !!env.VERCEL,
  trustedProxies: env.TRUSTED_PROXY_COUNT,
  fromSocket: !env.VERCEL && env.TRUSTED_PROXY_COUNT === 0 && !!startCommand()?.dropsForwardedFor,
});

/** The entry a trusted proxy wrote into a header proxies append to: counted from the right, as a client can write anything to its left. */
function forwardedBy(value: string | null, trustedProxies: number, vercel: boolean): string | undefined {
  const entries = (value ?? '').split(',').map((entry) => entry.trim());
  if (vercel) return entries[0] || undefined;
  return entries.length >= trustedProxies ? entries[entries.length - trustedProxies] || undefined : undefined;
}

/**
 * Our own hosts besides the one the request was sent to: SITE_URL's, and the X-Forwarded-Host a proxy we
 * trust wrote. With form posts arriving without a preflight, the origin check built on this is the CSRF defence.
 */
export function ownHosts(headers: Headers, env: ServerEnv): string[] {
  const hosts = env.SITE_URL ? [new URL(env.SITE_URL).host] : [];
  const vercel = !!env.VERCEL;
  if (vercel || env.TRUSTED_PROXY_COUNT > 0) {
    const forwarded = forwardedBy(headers.get('x-forwarded-host'), env.TRUSTED_PROXY_COUNT, vercel);
    if (forwarded) hosts.push(forwarded);
  }
  return hosts;
}

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

/** IPv4 as is, IPv6 by its /64 (one subscriber usually holds a whole /64), undefined for anything else. */
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
  return (
    groups &&
    `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`
  );
}

/**
 * The wider networks an address key is in, each counted apart (core/rate-limit.ts): an IPv6 /64's /56, what a
 * provider gives one home line or one server, and /48, one site of an organisation (RIPE-690). An IPv4
 * address is scarce enough to be a client by itself; its /24, the smallest block routed on the Internet and the
 * unit hosting providers lease addresses in, takes the /56's place, and nothing wider: a /16 spans many
 * unrelated customers of one provider.
 */
export function networksOf(key: string): Pick<ClientIdentity, 'network' | 'block'> {
  if (isIP(key) === 4) return { network: `${key.slice(0, key.lastIndexOf('.'))}.0/24` };
  const [g0, g1, g2, g3] = key.endsWith('::/64') ? key.slice(0, -5).split(':') : [];
  if (g3 === undefined) return {};
  const g3Network = (parseInt(g3, 16) & 0xff00).toString(16);
  return { network: `${g0}:${g1}:${g2}:${g3Network}::/56`, block: `${g0}:${g1}:${g2}::/48` };
}

const identity = (key: string | undefined, selfReported: boolean): ClientIdentity =>
  key ? { key, selfReported, ...networksOf(key) } : { key: UNIDENTIFIED, selfReported };

/**
 * Who is asking: the address Vercel sets, or the one our outermost trusted proxy added. With no proxy to
 * trust, X-Forwarded-For is the socket's address, verified where the start command dropped whatever the
 * client wrote; otherwise (`next start`, `next dev`) the two cannot be told apart: one parsed address is
 * still the key, but self-reported. A list or anything unparseable shares one key, and no network.
 */
export function clientIdentity(
  headers: Headers,
  { vercel, trustedProxies, fromSocket = false }: IdentitySettings,
): ClientIdentity {
  if (vercel || trustedProxies > 0) {
    const candidate = forwardedBy(
      headers.get(vercel ? 'x-vercel-forwarded-for' : 'x-forwarded-for'),
      trustedProxies,
      vercel,
    );
    return identity(addressKey(candidate), false);
  }
  const forwarded = headers.get('x-forwarded-for') ?? '';
  return identity((!forwarded.includes(',') && addressKey(forwarded)) || undefined, !fromSocket);
}
