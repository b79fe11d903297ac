// Module hooks the figures test registers in its child process (lib/i18n/figures.test.ts): every import of
// lib/site/facts.ts and lib/site/retention.ts gets the same exports with each number, and each ISO day,
// swapped for a sentinel no real fact holds. What still reads a real figure then wrote it as a literal.
import { readFile } from 'node:fs/promises';

/** The modules swapped, and the sentinels' first value (far from any real fact). */
export const swapped = /\/lib\/site\/(facts|retention)\.ts$/;
export const firstSentinel = 7_000_001;
const sentinelDay = '1901-02-03';
let next = firstSentinel;

/** @param {unknown} value @returns {unknown} */
export function sentinel(value) {
  if (typeof value === 'number') return next++;
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? sentinelDay : value;
  if (Array.isArray(value)) return value.map(sentinel);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, sentinel(inner)]));
  }
  return value;
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  const { pathname, search } = new URL(url);
  if (search || !swapped.test(pathname)) return nextLoad(url, context);
  const names = [...(await readFile(new URL(url), 'utf8')).matchAll(/^export (?:const|function) (\w+)/gm)];
  const source = [
    `import * as real from ${JSON.stringify(`${url}?real`)};`,
    `import { sentinel } from ${JSON.stringify(import.meta.url)};`,
    ...names.map(([, name]) => `export const ${name} = sentinel(real.${name});`),
  ].join('\n');
  return { format: 'module', source, shortCircuit: true };
}
