import { z } from 'zod';
import type { PageHashes } from '@/lib/site/csp';

// What the build reads: next.config.ts and scripts/build.ts. scripts/build.ts sets both variables itself;
// nobody needs to. (lib/env.ts holds what the server reads when it runs.)

const hashSource = z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
const pageHashes = z.record(z.string().regex(/^\/[^\s]*$/), z.array(hashSource));

/** The id both passes of one build share, so the inline scripts hashed after the first are the second's. */
export function buildId(): string | undefined {
  const id = process.env.SARNIA_BUILD_ID;
  return id
    ? z
        .string()
        .regex(/^[\w-]{8,64}$/)
        .parse(id)
    : undefined;
}

/**
 * The hashes of each page's inline scripts, as the first pass found them. next.config.ts compiles this
 * very expression into the server's code (compiler.defineServer), so the proxy needs no file at run time;
 * anywhere else the variable is read as usual. Empty before the first pass and in development.
 */
export function builtPageHashes(): PageHashes {
  const json = process.env.SARNIA_CSP_PAGES;
  return json ? pageHashes.parse(JSON.parse(json)) : {};
}
