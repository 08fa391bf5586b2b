import type { CardBrand } from '@rewards/domain';
import type { AddressBody, OrderStatus } from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';

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
  refund_coupon: string | null;
  /** What the refund promo code paid ('0.00' without one). */
  refund_coupon_amount: string;
  billing: AddressBody;
  shipping: AddressBody;
  pay_ref: string | null;
  mask_card: string | null;
  created_at: Date;
}

/** One unit (sub-order) of an order as its owner reads it. */
export interface OrderUnitRow {
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

/** A units' count of one order and one item, for the purchase limit. */
export interface PurchasedRow {
  code: string;
  status: OrderStatus;
  expires_at: Date;
  quantity: number;
  now: Date;
}

/** The columns of `OrderRow`, for the queries that read one. */
const ORDER_COLUMNS = `order_id::text AS order_id, po_number, status, owner,
  customer_id::text AS customer_id, guest_uuid::text AS guest_uuid, lang, payment_type,
  card_entity, total_amount, promotion_discount, pay_able_amount, payable_point,
  promotion_points, total_cash, term_of_flexi, cust_ipp, instalment, promo_code, refund_coupon,
  refund_coupon_amount::text AS refund_coupon_amount, billing, shipping, pay_ref, mask_card,
  created_at`;

/**
 * Orders as they are read: an order with its units for its owner, and the units
 * already bought of limited items, over `db` (the database, or a transaction).
 * Placement is in `order-placement-repository.ts`, the changes of status in
 * `order-status-repository.ts` and the provider's page in
 * `payment-session-repository.ts`.
 */
export function createOrderRepository(db: Queryable) {
  return {
    /** An order by its number (any case), or `undefined`. */
    async find(poNumber: string): Promise<OrderRow | undefined> {
      const [row] = await db.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE po_number = $1`,
        [poNumber.trim().toUpperCase()],
      );
      return row;
    },

    /** An order by its number, its row locked for the rest of the transaction; or `undefined`. */
    async lockByNumber(poNumber: string): Promise<OrderRow | undefined> {
      const [row] = await db.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE po_number = $1 FOR UPDATE`,
        [poNumber],
      );
      return row;
    },

    /** The units of an order, in the order they were placed. */
    async units(orderId: string | number): Promise<OrderUnitRow[]> {
      return db.query<OrderUnitRow>(
        `SELECT sub_order_number, item_name, thai_item_name, part_number, image_url, cash_only,
                unit_price, care_plan_code, care_plan_name, thai_care_plan_name, care_plan_price,
                pers_mesg1, pers_mesg2, shipping_availability, thai_shipping_availability
         FROM order_unit WHERE order_id = $1 ORDER BY unit_index`,
        [orderId],
      );
    },

    /**
     * The units of the limited items among `codes`, per order and item, in the
     * orders of `owner` and those billed to `email` (lower case; '' for none), with
     * the database's time. Read through the units of those items (indexed by item).
     */
    async purchasedUnits(
      owner: string,
      email: string,
      codes: readonly string[],
    ): Promise<PurchasedRow[]> {
      return db.query<PurchasedRow>(
        `SELECT u.item_code AS code, o.status, o.expires_at, count(*)::int AS quantity, now() AS now
         FROM order_unit u JOIN orders o ON o.order_id = u.order_id
         WHERE u.item_code = ANY($1::text[])
           AND (o.owner = $2 OR ($3 <> '' AND lower(o.billing->>'email') = $3))
         GROUP BY o.order_id, u.item_code`,
        [[...new Set(codes)], owner, email],
      );
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
