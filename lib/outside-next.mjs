// Server code run outside Next (the operators' command, and the unit tests through scripts/unit-env.mjs):
// `server-only` resolves to the empty module it is on Next's server. The hook runs in the importing thread
// (registerHooks): module.register's hooks run in a thread of their own, and every import crossing to it
// cost the operators' command a fifth of its start-up.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier !== 'server-only') return nextResolve(specifier, context);
    const { url } = nextResolve(specifier, context);
    return { url: new URL('./empty.js', url).href, shortCircuit: true };
  },
});
