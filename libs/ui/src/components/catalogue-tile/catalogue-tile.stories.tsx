import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import { devicePicture } from '../../fixtures/pictures';
import { textOf } from '../../fixtures/story-text';
import { CatalogueTile } from './catalogue-tile';

const meta = {
  title: 'Catalogue/CatalogueTile',
  component: CatalogueTile,
  args: {
    tile: {
      name: 'iPhone 17 Pro',
      thaiName: 'ไอโฟน 17 โปร',
      href: '/listItem?catalogue=11',
      imageUrl: devicePicture('phone', '#c2410c'),
    },
  },
  decorators: [
    (Story) => (
      <Box maxW="xs">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CatalogueTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      globals.locale === 'th' ? 'ไอโฟน 17 โปร' : 'iPhone 17 Pro',
    );
  },
};

export const New: Story = {
  args: { tile: { ...meta.args.tile, isNew: true } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'badge.new'))).toBeVisible();
  },
};

/** A highlighted catalogue: a wide picture on wider screens, on its own background. */
export const Highlight: Story = {
  args: {
    tile: {
      ...meta.args.tile,
      highlight: true,
      bgColor: '#fff7ed',
      imageUrl: devicePicture('phone', '#c2410c', '#fff7ed'),
    },
  },
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
};
