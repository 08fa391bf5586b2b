import {
  AFTER_SALE_PAGE_SIZE,
  type Shipment,
  type TransactionDetail,
  type TransactionHistory,
  type TransactionHistoryBody,
  type TransactionSort,
} from '@rewards/api-client/contract';
import { describeShipment, type ShipmentStatus } from '@rewards/domain';
import { formatMessage, type MessageLang } from '@rewards/messages';
import { moneyOf, withoutNulls } from '../plugins/app/rows';
import type { AfterSaleDependencies } from './after-sale-dependencies';
import { documentLink, type DocumentLinkDeps } from '../documents/document-links';
import {
  createHistoryRepository,
  type HistoryOrderRow,
  type HistoryUnitRow,
} from './history-repository';

/** The history's default: the latest 5 orders, newest first. */
const DEFAULT_LIMIT = 5;
const DEFAULT_SORT: TransactionSort = { property: 'orderedOn', direction: 'DESC' };

/** Where a sub-order's state puts its parcel, in the shipment lookup's terms. */
const SHIPMENT_OF_STATE: Readonly<Record<HistoryUnitRow['shipping_state'], ShipmentStatus>> = {
  AWAITING_SHIPMENT: 'PREPARING',
  SHIPPED: 'ON_ITS_WAY',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'VOIDED',
  REFUNDED: 'REFUNDED',
};

function shipmentOf(unit: HistoryUnitRow, now: Date): Shipment {
  const described = describeShipment(
    {
      status: SHIPMENT_OF_STATE[unit.shipping_state],
      ...withoutNulls({ expectedDeliveryDate: unit.expected_delivery_date }),
    },
    now,
  );
  return {
    status: described.text,
    delayed: described.delayed,
    ...withoutNulls({
      deliveryDate: unit.delivered_on,
      carrier: unit.carrier,
      carrierUrl: unit.carrier_url,
      trackingNumber: unit.tracking_number,
      expectedDeliveryDate: described.showExpectedDate ? unit.expected_delivery_date : null,
    }),
  };
}

function detailOf(
  order: HistoryOrderRow,
  unit: HistoryUnitRow,
  links: DocumentLinkDeps,
  lang: MessageLang,
): TransactionDetail {
  const link = (kind: 'tax_invoice' | 'credit_note') =>
    documentLink(
      links,
      { kind, poNumber: order.po_number, owner: order.owner, number: unit.sub_order_number },
      lang,
    );
  return {
    itemName: unit.item_name,
    thaiItemName: unit.thai_item_name,
    partNumber: unit.part_number,
    orderNumber: unit.sub_order_number,
    quantity: 1,
    originalAmount: moneyOf(unit.original_amount),
    shippingStatus: formatMessage(`shippingStatus.${unit.shipping_state}`, lang),
    refundIssued: unit.refund_issued,
    // A paid order's tax invoice is issued on its owner's first request.
    hasTaxInvoice: true,
    hasCreditNote: unit.has_credit_note,
    imageUrls: [unit.image_url],
    shipment: shipmentOf(unit, links.now),
    urlTaxInvoice: link('tax_invoice'),
    ...(unit.has_credit_note ? { urlCreditNote: link('credit_note') } : {}),
    ...withoutNulls({
      deliveredOn: unit.delivered_on,
      cancelledOn: unit.shipping_state === 'CANCELLED' ? unit.closed_on : null,
    }),
  };
}

/**
 * A page of the signed-in customer's transaction history (spec sections 2
 * and 3): their own paid orders only (a guest's never, until assigned), the
 * latest `limitRecord` of them (5 by default, or ALL), 5 to a page, sorted by
 * the first of `orders` (newest first by default). Each sub-order carries its
 * shipment through the domain's `describeShipment` and links to its documents
 * with short-lived document tokens.
 */
export async function transactionHistory(
  deps: Pick<AfterSaleDependencies, 'db' | 'clock' | 'publicOrigin' | 'documents'>,
  customerId: number,
  body: TransactionHistoryBody,
  lang: MessageLang,
): Promise<TransactionHistory> {
  const limitRecord = body.limitRecord ?? DEFAULT_LIMIT;
  const latest = limitRecord === 'ALL' ? undefined : limitRecord;
  const sort = body.orders?.[0] ?? DEFAULT_SORT;
  const history = createHistoryRepository(deps.db);
  const totalRecords = await history.count(customerId, latest);
  const numOfPages = Math.ceil(totalRecords / AFTER_SALE_PAGE_SIZE);
  const pageNumber = body.pageNumber ?? 1;
  const orders =
    (pageNumber - 1) * AFTER_SALE_PAGE_SIZE >= totalRecords
      ? []
      : await history.page(customerId, {
          latest,
          property: sort.property,
          direction: sort.direction,
          offset: (pageNumber - 1) * AFTER_SALE_PAGE_SIZE,
          size: AFTER_SALE_PAGE_SIZE,
        });
  const units = await history.units(orders.map((order) => order.order_id));
  const links: DocumentLinkDeps = {
    publicOrigin: deps.publicOrigin,
    secret: deps.documents.secret,
    now: deps.clock.now(),
  };
  return {
    orders: orders.map((order) => ({
      poNumber: order.po_number,
      orderedOn: order.created_at.toISOString(),
      totalAmount: moneyOf(order.total_amount),
      payAbleAmount: moneyOf(order.pay_able_amount),
      urlOrderConfirm: documentLink(
        links,
        {
          kind: 'order_confirmation',
          poNumber: order.po_number,
          owner: order.owner,
          number: order.po_number,
        },
        lang,
      ),
      transactionDetails: units
        .filter((unit) => unit.order_id === order.order_id)
        .map((unit) => detailOf(order, unit, links, lang)),
      ...(order.refund_coupon === null
        ? {}
        : {
            refundCoupon: {
              code: order.refund_coupon,
              amount: moneyOf(order.refund_coupon_amount),
            },
          }),
    })),
    pagination: {
      totalRecords,
      numOfPages,
      pageNumber,
      pageSize: AFTER_SALE_PAGE_SIZE,
      limitRecord,
    },
    sort,
  };
}
