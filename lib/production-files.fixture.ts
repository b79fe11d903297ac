import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The files the site runs, for the tests that read its code as text (lib/architecture.test.ts, the cookie
// policy's lib/site/no-cookies.test.ts): every source under a folder, tests and fixtures left out.
export const root = path.resolve(import.meta.dirname, '..');
const sources = /\.(ts|tsx|mjs)$/;
export const tests = /\.(test|fixture)\.|\.spec\./;

export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return sources.test(name) && !tests.test(name) ? [relative] : [];
  });
}

/** The app: lib, components and app, and the proxy, instrumentation and config beside them. */
export const productionFiles = [
  ...sourceFiles('lib'),
  ...sourceFiles('components'),
  ...sourceFiles('app'),
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
];
