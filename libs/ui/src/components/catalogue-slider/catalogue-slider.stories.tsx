import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { iphoneCatalogues } from '../../fixtures/catalogue';
import { textOf } from '../../fixtures/story-text';
import { CatalogueSlider } from './catalogue-slider';

const meta = {
  title: 'Catalogue/CatalogueSlider',
  component: CatalogueSlider,
  args: { catalogues: iphoneCatalogues, active: 11 },
} satisfies Meta<typeof CatalogueSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by displayOrder then displaySubOrder (the domain), 'New' where a catalogue has a new item. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [11, 12, 14, 13, 15, 16, 17].map((id) => `/listItem?category=1&catalogue=${id}`),
    );
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText(textOf(globals, 'badge.new'))).toHaveLength(2);
  },
};

/** A category that lists its items: All Accessories comes first. */
export const WithAllAccessories: Story = {
  args: { useListing: 'Y', allAccessoriesHref: '/listItem?category=1', active: 'all' },
  play: async ({ canvas, globals }) => {
    const first = canvas.getAllByRole('link')[0];
    await expect(first).toHaveTextContent(textOf(globals, 'catalogueSlider.allAccessories'));
    await expect(first).toHaveAttribute('aria-current', 'page');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
