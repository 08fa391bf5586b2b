import type { Decorator, Preview } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { UiProvider, type Locale } from '@rewards/ui';

/** Every story in the chosen language and theme (toolbar), as the shop renders it. */
const withShop: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'en';
  const dark = context.globals.theme === 'dark';
  return (
    <UiProvider locale={locale}>
      <Box className={dark ? 'dark' : 'light'} bg="bg" color="fg" p="4" minH="100vh" lang={locale}>
        {/* The story's own area: the visual tests picture this, not the whole page. */}
        <Box data-visual-canvas="" display="flow-root">
          <Story />
        </Box>
      </Box>
    </UiProvider>
  );
};

/**
 * The shop's typeface (libs/ui's fonts), its Latin and Thai faces in every weight,
 * loaded before a story renders. The shop preloads its fonts, so a page is first
 * laid out in them; a story is too, and what it measures when it mounts (a list
 * scrolled to its end) does not depend on whether an earlier story loaded them.
 */
async function shopFonts(): Promise<void> {
  await Promise.all(
    ['400', '600', '700'].map((weight) =>
      document.fonts.load(`${weight} 16px 'IBM Plex Sans Thai'`, 'Aก'),
    ),
  );
}

const preview: Preview = {
  decorators: [withShop],
  loaders: [shopFonts],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'th', title: 'ไทย' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark (black catalogue)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
    // The widths the shop is designed for; a story picks one with
    // `globals: { viewport: { value: 'phone' } }` (the tests run at that size too).
    viewport: {
      options: {
        phone: { name: 'Phone (360)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet (820)',
          styles: { width: '820px', height: '1180px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};
export default preview;
