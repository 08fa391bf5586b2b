import type { AddressBody, OrderResult, OrderStatus } from '@rewards/api-client/contract';
import type { CardBrand } from '@rewards/domain';
import type { Queryable } from '../db/database';
import { decimalText, moneyOf } from '../plugins/app/rows';

/** The order row as it is read for its owner. */
export interface OrderRow {
  order_id: string;
  po_number: string;
  status: OrderStatus;
  owner: string;
  customer_id: string | null;
  guest_uuid: string | null;
  lang: 'en' | 'th';
  payment_type: string;
  card_entity: CardBrand | null;
  total_amount: string;
  promotion_discount: string;
  pay_able_amount: string;
  payable_point: number;
  promotion_points: number;
  total_cash: string;
  term_of_flexi: number | null;
  cust_ipp: string | null;
  instalment: {
    termOfFlexi: number;
    termId: string;
    custIpp: string;
    total: string;
    monthly: string[];
  } | null;
  promo_code: string | null;
  billing: AddressBody;
  shipping: AddressBody;
  pay_ref: string | null;
  mask_card: string | null;
  created_at: Date;
}

interface UnitRow {
  sub_order_number: string;
  item_name: string;
  thai_item_name: string;
  part_number: string;
  image_url: string;
  cash_only: boolean;
  unit_price: string;
  care_plan_code: string | null;
  care_plan_name: string | null;
  thai_care_plan_name: string | null;
  care_plan_price: string | null;
  pers_mesg1: string;
  pers_mesg2: string;
  shipping_availability: string;
  thai_shipping_availability: string;
}

/** The columns of `OrderRow`, for the queries that read one. */
export const ORDER_COLUMNS = `order_id::text AS order_id, po_number, status, owner,
  customer_id::text AS customer_id, guest_uuid::text AS guest_uuid, lang, payment_type,
  card_entity, total_amount, promotion_discount, pay_able_amount, payable_point,
  promotion_points, total_cash, term_of_flexi, cust_ipp, instalment, promo_code, billing,
  shipping, pay_ref, mask_card, created_at`;

/** An order by its number, or `undefined`. */
export async function findOrder(db: Queryable, poNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE po_number = $1`,
    [poNumber.trim().toUpperCase()],
  );
  return row;
}

/**
 * The order as its owner reads it (spec section 3, "Order result"): one detail per
 * unit (its sub-order number), the figures it was placed with, the card masked.
 */
export async function orderResult(db: Queryable, order: OrderRow): Promise<OrderResult> {
  const units = await db.query<UnitRow>(
    `SELECT sub_order_number, item_name, thai_item_name, part_number, image_url, cash_only,
            unit_price, care_plan_code, care_plan_name, thai_care_plan_name, care_plan_price, pers_mesg1, pers_mesg2,
            shipping_availability, thai_shipping_availability
     FROM order_unit WHERE order_id = $1 ORDER BY unit_index`,
    [order.order_id],
  );
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
    ...(order.pay_ref === null ? {} : { payRef: order.pay_ref }),
    ...(order.mask_card === null ? {} : { maskCard: order.mask_card }),
  };
}
