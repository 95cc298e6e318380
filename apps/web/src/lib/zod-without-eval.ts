import { z } from 'zod';

/**
 * The app's CSP has no 'unsafe-eval'. Zod compiles its object parsers with `new Function` when it
 * may, and probes for that with a caught `new Function` the first time a schema is built; the
 * browser still reports the probe as a CSP violation. Jitless skips both. It is read when a schema
 * is built, so main.tsx imports this before anything that imports the shared schemas.
 */
z.config({ jitless: true });
