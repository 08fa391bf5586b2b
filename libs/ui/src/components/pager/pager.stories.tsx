import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { Pager } from './pager';

const meta = {
  title: 'Catalogue/Pager',
  component: Pager,
  args: {
    page: 5,
    totalPages: 10,
    hrefForPage: (page: number) => `/listItem?category=1&page=${page}`,
  },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Margin 1, range 2 (the domain's pager): 1 … 4 5 6 … 10, page 5 marked. */
export const Middle: Story = {
  play: async ({ canvas, globals }) => {
    const pages = canvas
      .getAllByRole('link')
      .filter((link) => /^\d+$/.test(link.textContent ?? ''))
      .map((link) => link.textContent);
    await expect(pages).toEqual(['1', '4', '5', '6', '10']);
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'pager.page', { page: 5 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'pager.nextPage') }),
    ).toHaveAttribute('href', '/listItem?category=1&page=6');
  },
};

/** On the first page there is no previous page. */
export const First: Story = {
  args: { page: 1 },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'pager.previousPage') }),
    ).toBeDisabled();
  },
};

export const Last: Story = {
  args: { page: 10 },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'pager.nextPage') }),
    ).toBeDisabled();
  },
};

/** Without addresses the pages are buttons that call back. */
export const WithButtons: Story = {
  args: { page: 2, totalPages: 4, hrefForPage: undefined, onPageChange: fn() },
  play: async ({ canvas, globals, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'pager.page', { page: 3 }) }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'pager.previousPage') }),
    );
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** One page needs no pager. */
export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
