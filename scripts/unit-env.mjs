// Loaded before the unit tests (scripts/unit.sh): server code sees `server-only` as the empty module it is on
// Next's server (lib/outside-next.mjs, as the operators' command does), and a CSS Module as an empty class
// map. The tests run under Node's default conditions, not `react-server`, because React Email renders with
// react-dom/server, which the `react-server` condition replaces with a module that throws.
import { registerHooks } from 'node:module';
import '../lib/outside-next.mjs';
import { addressHashKey } from '../test-kit/address-hash-key.mjs';

// The test run's one key, where the shell gives none: no test makes a key file in the repository's ./outbox.
process.env.ADDRESS_HASH_KEY ||= addressHashKey;

// A unit test that renders a component reads its words, not its styles, and Node has no loader for CSS.
const CSS_MODULE = 'data:text/javascript,export default {}';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.endsWith('.module.css')) return { url: CSS_MODULE, shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
