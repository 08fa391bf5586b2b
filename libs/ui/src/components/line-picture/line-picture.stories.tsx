import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import { devicePicture } from '../../fixtures/pictures';
import { LinePicture } from './line-picture';

const meta = {
  title: 'Checkout/LinePicture',
  component: LinePicture,
  args: { src: devicePicture('phone', '#1d1d1f') },
  decorators: [
    (Story) => (
      <Flex gap="3" align="flex-start">
        <Story />
      </Flex>
    ),
  ],
} satisfies Meta<typeof LinePicture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the review's and a placed order's lists: the larger frame, a decorative picture. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img');
    await expect(picture).not.toBeNull();
    await expect(picture?.getAttribute('alt')).toBe('');
  },
};

/** Beside the checkout's forms: the smaller frame. */
export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).not.toBeNull();
  },
};

/** An item without a picture (a placed order's line may have none): the frame stays, empty. */
export const NoPicture: Story = {
  args: { src: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
