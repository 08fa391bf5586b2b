import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { kind: 'items' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CartIsEmpty: Story = {
  args: { kind: 'cart', continueShoppingHref: '/' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'empty.cart'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'empty.continueShopping') }),
    ).toHaveAttribute('href', '/');
  },
};

export const NoItemFound: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'list.noItemFound'))).toBeVisible();
  },
};

export const NoCatalogueFound: Story = { args: { kind: 'catalogues' } };
export const NoRecordFound: Story = { args: { kind: 'records' } };
export const NoTransactionsFound: Story = { args: { kind: 'transactions' } };
export const NoRefundPromoCodeFound: Story = { args: { kind: 'refundPromoCodes' } };
