import { useContext } from 'react';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';

/**
 * The page's path, in the prerendered HTML and in the browser: what `usePathname` from next/navigation
 * returns, read from the router's own context. Importing next/navigation would bring its whole module
 * (redirects, errors, the router hooks: 4.7 KiB compressed) to every page for this one value.
 */
export const useCurrentPath = (): string | null => useContext(PathnameContext);
