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

/**
 * The storefront's layers (apps/storefront/README.md), from the bottom up:
 * each may import only the layers below it, and a feature or a page never
 * another feature or page (what two of them share moves down a layer, or up
 * into the app that composes them). Nx sees projects, not folders inside one,
 * so these are ESLint's own `no-restricted-imports` over relative paths: a
 * file `depth` folders below its slice reaches a sibling slice with
 * `depth + 1` steps up, and a layer by its folder's name.
 */
const STOREFRONT_LAYERS = ['shared', 'entities', 'features', 'pages', 'app'];
const STOREFRONT_SLICED = new Set(['features', 'pages']);
const storefrontFiles = (path) => [`${path}.ts`, `${path}.tsx`];

function storefrontLayerConfigs() {
  const configs = [];
  STOREFRONT_LAYERS.forEach((layer, index) => {
    const above = STOREFRONT_LAYERS.slice(index + 1);
    if (above.length === 0) return;
    const upward = {
      regex: `^\\.\\.?/(.*/)?(${above.join('|')})(/|$)`,
      message: `The storefront's ${layer} may import only the layers below it (${STOREFRONT_LAYERS.slice(0, index).join(', ') || 'none'}).`,
    };
    const root = `apps/storefront/src/${layer}`;
    if (!STOREFRONT_SLICED.has(layer)) {
      configs.push({ files: storefrontFiles(`${root}/**/*`), patterns: [upward] });
      return;
    }
    for (let depth = 0; depth <= 3; depth += 1) {
      const sibling = {
        regex: `^(\\.\\./){${depth + 1}}[^./]`,
        message: `One of the storefront's ${layer} never imports another: move what they share down a layer, or compose them in the app.`,
      };
      const own = {
        regex: `^\\.\\./(.*/)?${layer}/`,
        message: `Within its own slice a file of the storefront's ${layer} imports relatively; another slice of the ${layer} is out of bounds.`,
      };
      configs.push({
        files: storefrontFiles(`${root}/*/${'*/'.repeat(depth)}*`),
        patterns: [upward, sibling, own],
      });
    }
  });
  return configs.map(({ files, patterns }) => ({
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  }));
}

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
  ...storefrontLayerConfigs(),
  {
    files: ['libs/domain/src/**/*.ts'],
    ignores: ['libs/domain/src/**/*.test.ts', 'libs/domain/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', nodeBuiltins] },
  },
  prettier,
);
