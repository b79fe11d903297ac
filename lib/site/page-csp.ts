import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from './csp';

// Written by scripts/csp-hashes.mjs after `next build`: the inline-script hashes of each prerendered page.
export type CspManifest = { buildId: string; routes: Record<string, readonly string[]> };

const NOT_FOUND = '/_not-found';

/** The policy for a page: its own hashes, or the 404 page's for a path no page answers. */
export function pagePolicy(manifest: CspManifest | null, pathname: string): string {
  if (!manifest) return contentSecurityPolicy();
  const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const scriptHashes = Object.hasOwn(manifest.routes, route) ? manifest.routes[route] : manifest.routes[NOT_FOUND];
  return contentSecurityPolicy({ scriptHashes });
}

/**
 * Reads the manifest of the build being served. Without it (or with one left from an earlier build)
 * the pages get the base policy, which blocks their inline scripts: the error says how to mend it.
 */
export function readCspManifest(distDir = path.join(process.cwd(), '.next')): CspManifest | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'csp-hashes.json'), 'utf8')) as CspManifest;
    const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
    if (manifest.buildId === buildId) return manifest;
    console.error(`csp: ${distDir}/csp-hashes.json is from another build; run \`npm run build\`.`);
  } catch (error) {
    console.error(`csp: cannot read ${distDir}/csp-hashes.json (${String(error)}); run \`npm run build\`.`);
  }
  return null;
}
