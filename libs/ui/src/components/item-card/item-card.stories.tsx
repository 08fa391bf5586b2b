import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
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

/** Past its end date: an 'Expired' tag on the picture, muted, with a note. */
export const Unavailable: Story = {
  args: { item: airpods },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByTestId('expired-tag')).toHaveTextContent(
      textOf(globals, 'badge.expired'),
    );
    await expect(canvas.getByText(textOf(globals, 'itemCard.unavailable'))).toBeVisible();
  },
};

/** A new item past its end date is expired, not new. */
export const ExpiredNotNew: Story = {
  args: { item: { ...orange, available: false } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByTestId('expired-tag')).toBeVisible();
    await expect(canvas.queryByText(textOf(globals, 'badge.new'))).toBeNull();
  },
};

/** Points prices only while the points feature is on (off by default, as the spec says). */
export const PointsOnlyWhenEnabled: Story = {
  args: { item: { ...silver, points: 8_983_334 } },
  render: (args) => (
    <Box display="grid" gap="4">
      <div data-testid="off">
        <ItemCard {...args} />
      </div>
      <div data-testid="on">
        <ItemCard {...args} pointsEnabled />
      </div>
    </Box>
  ),
  play: async ({ canvas, globals }) => {
    const points = globals.locale === 'th' ? '8,983,334 คะแนน' : '8,983,334 points';
    await expect(
      within(canvas.getByTestId('off')).queryByText(points, { exact: false }),
    ).toBeNull();
    await expect(
      within(canvas.getByTestId('on')).getByText(points, { exact: false }),
    ).toBeVisible();
  },
};

/** The picture's space is reserved (width and height); lazy below the fold, first with `priority`. */
export const PicturePriority: Story = {
  render: (args) => (
    <Box display="grid" gap="4">
      <div data-testid="first">
        <ItemCard {...args} priority />
      </div>
      <div data-testid="later">
        <ItemCard {...args} />
      </div>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const [first, later] = ['first', 'later'].map((id) =>
      canvasElement.querySelector(`[data-testid="${id}"] img`),
    );
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(later).toHaveAttribute('loading', 'lazy');
    await expect(later).not.toHaveAttribute('fetchpriority');
    for (const image of [first, later]) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
  },
};
