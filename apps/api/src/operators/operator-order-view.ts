import type { OperatorOrder, OperatorSubOrder } from '@rewards/api-client/contract';
import {
  minMoney,
  refundShares,
  sumMoney,
  type Money,
  type PaidAmounts,
  type ShipmentStatus,
  type SubOrderState,
} from '@rewards/domain';
import { formatMessage, type MessageLang } from '@rewards/messages';
import type { OperatorOrderRecord, OperatorUnitRecord } from './operator-orders-repository';

/** Where the shipment-status lookup says a sub-order is (libs/domain `describeShipment`). */
const SHIPMENT_STATUS: Record<SubOrderState, ShipmentStatus> = {
  AWAITING_SHIPMENT: 'PREPARING',
  SHIPPED: 'ON_ITS_WAY',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'VOIDED',
  REFUNDED: 'REFUNDED',
};

/** What a unit costs before the discount: the unit and its care plan. */
export function unitTotal(unit: OperatorUnitRecord): Money {
  return sumMoney(
    unit.carePlanPrice === null ? [unit.unitPrice] : [unit.unitPrice, unit.carePlanPrice],
  );
}

/**
 * Each unit's share of what the order's customer paid: the cash (the card's
 * and what a refund promo code paid), and every point redeemed.
 */
export function sharesOf(
  order: OperatorOrderRecord,
  units: readonly OperatorUnitRecord[],
): PaidAmounts[] {
  return refundShares(
    {
      cash: sumMoney([order.payAbleAmount, order.refundCouponAmount]),
      points: order.payablePoint + order.promotionPoints,
    },
    units.map(unitTotal),
  );
}

/**
 * Each unit's part of what a refund promo code paid (none without one), never
 * more than the unit's cash share: a refund gives it back as a refund promo code.
 */
export function couponSharesOf(
  order: OperatorOrderRecord,
  units: readonly OperatorUnitRecord[],
): Money[] {
  const shares = sharesOf(order, units);
  return refundShares({ cash: order.refundCouponAmount, points: 0 }, units.map(unitTotal)).map(
    (part, index) => minMoney(part.cash, shares[index]?.cash ?? part.cash),
  );
}

/** A sub-order as operators (and, field for field, the transaction history) see it. */
export function subOrderView(
  unit: OperatorUnitRecord,
  share: PaidAmounts,
  hasTaxInvoice: boolean,
  lang: MessageLang,
): OperatorSubOrder {
  const { progress } = unit;
  const closed = progress.state === 'CANCELLED' || progress.state === 'REFUNDED';
  return {
    subOrderNumber: unit.subOrderNumber,
    itemCode: unit.itemCode,
    itemName: unit.itemName,
    partNumber: unit.partNumber,
    unitPrice: unit.unitPrice,
    ...(unit.carePlanPrice === null ? {} : { carePlanPrice: unit.carePlanPrice }),
    shippingState: progress.state,
    shippingStatus: formatMessage(`shippingStatus.${progress.state}`, lang),
    ...(progress.deliveredOn === undefined ? {} : { deliveredOn: progress.deliveredOn }),
    ...(progress.state === 'CANCELLED' && progress.closedOn !== undefined
      ? { cancelledOn: progress.closedOn }
      : {}),
    ...(progress.state === 'REFUNDED' && progress.closedOn !== undefined
      ? { refundedOn: progress.closedOn }
      : {}),
    refundIssued: closed,
    hasTaxInvoice,
    hasCreditNote: unit.hasCreditNote,
    shipment: {
      status: SHIPMENT_STATUS[progress.state],
      ...(progress.deliveredOn === undefined ? {} : { deliveryDate: progress.deliveredOn }),
      ...(unit.carrier === null ? {} : { carrier: unit.carrier }),
      ...(unit.carrierUrl === null ? {} : { carrierUrl: unit.carrierUrl }),
      ...(unit.expectedDeliveryDate === null
        ? {}
        : { expectedDeliveryDate: unit.expectedDeliveryDate }),
      ...(unit.trackingNumber === null ? {} : { trackingNumber: unit.trackingNumber }),
    },
    share,
    refunded: progress.refunded,
    ...(unit.refundMethod === null ? {} : { refundMethod: unit.refundMethod }),
    ...(unit.refundCode === null ? {} : { refundCode: unit.refundCode }),
  };
}

/** An order with its sub-orders. */
export function orderView(
  order: OperatorOrderRecord,
  units: readonly OperatorUnitRecord[],
  lang: MessageLang,
): OperatorOrder {
  const shares = sharesOf(order, units);
  return {
    poNumber: order.poNumber,
    status: order.status,
    orderedOn: order.createdAt.toISOString(),
    email: order.email,
    customerId: order.customerId,
    paymentType: order.paymentType,
    totalAmount: order.totalAmount,
    promotionDiscount: order.promotionDiscount,
    payAbleAmount: order.payAbleAmount,
    payablePoint: order.payablePoint,
    promotionPoints: order.promotionPoints,
    subOrders: units.map((unit, index) =>
      subOrderView(
        unit,
        shares[index] ?? { cash: unit.unitPrice, points: 0 },
        order.hasTaxInvoice,
        lang,
      ),
    ),
  };
}
