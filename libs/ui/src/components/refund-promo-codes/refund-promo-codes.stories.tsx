import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { RefundPromoCodes } from './refund-promo-codes';

const meta = {
  title: 'Account/RefundPromoCodes',
  component: RefundPromoCodes,
  args: {
    codes: [
      {
        promoCode: 'RF8K2Q7PZ1',
        value: '1500.00',
        startDate: '2026-10-02T03:00:00.000Z',
        expiredDate: '2026-12-31T16:59:59.000Z',
        description: 'Refund of sub-order KSCTHA0000012301',
      },
      {
        promoCode: 'RF3M9X4LT6',
        value: '499.00',
        startDate: '2026-11-10T03:00:00.000Z',
        expiredDate: '2027-02-28T16:59:59.000Z',
        description: '',
      },
    ],
    order: 'startDate',
    onOrderChange: fn(),
    page: 1,
    totalPages: 3,
    hrefForPage: (page: number) => `/promo-codes?page=${page}`,
  },
} satisfies Meta<typeof RefundPromoCodes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two codes with their value and dates; the order choice is reported. */
export const List: Story = {
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByText('RF8K2Q7PZ1')).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByLabelText(new RegExp(`^${textOf(globals, 'afterSale.promo.sort')}`)),
      'value',
    );
    await expect(args.onOrderChange).toHaveBeenCalledWith('value');
  },
};

/** No code: the spec's empty message. */
export const Empty: Story = {
  args: { codes: [], totalPages: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'list.noRefundPromoCodeFound'))).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = { args: { codes: [], totalPages: 0, loading: true } };
