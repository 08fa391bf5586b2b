import type { StorybookConfig } from '@storybook/react-vite';

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

const config: StorybookConfig = {
  stories: ['../../../libs/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      resolve: { ...viteConfig.resolve, tsconfigPaths: true },
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [...(viteConfig.optimizeDeps?.include ?? []), ...STORY_DEPENDENCIES],
      },
    };
  },
};
export default config;
