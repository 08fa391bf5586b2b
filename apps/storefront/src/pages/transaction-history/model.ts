import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  AFTER_SALE_PAGE_SIZE,
  afterSaleRoutes,
  type LimitRecord,
  type TransactionHistory,
  type TransactionHistoryBody,
} from '@rewards/api-client/contract';
import {
  lastOrderLimit,
  localizedText,
  parseLastOrderChoice,
  parsePageNumber,
  subOrderStatus,
  type Language,
  type LastOrderChoice,
} from '@rewards/domain';
import type { HistorySort, OrderView } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { privatePage } from '../../features/auth/private-page';
import { client } from '../../shared/api';
import { navigateFx, navigationTo } from '../../shared/router/model';
import { shopUrl, type Query } from '../../shared/url/query';

/** What the address asks for (spec section 2): the latest orders, the page and the order. */
export interface HistoryQuery {
  readonly lastOrder: LastOrderChoice;
  readonly page: number;
  readonly sort: HistorySort;
}

/** `/transaction-history?lastOrder=…&page=…&sort=…`: 5 latest, page 1, newest first by default. */
export function parseHistoryQuery(query: Query): HistoryQuery {
  return {
    lastOrder: parseLastOrderChoice(query.lastOrder),
    page: parsePageNumber(query.page),
    sort: query.sort === 'oldest' ? 'oldest' : 'newest',
  };
}

/** The call's body: the lastOrder choice is its `limitRecord`, the order the date's direction. */
export function historyBody(query: HistoryQuery): TransactionHistoryBody {
  const limit = lastOrderLimit(query.lastOrder);
  return {
    pageNumber: query.page,
    limitRecord: (limit ?? 'ALL') as LimitRecord,
    orders: [{ property: 'orderedOn', direction: query.sort === 'oldest' ? 'ASC' : 'DESC' }],
  };
}

/** The address of the history with some of its choices changed. */
export function historyHref(query: HistoryQuery, lang: Language): string {
  return shopUrl('/transaction-history', lang, {
    lastOrder: query.lastOrder === '5' ? undefined : query.lastOrder,
    sort: query.sort === 'newest' ? undefined : query.sort,
    page: query.page === 1 ? undefined : query.page,
  });
}

/** An order of the answer as the page shows it, names in the page's language. */
export function orderView(order: TransactionHistory['orders'][number], lang: Language): OrderView {
  return {
    poNumber: order.poNumber,
    orderedOn: order.orderedOn,
    total: order.totalAmount,
    // A refund promo code's deduction and the card's part, as the server answered them.
    ...(order.refundCoupon === undefined
      ? {}
      : {
          refundCoupon: order.refundCoupon,
          ...(order.payAbleAmount === undefined ? {} : { paidByCard: order.payAbleAmount }),
        }),
    orderConfirmationUrl: order.urlOrderConfirm,
    subOrders: order.transactionDetails.map((detail) => ({
      orderNumber: detail.orderNumber,
      itemName: localizedText(detail.itemName, detail.thaiItemName, lang),
      partNumber: detail.partNumber,
      quantity: detail.quantity,
      amount: detail.originalAmount,
      ...(detail.imageUrls[0] === undefined ? {} : { imageUrl: detail.imageUrls[0] }),
      status: subOrderStatus({
        shippingStatus: detail.shippingStatus,
        refundIssued: detail.refundIssued,
        ...(detail.deliveredOn === undefined ? {} : { deliveredOn: detail.deliveredOn }),
        ...(detail.cancelledOn === undefined ? {} : { cancelledOn: detail.cancelledOn }),
      }),
      shipment: {
        status: detail.shipment.status,
        ...(detail.shipment.carrier === undefined ? {} : { carrier: detail.shipment.carrier }),
        ...(detail.shipment.carrierUrl === undefined
          ? {}
          : { carrierUrl: detail.shipment.carrierUrl }),
        ...(detail.shipment.trackingNumber === undefined
          ? {}
          : { trackingNumber: detail.shipment.trackingNumber }),
        ...(detail.shipment.expectedDeliveryDate === undefined ||
        detail.shipment.status === 'shipment.orderRefunded'
          ? {}
          : { expectedDeliveryDate: detail.shipment.expectedDeliveryDate }),
      },
      ...(detail.hasTaxInvoice && detail.urlTaxInvoice !== undefined
        ? { taxInvoiceUrl: detail.urlTaxInvoice }
        : {}),
      ...(detail.hasCreditNote && detail.urlCreditNote !== undefined
        ? { creditNoteUrl: detail.urlCreditNote }
        : {}),
    })),
  };
}

export const historyOpened = createEvent<Query>();
export const lastOrderChosen = createEvent<LastOrderChoice>();
export const sortChosen = createEvent<HistorySort>();

/** What the address asks for (nothing of the shopper): the browser takes it from the server's page. */
export const $query = createStore<HistoryQuery | null>(null).on(historyOpened, (_, query) =>
  parseHistoryQuery(query),
);

/** A signed-in customer's page; anyone else signs in first and comes back. */
export const historyPage = privatePage({
  page: 'transactionHistory',
  opened: historyOpened,
  $opened: $query,
  access: { who: 'customer', otherwise: 'signIn' },
});

export const fetchHistoryFx = createEffect(
  (body: TransactionHistoryBody): Promise<TransactionHistory> =>
    client.request(afterSaleRoutes.transactionHistory, { body }),
);

const EMPTY: TransactionHistory = {
  orders: [],
  pagination: { totalRecords: 0, numOfPages: 0, pageNumber: 1, pageSize: AFTER_SALE_PAGE_SIZE },
  sort: { property: 'orderedOn', direction: 'DESC' },
};

export const $result = createStore<TransactionHistory | null>(null, { serialize: 'ignore' });
export const $ready = createStore(false, { serialize: 'ignore' })
  .on(historyPage.admitted, () => true)
  .reset(historyOpened);
export const $loading = fetchHistoryFx.pending;
export const $orders = combine($result, $locale, (result, lang) =>
  (result?.orders ?? []).map((order) => orderView(order, lang)),
);
export const $pages = $result.map((result) => result?.pagination.numOfPages ?? 0);

// An admitted customer's page of the history as the address asks.
sample({ clock: historyPage.admitted, fn: historyBody, target: fetchHistoryFx });
sample({ clock: fetchHistoryFx.doneData, target: $result });
// A history that cannot be read is an empty one (spec section 8).
sample({ clock: fetchHistoryFx.fail, fn: () => EMPTY, target: $result });

// Another choice of orders or order starts again at page 1.
sample({
  clock: lastOrderChosen,
  source: { query: $query, lang: $locale },
  filter: ({ query }) => query !== null,
  fn: ({ query, lang }, lastOrder) =>
    navigationTo(historyHref({ ...(query as HistoryQuery), lastOrder, page: 1 }, lang)),
  target: navigateFx,
});
sample({
  clock: sortChosen,
  source: { query: $query, lang: $locale },
  filter: ({ query }) => query !== null,
  fn: ({ query, lang }, sort) =>
    navigationTo(historyHref({ ...(query as HistoryQuery), sort, page: 1 }, lang)),
  target: navigateFx,
});
