// Loaded before the unit tests (scripts/unit.sh): server code sees `server-only` as the empty module it is on
// Next's server. The tests run under Node's default conditions, not `react-server`, because React Email
// renders with react-dom/server, which the `react-server` condition replaces with a module that throws.
import { register } from 'node:module';

register('./unit-resolve.mjs', import.meta.url);
