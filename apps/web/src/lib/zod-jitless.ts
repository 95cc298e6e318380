import { config } from 'zod/v4/core';

/**
 * What `import … from 'zod'` resolves to in the web build (vite.config.ts aliases it here).
 *
 * The app's CSP has no 'unsafe-eval'. Zod compiles its object parsers with `new Function` when it
 * may, and probes for that with a caught `new Function` when an object schema is built; the
 * browser still reports the probe as a CSP violation. Jitless skips both. Setting it in a module
 * that main.tsx imports first was not enough: the bundler hoists every chunk a module imports, so
 * chunks that build schemas at their top level ran before it. As the one door to zod, this body
 * runs before any module that can build a schema.
 */
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
