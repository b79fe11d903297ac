// Loaded before the unit tests (scripts/unit.sh): server code sees `server-only` as the empty module it is on
// Next's server, and a CSS Module as an empty class map. The tests run under Node's default conditions, not
// `react-server`, because React Email renders with react-dom/server, which the `react-server` condition
// replaces with a module that throws.
// The hook runs in the importing thread (registerHooks): module.register's hooks run in a thread of their
// own, and every import crossing to it cost the operators' command a fifth of its start-up.
import { registerHooks } from 'node:module';

// A CSS Module loads as an empty class map: a unit test that renders a component reads its words, not its
// styles, and Node has no loader for CSS.
const CSS_MODULE = 'data:text/javascript,export default {}';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.endsWith('.module.css')) return { url: CSS_MODULE, shortCircuit: true };
    if (specifier !== 'server-only') return nextResolve(specifier, context);
    const { url } = nextResolve(specifier, context);
    return { url: new URL('./empty.js', url).href, shortCircuit: true };
  },
});
