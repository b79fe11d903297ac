import { reviewToken } from './review-token';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A real token whose signature holds a `-` and a `_`, so that each has another spelling to try. */
export function tokenWithEverySymbol(secret: string, id: string, expiresMs: number): string {
  for (let ms = expiresMs; ; ms += 1000) {
    const token = reviewToken(secret, id, ms);
    if (/-.*_|_.*-/.test(token.split('.')[2]!)) return token;
  }
}

/**
 * The other spellings of one token that base64url decoding would read as the same signature, as they go in
 * a URL's path: the three other last characters, padding, `+` and `/` for `-` and `_`, and characters the
 * decoder skips, inside the signature and after it.
 */
export function otherSpellings(token: string): string[] {
  const signature = token.split('.')[2]!;
  const head = token.slice(0, -signature.length);
  const last = BASE64URL.indexOf(signature.at(-1)!);
  // The last of 43 characters carries 4 bits of the signature: the 2 below them are dropped.
  const lasts = [0, 1, 2, 3].map((low) => (last & ~3) | low).filter((index) => index !== last);
  const middle = 20;
  const inside = (text: string) => `${head}${signature.slice(0, middle)}${text}${signature.slice(middle)}`;
  return [
    ...lasts.map((index) => `${token.slice(0, -1)}${BASE64URL[index]}`),
    `${token}=`,
    `${token}%3D`,
    `${head}${signature.replace('-', '+')}`,
    `${head}${signature.replace('_', '%2F')}`,
    ...['!', '~', '%20', '%00', '%0A'].flatMap((stray) => [inside(stray), `${token}${stray}`]),
  ];
}
