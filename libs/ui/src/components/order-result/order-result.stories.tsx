import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paidOrder, pointsOrder, refundCodeOrder, storyRegions } from '../../fixtures/checkout';
import { localeOf, textOf } from '../../fixtures/story-text';
import { CheckoutLayout } from '../checkout-layout/checkout-layout';
import { OrderResult } from './order-result';

/** A failure's name as the server gives it, in the story's language. */
function failureTitle(globals: Readonly<Record<string, unknown>>, status: 'failed' | 'cancel') {
  if (localeOf(globals) === 'th') return status === 'failed' ? 'ไม่สำเร็จ' : 'ถูกยกเลิก';
  return status === 'failed' ? 'declined' : 'cancelled';
}

const meta = {
  title: 'Checkout/OrderResult',
  component: OrderResult,
  args: {
    status: 'success',
    order: paidOrder,
    regions: storyRegions,
    cartHref: '/cart/1',
    onDone: fn(),
  },
  render: (args, { globals }) => (
    <CheckoutLayout step={5}>
      <OrderResult
        {...args}
        title={args.status === 'success' ? undefined : failureTitle(globals, args.status)}
      />
    </CheckoutLayout>
  ),
} satisfies Meta<typeof OrderResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Purchase Completed: the order number and date, each unit with its sub-order number,
 * engraving and care plan, both addresses, the card, the plan and the amounts; Done.
 */
export const Completed: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, globals, args }) => {
    const th = localeOf(globals) === 'th';
    await expect(
      canvas.getByRole('heading', { name: textOf(globals, 'checkout.result.completed') }),
    ).toBeVisible();
    await expect(canvas.getByText('OEKSCTHA00000042')).toBeVisible();
    await expect(canvas.getByText(th ? /พฤศจิกายน 2569/ : /23 November 2026/)).toBeVisible();
    const items = within(
      canvas.getByRole('region', { name: textOf(globals, 'checkout.result.items') }),
    );
    await expect(items.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      items.getByText(
        textOf(globals, 'checkout.result.subOrder', { number: 'OEKSCTHA0000004202' }),
      ),
    ).toBeVisible();
    await expect(
      items.getByText(textOf(globals, 'cartPage.engravedLine', { line: 2, text: 'SUDA' })),
    ).toBeVisible();
    const payment = within(
      canvas.getByRole('region', { name: textOf(globals, 'checkout.result.payment') }),
    );
    await expect(payment.getByText(textOf(globals, 'cardBrand.KCC'))).toBeVisible();
    await expect(payment.getByText('4111 11XX XXXX 1111')).toBeVisible();
    await expect(payment.getByText(th ? '108,280 บาท' : 'THB 108,280')).toBeVisible();
    await expect(payment.getByText(th ? '10,828 บาท/เดือน' : 'THB 10,828/month')).toBeVisible();
    await expect(payment.getByText(th ? '−500 บาท' : '−THB 500')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.result.done') }),
    );
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Paid with points and cash, as a guest: the points and how to reach support later. */
export const CompletedWithPointsAsGuest: Story = {
  args: { order: pointsOrder, guest: true },
  play: async ({ canvas, globals }) => {
    const th = localeOf(globals) === 'th';
    await expect(canvas.getByText(th ? '120,000 คะแนน' : '120,000 points')).toBeVisible();
    await expect(canvas.getByText(textOf(globals, 'checkout.result.guestNote'))).toBeVisible();
    await expect(canvas.queryByText(textOf(globals, 'checkout.result.plan'))).toBeNull();
  },
};

/**
 * Paid partly with a refund promo code: its line with the code on one line and what it took
 * off, and the card's part, the total less the code.
 */
export const CompletedWithRefundCode: Story = {
  args: { order: refundCodeOrder },
  play: async ({ canvas, globals }) => {
    const th = localeOf(globals) === 'th';
    const payment = within(
      canvas.getByRole('region', { name: textOf(globals, 'checkout.result.payment') }),
    );
    const line = textOf(globals, 'orderTotals.refundCode', { code: 'RF-7QK2M9XH4T' });
    // The code is an element of its own in the line (kept on one line): the whole term is matched.
    await expect(
      payment.getByText((_, element) => element?.tagName === 'DT' && element.textContent === line),
    ).toBeVisible();
    await expect(payment.getByText(th ? '−20,000 บาท' : '−THB 20,000')).toBeVisible();
    await expect(payment.getByText(th ? '108,780 บาท' : 'THB 108,780')).toBeVisible();
    await expect(payment.getByText(th ? '88,780 บาท' : 'THB 88,780')).toBeVisible();
  },
};

/** The payment was declined: "Your order was {title}", the cart is kept, Back to cart and Done. */
export const Failed: Story = {
  args: { status: 'failed', order: undefined, poNumber: 'OEKSCTHA00000043' },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      textOf(globals, 'checkout.result.failed', { title: failureTitle(globals, 'failed') }),
    );
    await expect(canvas.getByText(textOf(globals, 'checkout.result.failedNext'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'checkout.result.backToCart') }),
    ).toHaveAttribute('href', '/cart/1');
    await expect(
      canvas.getByText(
        textOf(globals, 'checkout.result.failedOrder', { poNumber: 'OEKSCTHA00000043' }),
      ),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.result.done') }),
    );
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Cancelled at the payment provider. */
export const Cancelled: Story = {
  args: { status: 'cancel', order: undefined },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      textOf(globals, 'checkout.result.failed', { title: failureTitle(globals, 'cancel') }),
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const FailedPhone: Story = {
  args: { status: 'failed', order: undefined },
  globals: { viewport: { value: 'phone' } },
};
