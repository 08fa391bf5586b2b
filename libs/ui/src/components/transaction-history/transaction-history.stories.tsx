import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formatMessage, type MessageId } from '@rewards/messages';
import { localeOf, textOf } from '../../fixtures/story-text';
import { TransactionHistory, type OrderView } from './transaction-history';

/**
 * The fixtures hold a current status as the id of the text the server sends for it
 * (`shippingStatus.*`, in the shopper's language); the stories show it in theirs.
 */
function withServerTexts(orders: readonly OrderView[], lang: 'en' | 'th'): readonly OrderView[] {
  return orders.map((order) => ({
    ...order,
    subOrders: order.subOrders.map((subOrder) =>
      subOrder.status.code === 'subOrder.current'
        ? {
            ...subOrder,
            status: {
              ...subOrder.status,
              status: formatMessage(subOrder.status.status as MessageId, lang),
            },
          }
        : subOrder,
    ),
  }));
}

const ORDERS: readonly OrderView[] = [
  {
    poNumber: 'KSCTHA00000123',
    orderedOn: '2026-11-02T05:20:00.000Z',
    total: '41900.00',
    orderConfirmationUrl: '/backend/api/storage/order_confirmation/KSCTHA00000123?token=t',
    subOrders: [
      {
        orderNumber: 'KSCTHA0000012301',
        itemName: 'iPhone 17 Pro 256GB Deep Blue',
        partNumber: 'MG8J4TH/A',
        quantity: 1,
        amount: '41900.00',
        status: { code: 'subOrder.current', status: 'shippingStatus.SHIPPED' },
        shipment: {
          status: 'shipment.onItsWayButDelayed',
          carrier: 'Thailand Post',
          carrierUrl: 'https://track.example/EF582621151TH',
          trackingNumber: 'EF582621151TH',
          expectedDeliveryDate: '2026-11-08',
        },
        taxInvoiceUrl: '/backend/api/storage/tax_invoice/KSCTHA0000012301?token=t',
      },
    ],
  },
  {
    poNumber: 'KSCTHA00000098',
    orderedOn: '2026-09-14T09:00:00.000Z',
    total: '9490.00',
    orderConfirmationUrl: '/backend/api/storage/order_confirmation/KSCTHA00000098?token=t',
    subOrders: [
      {
        orderNumber: 'KSCTHA0000009801',
        itemName: 'AirPods Pro 3',
        partNumber: 'MFHP4ZA/A',
        quantity: 1,
        amount: '8990.00',
        status: { code: 'subOrder.delivered', on: '2026-09-19' },
        shipment: { status: 'shipment.delivered', carrier: 'Kerry Express' },
        taxInvoiceUrl: '/backend/api/storage/tax_invoice/KSCTHA0000009801?token=t',
      },
      {
        orderNumber: 'KSCTHA0000009802',
        itemName: 'USB-C Power Adapter 20W',
        partNumber: 'MHJA3ZA/A',
        quantity: 1,
        amount: '500.00',
        status: { code: 'subOrder.refunded' },
        shipment: { status: 'shipment.orderRefunded', expectedDeliveryDate: '2026-09-20' },
        creditNoteUrl: '/backend/api/storage/credit_note/KSCTHA0000009802?token=t',
      },
    ],
  },
];

const meta = {
  title: 'Account/TransactionHistory',
  component: TransactionHistory,
  args: {
    orders: ORDERS,
    lastOrder: '5',
    onLastOrderChange: fn(),
    sort: 'newest',
    onSortChange: fn(),
    page: 1,
    totalPages: 2,
    hrefForPage: (page: number) => `/transaction-history?page=${page}`,
  },
  render: (args, { globals }) => (
    <TransactionHistory {...args} orders={withServerTexts(args.orders, localeOf(globals))} />
  ),
} satisfies Meta<typeof TransactionHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two orders: a delayed parcel with its carrier link, a delivered and a refunded sub-order. */
export const Orders: Story = {
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByText('EF582621151TH')).toBeVisible();
    // The server's status text, in the story's language.
    await expect(canvas.getByText(textOf(globals, 'shippingStatus.SHIPPED'))).toBeVisible();
    await expect(canvas.getByText(textOf(globals, 'shipment.onItsWayButDelayed'))).toBeVisible();
    // A refunded parcel never shows when it was expected: one expected date in all.
    await expect(canvas.getAllByText(textOf(globals, 'afterSale.history.expected'))).toHaveLength(
      1,
    );
    await userEvent.selectOptions(
      canvas.getByLabelText(new RegExp(`^${textOf(globals, 'afterSale.history.show')}`)),
      'ALL',
    );
    await expect(args.onLastOrderChange).toHaveBeenCalledWith('ALL');
  },
};

/** Two chargers, one paid with a refund promo code and the rest by card, awaiting shipment. */
const PAID_WITH_CODE: OrderView = {
  poNumber: 'KSCTHA00000131',
  orderedOn: '2026-11-20T03:10:00.000Z',
  total: '1580.00',
  refundCoupon: { code: 'RF-7QK2M9XH4T', amount: '790.00' },
  paidByCard: '790.00',
  orderConfirmationUrl: '/backend/api/storage/order_confirmation/KSCTHA00000131?token=t',
  subOrders: ['01', '02'].map((unit) => ({
    orderNumber: `KSCTHA00000131${unit}`,
    itemName: 'USB-C Power Adapter 20W',
    partNumber: 'MHJA3ZA/A',
    quantity: 1,
    amount: '790.00',
    status: { code: 'subOrder.current', status: 'shippingStatus.AWAITING_SHIPMENT' } as const,
    shipment: { status: 'shipment.preparingForShipment' } as const,
    taxInvoiceUrl: `/backend/api/storage/tax_invoice/KSCTHA00000131${unit}?token=t`,
  })),
};

/** An order paid partly with a refund promo code: the code's deduction and what the card paid. */
export const PaidWithRefundCode: Story = {
  args: { orders: [PAID_WITH_CODE], totalPages: 1 },
  play: async ({ canvas, globals }) => {
    const line = textOf(globals, 'orderTotals.refundCode', { code: 'RF-7QK2M9XH4T' });
    // The code is an element of its own in the line (kept on one line): the whole term is matched.
    await expect(
      canvas.getByText((_, element) => element?.tagName === 'DT' && element.textContent === line),
    ).toBeVisible();
    await expect(canvas.getByText(textOf(globals, 'afterSale.history.paidByCard'))).toBeVisible();
    await expect(canvas.getByText(/−/)).toHaveTextContent(/790/);
  },
};

export const PaidWithRefundCodePhone: Story = {
  ...PaidWithRefundCode,
  globals: { viewport: { value: 'phone' } },
};

/** No order: the spec's empty message. */
export const Empty: Story = {
  args: { orders: [], totalPages: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'list.noTransactionsFound'))).toBeVisible();
  },
};
