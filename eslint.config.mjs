import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages that do UI, state, transport or I/O: never in the pure domain core. */
const impure = [
  'react',
  'react-*',
  '@chakra-ui/*',
  '@emotion/*',
  'effector',
  'effector-*',
  'io-ts',
  'io-ts-*',
  'fp-ts',
  'fastify',
  '@fastify/*',
  'pg',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
];

/**
 * Node's own I/O modules, which the rule above cannot see (they are not npm packages),
 * and test tools, which only tests and the `testing` entry may use.
 */
const nodeBuiltins = {
  patterns: [
    {
      group: ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os'],
      message: 'libs/domain is pure: no I/O.',
    },
    {
      group: ['fast-check', 'vitest'],
      message: 'Test tools belong in *.test.ts files and the testing entry.',
    },
  ],
};

/**
 * Who may import whom. Mirrors the dependency table of docs/architecture.md:
 * domain -> nothing internal; contract -> domain; client -> contract, domain;
 * messages -> domain; ui -> domain, messages; storefront -> ui, client, contract,
 * domain, messages; api -> contract, domain, messages.
 */
const depConstraints = [
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain'],
    bannedExternalImports: impure,
  },
  {
    sourceTag: 'type:contract',
    onlyDependOnLibsWithTags: ['type:domain', 'type:contract'],
    allowedExternalImports: ['io-ts', 'io-ts/*', 'fp-ts', 'fp-ts/*', 'decimal.js'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:domain', 'type:contract', 'type:data-access'],
    allowedExternalImports: ['io-ts', 'io-ts/*', 'fp-ts', 'fp-ts/*'],
  },
  {
    sourceTag: 'type:messages',
    onlyDependOnLibsWithTags: ['type:domain', 'type:messages'],
    bannedExternalImports: impure,
  },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:domain', 'type:messages', 'type:ui'],
    bannedExternalImports: [
      'effector',
      'effector-*',
      'io-ts',
      'fp-ts',
      'fastify',
      '@fastify/*',
      'pg',
      '@electric-sql/*',
      'drizzle-orm',
      'react-router',
      'react-router-dom',
    ],
  },
  {
    sourceTag: 'platform:browser',
    onlyDependOnLibsWithTags: [
      'type:domain',
      'type:contract',
      'type:data-access',
      'type:messages',
      'type:ui',
    ],
    bannedExternalImports: ['fastify', '@fastify/*', 'pg', '@electric-sql/*', 'drizzle-orm'],
  },
  {
    sourceTag: 'platform:server',
    onlyDependOnLibsWithTags: ['type:domain', 'type:contract', 'type:messages'],
    bannedExternalImports: [
      'react',
      'react-*',
      '@chakra-ui/*',
      '@emotion/*',
      'effector',
      'effector-*',
    ],
  },
  {
    sourceTag: 'type:storybook',
    onlyDependOnLibsWithTags: ['type:ui', 'type:messages', 'type:domain'],
  },
  {
    sourceTag: 'type:tool',
    onlyDependOnLibsWithTags: ['type:domain', 'type:contract', 'type:data-access'],
  },
];

/** Tests and tool configs may also use the test tools. */
const testTools = ['vitest', 'vitest/*', '@vitest/*', 'fast-check'];
const depConstraintsForTests = depConstraints.map((constraint) =>
  constraint.allowedExternalImports === undefined
    ? constraint
    : {
        ...constraint,
        allowedExternalImports: [...constraint.allowedExternalImports, ...testTools],
      },
);
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/vitest.config.ts',
  '**/src/testing/**',
  'apps/api/test/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/storybook-static/**',
      'data/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The rules of hooks, where React is written.
    files: ['apps/storefront/src/**/*.tsx', 'libs/ui/src/**/*.tsx', 'apps/storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: testFiles,
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints: depConstraintsForTests },
      ],
    },
  },
  {
    files: ['libs/domain/src/**/*.ts'],
    ignores: ['libs/domain/src/**/*.test.ts', 'libs/domain/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', nodeBuiltins] },
  },
  prettier,
);
