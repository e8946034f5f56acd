// One flat config for the whole workspace; projects extend it with their own files.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// Every feature lib's scope tag (libs/<name>/project.json: tags type:feature + scope:<name>).
const FEATURE_SCOPES = ['analytics', 'auth', 'campaigns', 'cart', 'catalog', 'checkout', 'consent', 'content', 'orders', 'referral', 'search'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/build',
      '**/.cache',
      '**/generated/**',
      '**/drizzle/meta/**',
      '**/test-results',
      '**/playwright-report',
      '.data',
      '.nx',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            // Layers: apps -> feature -> platform -> data -> ui -> util; each layer depends only on layers below it.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:platform', 'type:data', 'type:ui', 'type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:app'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:platform', 'type:data', 'type:ui', 'type:util'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:platform', 'type:data', 'type:ui', 'type:util'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:ui', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            // Shared libs know no feature; the API and the sandbox are not the storefront and use only shared libs.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:platform', onlyDependOnLibsWithTags: ['scope:platform', 'scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: ['scope:shared'] },
            // A feature lib never imports another feature lib: each sees only itself, the platform and shared libs.
            // What two features both need moves down into a platform, data, ui or util lib.
            ...FEATURE_SCOPES.map((scope) => ({
              sourceTag: `scope:${scope}`,
              onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:platform', 'scope:shared'],
            })),
            // The storefront composes the features.
            {
              sourceTag: 'scope:storefront',
              onlyDependOnLibsWithTags: ['scope:storefront', 'scope:platform', 'scope:shared', ...FEATURE_SCOPES.map((scope) => `scope:${scope}`)],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Config files wire tools together; they are not part of any lib's public surface.
    files: ['**/*.config.{js,cjs,mjs,ts}', 'tools/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Browser-safe code must never import a lib's server entry; only server modules may.
    files: ['libs/*/src/**/*.ts', 'libs/*/src/**/*.tsx', 'apps/storefront/app/**/*.tsx', 'apps/storefront/app/**/*.ts'],
    ignores: [
      'libs/*/src/server.ts',
      'libs/*/src/server/**',
      'libs/*/src/lib/server/**',
      'libs/*/src/**/*.server.ts',
      'libs/*/src/**/*.server.tsx',
      'libs/*/src/**/*.test.ts',
      'libs/*/src/**/*.test.tsx',
      'libs/*/src/testing.ts',
      'libs/*/src/testing/**',
      'apps/storefront/app/routes/**',
      'apps/storefront/app/entry.server.tsx',
      'apps/storefront/app/**/*.server.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kori/*/server'],
              message: 'Server entries are for route modules and other server code only.',
            },
          ],
          // The full zod build is ~90 kB in the browser; zod/mini tree-shakes to what is used.
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Browser-safe code validates with zod/mini.' }],
        },
      ],
    },
  },
];
