import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { gridCategories } from '../../fixtures/catalogue';
import { CategoryGrid } from './category-grid';

const meta = {
  title: 'Home/CategoryGrid',
  component: CategoryGrid,
  args: { categories: gridCategories },
} satisfies Meta<typeof CategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows by the first digit of displayOrderGrid: 11-12, then 21-23, then 31-32, then 4. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll('section > div > ul')];
    await expect(rows.map((row) => row.querySelectorAll('li').length)).toEqual([2, 3, 2, 1]);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
