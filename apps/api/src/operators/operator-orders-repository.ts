import { thb, type Money, type SubOrderProgress, type SubOrderState } from '@rewards/domain';
import type { Queryable } from '../db/database';

/** An order as operators see it. */
export interface OperatorOrderRecord {
  readonly orderId: number;
  readonly poNumber: string;
  readonly status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED';
  readonly createdAt: Date;
  readonly email: string;
  readonly customerId: number | null;
  readonly paymentType: string;
  readonly totalAmount: Money;
  readonly promotionDiscount: Money;
  readonly payAbleAmount: Money;
  /** What a refund promo code paid of the order (the card paid `payAbleAmount`). */
  readonly refundCouponAmount: Money;
  readonly payablePoint: number;
  readonly promotionPoints: number;
  readonly hasTaxInvoice: boolean;
}

/** One sub-order (unit) with its shipment and refund. */
export interface OperatorUnitRecord {
  readonly orderId: number;
  readonly unitIndex: number;
  readonly subOrderNumber: string;
  readonly itemCode: string;
  readonly itemName: string;
  readonly partNumber: string;
  readonly unitPrice: Money;
  readonly carePlanPrice: Money | null;
  readonly progress: SubOrderProgress;
  readonly carrier: string | null;
  readonly carrierUrl: string | null;
  readonly trackingNumber: string | null;
  readonly expectedDeliveryDate: string | null;
  readonly refundMethod: 'CARD' | 'PROMO_CODE' | null;
  readonly refundCode: string | null;
  readonly hasCreditNote: boolean;
}

/** A summary line of the orders list. */
export interface OperatorOrderLine extends OperatorOrderRecord {
  readonly units: number;
  readonly awaitingShipment: number;
}

/** The filters of the orders list. */
export interface OrderFilter {
  readonly status?: string;
  readonly shippingState?: SubOrderState;
  /** The start of the PO number, any letter case. */
  readonly poNumber?: string;
  /** The billing e-mail or the customer's, any letter case. */
  readonly email?: string;
}

interface OrderRow {
  order_id: string | number;
  po_number: string;
  status: OperatorOrderRecord['status'];
  created_at: Date;
  email: string | null;
  customer_id: string | number | null;
  payment_type: string;
  total_amount: string;
  promotion_discount: string;
  pay_able_amount: string;
  refund_coupon_amount: string;
  payable_point: number;
  promotion_points: number;
  has_tax_invoice: boolean;
}

interface UnitRow {
  order_id: string | number;
  unit_index: number;
  sub_order_number: string;
  item_code: string;
  item_name: string;
  part_number: string;
  unit_price: string;
  care_plan_price: string | null;
  shipping_state: SubOrderState;
  carrier: string | null;
  carrier_url: string | null;
  tracking_number: string | null;
  expected_delivery_date: string | null;
  shipped_on: string | null;
  delivered_on: string | null;
  closed_on: string | null;
  refunded_cash: string;
  refunded_points: number;
  refund_method: 'CARD' | 'PROMO_CODE' | null;
  refund_code: string | null;
  has_credit_note: boolean;
}

const ORDER_COLUMNS = `o.order_id, o.po_number, o.status, o.created_at,
  coalesce(o.billing->>'email', c.email) AS email, o.customer_id, o.payment_type,
  o.total_amount::text AS total_amount, o.promotion_discount::text AS promotion_discount,
  o.pay_able_amount::text AS pay_able_amount,
  o.refund_coupon_amount::text AS refund_coupon_amount, o.payable_point, o.promotion_points,
  EXISTS (SELECT 1 FROM shop_document d WHERE d.po_number = o.po_number
          AND d.kind = 'tax_invoice' AND d.document_number IS NOT NULL) AS has_tax_invoice`;

// Dates as text: a `date` is a calendar day, never shifted by a time zone.
const UNIT_COLUMNS = `u.order_id, u.unit_index, u.sub_order_number, u.item_code, u.item_name,
  u.part_number, u.unit_price::text AS unit_price, u.care_plan_price::text AS care_plan_price,
  u.shipping_state, u.carrier, u.carrier_url, u.tracking_number,
  to_char(u.expected_delivery_date, 'YYYY-MM-DD') AS expected_delivery_date,
  to_char(u.shipped_on, 'YYYY-MM-DD') AS shipped_on,
  to_char(u.delivered_on, 'YYYY-MM-DD') AS delivered_on,
  to_char(u.closed_on, 'YYYY-MM-DD') AS closed_on,
  u.refunded_cash::text AS refunded_cash, u.refunded_points, u.refund_method,
  (SELECT r.code FROM refund_promo_code r WHERE r.sub_order_number = u.sub_order_number) AS refund_code,
  EXISTS (SELECT 1 FROM shop_document d JOIN orders o2 ON o2.po_number = d.po_number
          WHERE o2.order_id = u.order_id AND d.kind = 'credit_note'
            AND d.document_number IS NOT NULL
            AND u.sub_order_number = ANY (d.sub_order_numbers)) AS has_credit_note`;

function orderOf(row: OrderRow): OperatorOrderRecord {
  return {
    orderId: Number(row.order_id),
    poNumber: row.po_number,
    status: row.status,
    createdAt: row.created_at,
    email: row.email ?? '',
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    paymentType: row.payment_type,
    totalAmount: thb(row.total_amount),
    promotionDiscount: thb(row.promotion_discount),
    payAbleAmount: thb(row.pay_able_amount),
    refundCouponAmount: thb(row.refund_coupon_amount),
    payablePoint: row.payable_point,
    promotionPoints: row.promotion_points,
    hasTaxInvoice: row.has_tax_invoice,
  };
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

function unitOf(row: UnitRow): OperatorUnitRecord {
  const shippedOn = orUndefined(row.shipped_on);
  const deliveredOn = orUndefined(row.delivered_on);
  const closedOn = orUndefined(row.closed_on);
  return {
    orderId: Number(row.order_id),
    unitIndex: row.unit_index,
    subOrderNumber: row.sub_order_number,
    itemCode: row.item_code,
    itemName: row.item_name,
    partNumber: row.part_number,
    unitPrice: thb(row.unit_price),
    carePlanPrice: row.care_plan_price === null ? null : thb(row.care_plan_price),
    progress: {
      state: row.shipping_state,
      ...(shippedOn === undefined ? {} : { shippedOn }),
      ...(deliveredOn === undefined ? {} : { deliveredOn }),
      ...(closedOn === undefined ? {} : { closedOn }),
      refunded: { cash: thb(row.refunded_cash), points: row.refunded_points },
    },
    carrier: row.carrier,
    carrierUrl: row.carrier_url,
    trackingNumber: row.tracking_number,
    expectedDeliveryDate: row.expected_delivery_date,
    refundMethod: row.refund_method,
    refundCode: row.refund_code,
    hasCreditNote: row.has_credit_note,
  };
}

/** What a sub-order's row is set to after an action. */
export interface UnitUpdate {
  readonly progress: SubOrderProgress;
  readonly carrier?: string;
  readonly carrierUrl?: string | null;
  readonly trackingNumber?: string;
  readonly expectedDeliveryDate?: string;
  readonly refundMethod?: 'CARD' | 'PROMO_CODE';
}

/** Orders and their sub-orders after the sale, over `db` (a transaction or the pool). */
export function operatorOrdersRepository(db: Queryable) {
  return {
    /** A page of orders, newest first, and how many match. */
    async list(
      filter: OrderFilter,
      page: { readonly number: number; readonly size: number },
    ): Promise<{ total: number; orders: OperatorOrderLine[] }> {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: (n: string) => string, value: unknown) => {
        params.push(value);
        where.push(sql(`$${params.length}`));
      };
      if (filter.status !== undefined) add((n) => `o.status = ${n}`, filter.status);
      if (filter.shippingState !== undefined) {
        add(
          (n) =>
            `EXISTS (SELECT 1 FROM order_unit x WHERE x.order_id = o.order_id AND x.shipping_state = ${n})`,
          filter.shippingState,
        );
      }
      if (filter.poNumber !== undefined) {
        add((n) => `starts_with(upper(o.po_number), upper(${n}))`, filter.poNumber.trim());
      }
      if (filter.email !== undefined) {
        add(
          (n) => `(lower(o.billing->>'email') = lower(${n}) OR lower(c.email) = lower(${n}))`,
          filter.email.trim(),
        );
      }
      const whereSql = where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`;
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders o LEFT JOIN customer c ON c.id = o.customer_id ${whereSql}`,
        params,
      );
      const rows = await db.query<OrderRow & { units: number; awaiting: number }>(
        `SELECT ${ORDER_COLUMNS},
           (SELECT count(*)::int FROM order_unit u WHERE u.order_id = o.order_id) AS units,
           (SELECT count(*)::int FROM order_unit u WHERE u.order_id = o.order_id
              AND u.shipping_state = 'AWAITING_SHIPMENT') AS awaiting
         FROM orders o LEFT JOIN customer c ON c.id = o.customer_id
         ${whereSql}
         ORDER BY o.created_at DESC, o.order_id DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.size, (page.number - 1) * page.size],
      );
      return {
        total: count?.n ?? 0,
        orders: rows.map((row) => ({
          ...orderOf(row),
          units: row.units,
          awaitingShipment: row.status === 'PAID' ? row.awaiting : 0,
        })),
      };
    },

    /** An order by its PO number (any letter case). */
    async findOrder(poNumber: string): Promise<OperatorOrderRecord | undefined> {
      const [row] = await db.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders o LEFT JOIN customer c ON c.id = o.customer_id
         WHERE upper(o.po_number) = upper($1)`,
        [poNumber.trim()],
      );
      return row === undefined ? undefined : orderOf(row);
    },

    /** The order of a sub-order, its row locked until the transaction ends (so actions on its units queue). */
    async lockOrderOfSubOrder(subOrderNumber: string): Promise<OperatorOrderRecord | undefined> {
      const [found] = await db.query<{ order_id: string | number }>(
        'SELECT order_id FROM order_unit WHERE upper(sub_order_number) = upper($1)',
        [subOrderNumber.trim()],
      );
      if (found === undefined) return undefined;
      await db.query('SELECT order_id FROM orders WHERE order_id = $1 FOR UPDATE', [
        found.order_id,
      ]);
      const [row] = await db.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders o LEFT JOIN customer c ON c.id = o.customer_id
         WHERE o.order_id = $1`,
        [found.order_id],
      );
      return row === undefined ? undefined : orderOf(row);
    },

    /** The sub-orders of an order, in unit order. */
    async units(orderId: number): Promise<OperatorUnitRecord[]> {
      const rows = await db.query<UnitRow>(
        `SELECT ${UNIT_COLUMNS} FROM order_unit u WHERE u.order_id = $1 ORDER BY u.unit_index`,
        [orderId],
      );
      return rows.map(unitOf);
    },

    /** Writes a sub-order's new progress (and its shipment or refund method when given). */
    async updateUnit(orderId: number, unitIndex: number, update: UnitUpdate): Promise<void> {
      const { progress } = update;
      await db.query(
        `UPDATE order_unit SET
           shipping_state = $3,
           shipped_on = $4::date, delivered_on = $5::date, closed_on = $6::date,
           refunded_cash = $7, refunded_points = $8,
           carrier = coalesce($9, carrier),
           carrier_url = CASE WHEN $10::boolean THEN $11 ELSE carrier_url END,
           tracking_number = coalesce($12, tracking_number),
           expected_delivery_date = coalesce($13::date, expected_delivery_date),
           refund_method = coalesce($14, refund_method)
         WHERE order_id = $1 AND unit_index = $2`,
        [
          orderId,
          unitIndex,
          progress.state,
          progress.shippedOn ?? null,
          progress.deliveredOn ?? null,
          progress.closedOn ?? null,
          progress.refunded.cash.toFixed(2),
          progress.refunded.points,
          update.carrier ?? null,
          update.carrierUrl !== undefined,
          update.carrierUrl ?? null,
          update.trackingNumber ?? null,
          update.expectedDeliveryDate ?? null,
          update.refundMethod ?? null,
        ],
      );
    },
  };
}

export type OperatorOrdersRepository = ReturnType<typeof operatorOrdersRepository>;
