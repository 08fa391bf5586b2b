import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import { items } from '../../fixtures/catalogue';
import { textOf } from '../../fixtures/story-text';
import { ItemCard } from './item-card';

const [orange, silver, ipad, macbook, , airpods] = items;
if (
  orange === undefined ||
  silver === undefined ||
  ipad === undefined ||
  macbook === undefined ||
  airpods === undefined
) {
  throw new Error('The item fixtures changed');
}

const meta = {
  title: 'Catalogue/ItemCard',
  component: ItemCard,
  args: { item: silver },
  decorators: [
    (Story) => (
      <Box maxW="xs">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { item: { ...silver, isNew: false } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', silver.href);
    await expect(
      canvas.getByText(globals.locale === 'th' ? '53,900 บาท' : 'THB 53,900'),
    ).toBeVisible();
  },
};

export const New: Story = {
  args: { item: orange },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'badge.new'))).toBeVisible();
  },
};

export const Reduced: Story = { args: { item: ipad } };

/** A long name is cut at 5 lines, never mid-word in Thai. */
export const LongName: Story = {
  args: { item: macbook },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('heading');
    const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 5 + 1);
  },
};

/** Past its end date: muted, with a note. */
export const Unavailable: Story = {
  args: { item: airpods },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'itemCard.unavailable'))).toBeVisible();
  },
};
