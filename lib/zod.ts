// The one place zod is set up for code that also runs in the browser: import `z` from here, not from zod.
import { z } from 'zod/mini';

// zod probes for eval with Function(''); under our CSP that probe is a reported violation, so skip it.
z.config({ jitless: true });

export { z };
