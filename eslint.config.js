import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ─── Boundaries (docs/CONVENTIONS.md "Boundaries (lint)", decision 012) ────────────────────────
// ESLint matches an import by its text, not by the file it resolves to, so a relative import that
// leaves a feature is recognised by its depth: from a file `d` folders below its feature's own
// folder, `../` taken d + 1 times reaches the features folder, and the next name is another feature.

/** Feature folders are at most this deep inside a feature (podcast/manage is 1). */
const FEATURE_DEPTH = 4;
const up = (times) => `(\\.\\./){${times}}`;

/** Another feature's files (not its index) by a relative path from `depth` folders inside a feature. */
const otherFeatureFiles = (depth, where) => ({
  regex: `^${up(depth + 1)}[^./][^/]*/`,
  message: `A feature imports another feature only through its index.ts ('../<feature>'). ${where}`,
});

const WEB_FEATURE = {
  regex: '^@/features/[^/]+/',
  message:
    "A feature imports another feature only through its index.ts: '@/features/<feature>'. Screens that combine features are assembled in app/ registries.",
};

const ROUTES = [
  {
    regex: '^drizzle-orm(/|$)',
    message: 'Routes hold no SQL: parse, authorise and call a service; queries live in repositories.',
  },
  {
    regex: '(^|/)db/(?!client$)',
    message: 'Routes hold no SQL: db/schema and the shared queries in db/ are for repositories and services.',
  },
  {
    regex: '\\.(repository|query)$',
    message: 'Routes call a service, never a repository (decision 012, rule 2).',
  },
];

/** One config block per nesting depth, each with the whole pattern list (a later block replaces a rule's options). */
function boundaryBlocks(featureRoot, extensions, extraPatterns, where, fileSuffix = '*') {
  return Array.from({ length: FEATURE_DEPTH + 1 }, (_, depth) => ({
    files: [`${featureRoot}/*/${'*/'.repeat(depth)}${fileSuffix}.${extensions}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherFeatureFiles(depth, where), ...extraPatterns] }],
    },
  }));
}

/** React 19 APIs that preact/compat does not have (decision 021). */
const REACT_19_ONLY = '/^(useActionState|useOptimistic|useFormStatus|preload|preinit|preinitModule|preloadModule|preconnect|prefetchDNS)$/';
const REACT_19_ONLY_MESSAGE = 'React 19-only API: the listener page runs on preact/compat (decision 021).';

// ─── Type-aware rules ───────────────────────────────────────────────────────────────────────────
// Only the TypeScript of the workspaces' own tsconfig projects gets type information (the tools'
// config files are not in a project and need none).
const TYPED_FILES = [
  'packages/shared/src/**/*.ts',
  'apps/server/{src,test}/**/*.ts',
  'apps/web/{src,build}/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'bench/**/*.ts',
  'test-support/**/*.ts',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: TYPED_FILES,
    // The programs `npm run typecheck` checks: tsconfig.node.json holds the server, its tests, the
    // benchmarks and the test helpers together, so the server's files are typed once, not per folder.
    languageOptions: {
      parserOptions: {
        project: ['./packages/shared/tsconfig.json', './tsconfig.node.json', './apps/web/tsconfig.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A promise nobody awaits loses its errors and its ordering: await it, or mark a deliberate
      // fire-and-forget with `void` and say why.
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The listener's build runs on Preact's React layer (decision 021), which has no React 19-only
    // API: such a call passes every unit test (React) and breaks the page for listeners.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `ImportDeclaration[source.value=/^react(-dom)?$/] > ImportSpecifier[imported.name=${REACT_19_ONLY}]`, message: REACT_19_ONLY_MESSAGE },
        { selector: `MemberExpression[object.name=/^React(DOM)?$/][property.name=${REACT_19_ONLY}]`, message: REACT_19_ONLY_MESSAGE },
      ],
    },
  },
  // A web feature reaches another only through its index.ts; app/ (the registries) and main.tsx may reach in.
  ...boundaryBlocks('apps/web/src/features', '{ts,tsx}', [WEB_FEATURE], 'Web features: @/features/<feature>.'),
  // A server feature likewise; features/index.ts (the registry) and start-up (app.ts) may reach in.
  ...boundaryBlocks('apps/server/src/features', 'ts', [], 'Server features: export what others use from its index.ts.'),
  // Route files: no SQL. Listed after the feature blocks and repeating their patterns (same rule).
  ...boundaryBlocks('apps/server/src/features', 'ts', ROUTES, 'Server features: export what others use from its index.ts.', '*.{routes,route}'),
  {
    // Test helpers parse arbitrary JSON answers; typing every body there adds nothing.
    files: ['apps/server/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
);
