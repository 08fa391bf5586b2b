/** A sub-order as the transaction history lists it (`transactionDetails`, the fields this rule needs). */
export interface SubOrderShipping {
  /** `shippingStatus`: the current status text, as the server words it ("Awaiting shipment"). */
  readonly shippingStatus: string;
  /** `deliveredOn`: set once delivered. */
  readonly deliveredOn?: string;
  /** `cancelledOn`: set once cancelled. */
  readonly cancelledOn?: string;
  /** `refundIssued`. */
  readonly refundIssued: boolean;
}

/** The message codes of a sub-order's status; `subOrder.current` shows the server's own text. */
export const SUB_ORDER_STATUS_TEXTS = [
  /** "Delivered" (with the date) */
  'subOrder.delivered',
  /** "Cancelled" (with the date) */
  'subOrder.cancelled',
  /** "Refunded" */
  'subOrder.refunded',
  /** The current status text, as the server words it */
  'subOrder.current',
] as const;

/** The status shown for one sub-order: a message code, with its date or the server's own text. */
export type SubOrderStatus =
  | { readonly code: 'subOrder.delivered'; readonly on: string }
  | { readonly code: 'subOrder.cancelled'; readonly on: string }
  | { readonly code: 'subOrder.refunded' }
  | { readonly code: 'subOrder.current'; readonly status: string };

/**
 * The status of one sub-order (spec section 4): delivered, cancelled, refunded
 * or the current status text, first match wins in that order. Delivered comes
 * first because a delivered parcel is a fact the customer holds in hand; the
 * spec allows returns only for undelivered orders, so a delivered sub-order is
 * not expected to be refunded too. Blank dates from the server count as unset.
 */
export function subOrderStatus(subOrder: SubOrderShipping): SubOrderStatus {
  const deliveredOn = subOrder.deliveredOn?.trim() ?? '';
  if (deliveredOn !== '') return { code: 'subOrder.delivered', on: deliveredOn };
  const cancelledOn = subOrder.cancelledOn?.trim() ?? '';
  if (cancelledOn !== '') return { code: 'subOrder.cancelled', on: cancelledOn };
  if (subOrder.refundIssued) return { code: 'subOrder.refunded' };
  return { code: 'subOrder.current', status: subOrder.shippingStatus };
}
