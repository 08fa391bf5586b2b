import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { items } from '../../fixtures/catalogue';
import { textOf } from '../../fixtures/story-text';
import { ItemGrid } from './item-grid';

const meta = {
  title: 'Catalogue/ItemGrid',
  component: ItemGrid,
  args: { items },
} satisfies Meta<typeof ItemGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

function columnsOf(list: Element | null): number {
  return getComputedStyle(list as Element).gridTemplateColumns.split(' ').length;
}

/** 3 items to a row on wide screens. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list'))).toBe(3);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list'))).toBe(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list'))).toBe(1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'list.noItemFound'))).toBeVisible();
  },
};

/** Waiting for the first answer: placeholders, not 'No item found'. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText(textOf(globals, 'list.noItemFound'))).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Opening the page: the first row's pictures come first, the rest lazily. */
export const FirstRowPriority: Story = {
  args: { priority: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const pictures = [...canvasElement.querySelectorAll('li img')];
    await expect(pictures.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      ...pictures.slice(3).map(() => 'lazy'),
    ]);
  },
};
