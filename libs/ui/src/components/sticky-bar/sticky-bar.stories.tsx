import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Input, chakra } from '@chakra-ui/react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { PriceTag } from '../price-tag/price-tag';
import { ToTopButton } from '../to-top-button/to-top-button';
import { StickyBar } from './sticky-bar';

const meta = {
  title: 'Layout/StickyBar',
  component: StickyBar,
  args: { children: null },
  render: () => (
    <Box minH="300vh">
      <chakra.p>↓</chakra.p>
      <StickyBar>
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="4">
          <chakra.p fontWeight="semibold" truncate>
            iPhone 17 Pro
          </chakra.p>
          <PriceTag amount="45900" />
        </Box>
      </StickyBar>
      <ToTopButton />
    </Box>
  ),
} satisfies Meta<typeof StickyBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bar appears past 150 px, the to-top button past 20 px; to-top scrolls back and both go. */
export const OnScroll: Story = {
  play: async ({ canvas, globals }) => {
    const toTop = () => canvas.queryByRole('button', { name: textOf(globals, 'toTop.label') });
    await expect(canvas.queryByTestId('sticky-bar')).toBeNull();
    await expect(toTop()).toBeNull();
    window.scrollTo({ top: 60, behavior: 'instant' });
    await waitFor(() => expect(toTop()).toBeVisible());
    await expect(canvas.queryByTestId('sticky-bar')).toBeNull();
    window.scrollTo({ top: 400, behavior: 'instant' });
    await waitFor(() => expect(canvas.getByTestId('sticky-bar')).toBeVisible());
    await userEvent.click(toTop() as HTMLElement);
    await waitFor(() => expect(canvas.queryByTestId('sticky-bar')).toBeNull());
    await waitFor(() => expect(toTop()).toBeNull());
  },
};

/** Standing in for the header's search box: hidden while that box is still on screen. */
export const ReplacesSearch: Story = {
  render: () => (
    <Box minH="300vh">
      <Box height="250px" />
      <Input id="header-search" aria-label="Search" />
      <StickyBar replaces="header-search">
        <Input aria-label="Search" />
      </StickyBar>
    </Box>
  ),
  play: async ({ canvas }) => {
    // Past 150 px but the header's box is still on screen: one search box.
    window.scrollTo({ top: 200, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByTestId('sticky-bar')).toBeNull();
    await expect(canvas.getAllByRole('textbox', { name: 'Search' })).toHaveLength(1);
    // Once it has scrolled away, the bar's box takes over: still one on screen.
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await waitFor(() => expect(canvas.getByTestId('sticky-bar')).toBeVisible());
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(canvas.queryByTestId('sticky-bar')).toBeNull());
  },
};
