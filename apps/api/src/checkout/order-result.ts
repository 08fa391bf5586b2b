import { ORDER_SESSION_ERROR_KEY, type OrderResult } from '@rewards/api-client/contract';
import type { Database } from '../db/database';
import { AppError, notFound } from '../http/app-error';
import { decimalText, moneyOf } from '../plugins/app/rows';
import type { Owner } from './owner';
import {
  createOrderRepository,
  type OrderRow,
  type OrderUnitRow,
} from './repositories/order-repository';

/**
 * The order as its owner reads it (spec section 3, "Order result"): one detail per
 * unit (its sub-order number), the figures it was placed with, the card masked.
 */
export function orderResultOf(order: OrderRow, units: readonly OrderUnitRow[]): OrderResult {
  const plan = order.instalment;
  return {
    poNumber: order.po_number,
    status: order.status,
    txnDate: order.created_at.toISOString(),
    timeZone: 'Asia/Bangkok',
    billing: order.billing,
    shipping: order.shipping,
    orderDetails: units.map((unit) => ({
      itemName: unit.item_name,
      thaiItemName: unit.thai_item_name,
      partNumber: unit.part_number,
      orderNumber: unit.sub_order_number,
      cashOnly: unit.cash_only,
      imgUrl: unit.image_url,
      quantity: 1,
      unitPrice: moneyOf(unit.unit_price),
      engraving: unit.pers_mesg1 !== '' || unit.pers_mesg2 !== '',
      persMesg1: unit.pers_mesg1,
      persMesg2: unit.pers_mesg2,
      shipping: moneyOf('0.00'),
      shippingAvailability:
        order.lang === 'th' ? unit.thai_shipping_availability : unit.shipping_availability,
      ...(unit.care_plan_code === null ||
      unit.care_plan_name === null ||
      unit.care_plan_price === null
        ? {}
        : {
            appleCareId: unit.care_plan_code,
            appleCareName: unit.care_plan_name,
            ...(unit.thai_care_plan_name === null
              ? {}
              : { thaiAppleCareName: unit.thai_care_plan_name }),
            appleCarePrice: moneyOf(unit.care_plan_price),
          }),
    })),
    paymentType: order.payment_type,
    totalAmount: moneyOf(order.total_amount),
    promotionDiscount: moneyOf(order.promotion_discount),
    payAbleAmount: moneyOf(order.pay_able_amount),
    payablePoint: order.payable_point,
    totalCash: moneyOf(order.total_cash),
    companyName: order.billing.companyName ?? '',
    registrationNo: '',
    ...(order.card_entity === null ? {} : { cardEntity: order.card_entity }),
    ...(order.term_of_flexi === null ? {} : { termOfFlexi: order.term_of_flexi }),
    ...(order.cust_ipp === null ? {} : { custIpp: decimalText(order.cust_ipp) }),
    ...(plan === null
      ? {}
      : {
          instalment: {
            termOfFlexi: plan.termOfFlexi,
            termId: plan.termId,
            custIpp: plan.custIpp,
            total: moneyOf(plan.total),
            monthly: plan.monthly.map(moneyOf),
          },
        }),
    ...(order.promo_code === null ? {} : { promoCode: order.promo_code }),
    ...(order.refund_coupon === null
      ? {}
      : {
          refundCoupon: {
            code: order.refund_coupon,
            amount: moneyOf(order.refund_coupon_amount),
          },
        }),
    ...(order.pay_ref === null ? {} : { payRef: order.pay_ref }),
    ...(order.mask_card === null ? {} : { maskCard: order.mask_card }),
  };
}

/**
 * `GET order/:poNumber`: the order for the customer or guest that placed it
 * (`reader`). Without a reader, 401 E506; another shopper's order is as unknown
 * as one that does not exist (404).
 */
export async function readOrder(
  { db }: { readonly db: Database },
  reader: Owner | undefined,
  poNumber: string,
): Promise<OrderResult> {
  if (reader === undefined) {
    throw new AppError(401, ORDER_SESSION_ERROR_KEY, 'error.E506', { appError: true });
  }
  const orders = createOrderRepository(db);
  const order = await orders.find(poNumber);
  if (order === undefined || order.owner !== reader.key) throw notFound();
  return orderResultOf(order, await orders.units(order.order_id));
}
