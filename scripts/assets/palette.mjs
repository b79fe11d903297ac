// The design tokens, read from app/globals.css so the generated files use the site's colours and no copy of them.
import { readFileSync } from 'node:fs';

const css = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8');
const tokens = Object.fromEntries([...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));

/** A colour token by its name without the `--color-` prefix, e.g. colour('ink'). */
/** @param {string} name */
export function colour(name) {
  const value = tokens[name];
  if (!value) throw new Error(`app/globals.css has no --color-${name}`);
  return value;
}
