import type { StorybookConfig } from '@storybook/react-vite';
import type { Rolldown } from 'vite';

/**
 * Every dependency the stories import, pre-bundled when Vite starts, so that a
 * first run on a clean checkout never discovers one mid-run and reloads the
 * browser between test files.
 */
const STORY_DEPENDENCIES = [
  '@chakra-ui/react',
  '@chakra-ui/react/preset-base',
  '@chakra-ui/react/theme',
  '@emotion/react',
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-intl',
  'decimal.js',
  'storybook/test',
];

/**
 * Chakra UI (and other React libraries) start their modules with "use client",
 * a marker for React Server Components bundlers. A client-only bundle has no
 * server components, so Rolldown dropping the marker changes nothing; it still
 * warns once per module (about 970 warnings, 15,000 lines per build). The
 * storefront's `@vitejs/plugin-react` filters the same warning; Storybook's
 * builder has no such plugin. Only that warning, and only for installed
 * packages, is dropped: the project's own modules and every other warning are
 * still reported.
 */
function withoutDependencyDirectiveWarnings(
  previous: Rolldown.InputOptions['onLog'],
): NonNullable<Rolldown.InputOptions['onLog']> {
  return (level, log, handler) => {
    if (log.code === 'MODULE_LEVEL_DIRECTIVE' && /[\\/]node_modules[\\/]/.test(log.id ?? ''))
      return;
    if (previous) previous(level, log, handler);
    else handler(level, log);
  };
}

const config: StorybookConfig = {
  stories: ['../../../libs/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig, { configType }) {
    const build = viteConfig.build ?? {};
    return {
      ...viteConfig,
      // The static build prints warnings only, not its list of about 180 files.
      ...(configType === 'PRODUCTION' ? { logLevel: 'warn' as const } : {}),
      build: {
        ...build,
        reportCompressedSize: false,
        rolldownOptions: {
          ...build.rolldownOptions,
          onLog: withoutDependencyDirectiveWarnings(build.rolldownOptions?.onLog),
        },
      },
      resolve: { ...viteConfig.resolve, tsconfigPaths: true },
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [...(viteConfig.optimizeDeps?.include ?? []), ...STORY_DEPENDENCIES],
      },
    };
  },
};
export default config;
