import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { TransactionHistory, type TransactionHistoryBody } from '@rewards/api-client/contract';
import { $cartRestored } from '../../entities/cart/model';
import { $locale } from '../../entities/locale/model';
import { $idToken, $sessionRestored } from '../../entities/session/model';
import { $location, navigateFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import { parseQuery } from '../../shared/url/query';
import { wire } from '../../testing/checkout';
import {
  $orders,
  $pages,
  $ready,
  fetchHistoryFx,
  historyOpened,
  lastOrderChosen,
  sortChosen,
} from './model';

const DETAIL = {
  itemName: 'AirPods Pro 3',
  thaiItemName: 'แอร์พอดส์ โปร 3',
  partNumber: 'MFHP4ZA/A',
  quantity: 1,
  originalAmount: '8990.00',
  shippingStatus: 'Awaiting shipment',
  refundIssued: 'N',
  hasTaxInvoice: 'Y',
  hasCreditNote: 'N',
  imageUrls: ['/images/airpods.svg'],
};

const ANSWER = wire(TransactionHistory, {
  orders: [
    {
      poNumber: 'RKSCTHA00000123',
      orderedOn: '2026-11-02T05:20:00.000Z',
      totalAmount: '9490.00',
      urlOrderConfirm: 'https://shop.example/backend/api/storage/order_confirmation/X?token=d',
      transactionDetails: [
        {
          ...DETAIL,
          orderNumber: 'RKSCTHA0000012301',
          shipment: {
            status: 'shipment.onItsWayButDelayed',
            delayed: true,
            carrier: 'Thailand Post',
            carrierUrl: 'https://track.example/EF1TH',
            trackingNumber: 'EF1TH',
            expectedDeliveryDate: '2026-11-08',
          },
          urlTaxInvoice: 'https://shop.example/backend/api/storage/tax_invoice/X01?token=d',
        },
        {
          ...DETAIL,
          orderNumber: 'RKSCTHA0000012302',
          refundIssued: 'Y',
          hasTaxInvoice: 'N',
          hasCreditNote: 'Y',
          shipment: {
            status: 'shipment.orderRefunded',
            delayed: false,
            expectedDeliveryDate: '2026-11-08',
          },
          urlCreditNote: 'https://shop.example/backend/api/storage/credit_note/X02?token=d',
        },
      ],
    },
  ],
  pagination: { totalRecords: 7, numOfPages: 2, pageNumber: 1, pageSize: 5, limitRecord: 25 },
  sort: { property: 'orderedOn', direction: 'DESC' },
});

function setUp(answer: () => Promise<TransactionHistory>, token: string | null = 'token') {
  const navigations: NavigateTo[] = [];
  const asked: TransactionHistoryBody[] = [];
  const scope = fork({
    values: [
      [$cartRestored, true],
      [$sessionRestored, true],
      [$idToken, token],
      [$locale, 'th'],
      [$location, { pathname: '/transaction-history', search: '?lang=th' }],
    ],
    handlers: [
      [navigateFx, recordNavigation(navigations)],
      [fetchHistoryFx, (body: TransactionHistoryBody) => (asked.push(body), answer())],
    ],
  });
  const open = (search: string) => allSettled(historyOpened, { scope, params: parseQuery(search) });
  return { scope, navigations, asked, open };
}

describe('/transaction-history', () => {
  it('lastOrder is the limitRecord (5 by default, ALL as it is), the newest first unless asked', async () => {
    const { asked, open } = setUp(() => Promise.resolve(ANSWER));
    await open('?lang=th');
    await open('?lastOrder=25&page=2&sort=oldest&lang=th');
    await open('?lastOrder=all&lang=th');
    expect(asked).toEqual([
      { pageNumber: 1, limitRecord: 5, orders: [{ property: 'orderedOn', direction: 'DESC' }] },
      { pageNumber: 2, limitRecord: 25, orders: [{ property: 'orderedOn', direction: 'ASC' }] },
      { pageNumber: 1, limitRecord: 'ALL', orders: [{ property: 'orderedOn', direction: 'DESC' }] },
    ]);
  });

  it('each sub-order with its status, shipment and the documents the answer links', async () => {
    const { scope, open } = setUp(() => Promise.resolve(ANSWER));
    await open('?lang=th');
    expect(scope.getState($pages)).toBe(2);
    const [order] = scope.getState($orders);
    expect(order?.orderConfirmationUrl).toContain('order_confirmation');
    const [shipped, refunded] = order?.subOrders ?? [];
    expect(shipped).toMatchObject({
      itemName: 'แอร์พอดส์ โปร 3',
      status: { code: 'subOrder.current', status: 'Awaiting shipment' },
      shipment: {
        status: 'shipment.onItsWayButDelayed',
        carrierUrl: 'https://track.example/EF1TH',
        trackingNumber: 'EF1TH',
        expectedDeliveryDate: '2026-11-08',
      },
      taxInvoiceUrl: 'https://shop.example/backend/api/storage/tax_invoice/X01?token=d',
    });
    expect(shipped?.creditNoteUrl).toBeUndefined();
    // Refunded: the expected date is hidden, the credit note offered.
    expect(refunded?.status).toEqual({ code: 'subOrder.refunded' });
    expect(refunded?.shipment.expectedDeliveryDate).toBeUndefined();
    expect(refunded?.creditNoteUrl).toContain('credit_note');
    expect(refunded?.taxInvoiceUrl).toBeUndefined();
  });

  it('an order paid partly with a refund promo code shows the server’s deduction and card part', async () => {
    const sent = TransactionHistory.encode(ANSWER);
    const withCode = wire(TransactionHistory, {
      ...sent,
      orders: [
        {
          ...sent.orders[0],
          payAbleAmount: '4745.00',
          refundCoupon: { code: 'RF-7QK2M9XH4T', amount: '4745.00' },
        },
      ],
    });
    const { scope, open } = setUp(() => Promise.resolve(withCode));
    await open('?lang=th');
    const [order] = scope.getState($orders);
    expect(order?.refundCoupon?.code).toBe('RF-7QK2M9XH4T');
    expect(String(order?.refundCoupon?.amount)).toBe('4745');
    expect(String(order?.paidByCard)).toBe('4745');
    // Without a code, neither is shown.
    const plain = setUp(() => Promise.resolve(ANSWER));
    await plain.open('?lang=th');
    expect(plain.scope.getState($orders)[0]).not.toHaveProperty('refundCoupon');
    expect(plain.scope.getState($orders)[0]).not.toHaveProperty('paidByCard');
  });

  it('a history that cannot be read is empty; a visitor is sent to sign in', async () => {
    const failed = setUp(() => Promise.reject(new Error('down')));
    await failed.open('?lang=th');
    expect(failed.scope.getState($orders)).toEqual([]);
    expect(failed.scope.getState($ready)).toBe(true);

    const visitor = setUp(() => Promise.resolve(ANSWER), null);
    await visitor.open('?lang=th');
    expect(visitor.asked).toEqual([]);
    expect(visitor.navigations).toEqual([{ pathname: '/', search: '?lang=th', replace: true }]);
  });

  it('another choice goes back to page 1 and keeps the other', async () => {
    const { navigations, open, scope } = setUp(() => Promise.resolve(ANSWER));
    await open('?lastOrder=25&page=2&lang=th');
    await allSettled(sortChosen, { scope, params: 'oldest' });
    await allSettled(lastOrderChosen, { scope, params: 'ALL' });
    expect(navigations).toEqual([
      { pathname: '/transaction-history', search: '?lastOrder=25&sort=oldest&lang=th' },
      { pathname: '/transaction-history', search: '?lastOrder=ALL&lang=th' },
    ]);
  });
});
