import type { Queryable } from '../db/database';

/** What the history may be sorted by, and the column each is. */
const SORT_COLUMNS = {
  orderedOn: 'created_at',
  totalAmount: 'total_amount',
  poNumber: 'po_number',
} as const;
export type HistorySortProperty = keyof typeof SORT_COLUMNS;

/** One page of the history: which of the latest orders, sorted how. */
export interface HistoryPage {
  /** How many of the customer's latest orders the list covers (`undefined`: all). */
  readonly latest: number | undefined;
  readonly property: HistorySortProperty;
  readonly direction: 'ASC' | 'DESC';
  readonly offset: number;
  readonly size: number;
}

export interface HistoryOrderRow {
  readonly order_id: string;
  readonly po_number: string;
  /** 'customer:<id>', as documents and their tokens name it. */
  readonly owner: string;
  readonly created_at: Date;
  readonly total_amount: string;
  /** Cash charged to the card. */
  readonly pay_able_amount: string;
  /** The refund promo code the order spent, and what it paid. */
  readonly refund_coupon: string | null;
  readonly refund_coupon_amount: string;
}

export interface HistoryUnitRow {
  readonly order_id: string;
  readonly sub_order_number: string;
  readonly item_name: string;
  readonly thai_item_name: string;
  readonly part_number: string;
  readonly image_url: string;
  readonly original_amount: string;
  readonly shipping_state: 'AWAITING_SHIPMENT' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'REFUNDED';
  readonly carrier: string | null;
  readonly carrier_url: string | null;
  readonly tracking_number: string | null;
  readonly expected_delivery_date: string | null;
  readonly delivered_on: string | null;
  readonly closed_on: string | null;
  readonly refund_issued: boolean;
  readonly has_credit_note: boolean;
}

/** The orders a customer's history lists: their own, paid. */
const LISTED = `customer_id = $1 AND status = 'PAID'`;

/**
 * The transaction history's reads (the tables of `0007_checkout.sql`, the
 * shipment columns of `0010_operators.sql` and the documents of
 * `0009_documents.sql`), over `db`.
 */
export function createHistoryRepository(db: Queryable) {
  return {
    /** How many orders the list covers: the customer's paid ones, at most `latest`. */
    async count(customerId: number, latest: number | undefined): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE ${LISTED}`,
        [customerId],
      );
      const n = row?.n ?? 0;
      return latest === undefined ? n : Math.min(n, latest);
    },

    /** One page of the customer's latest paid orders, sorted as asked (the order id breaks ties). */
    async page(customerId: number, page: HistoryPage): Promise<HistoryOrderRow[]> {
      const column = SORT_COLUMNS[page.property];
      const direction = page.direction === 'ASC' ? 'ASC' : 'DESC';
      return db.query<HistoryOrderRow>(
        `WITH latest AS (
           SELECT order_id, po_number, owner, created_at, total_amount, pay_able_amount,
                  refund_coupon, refund_coupon_amount
             FROM orders
            WHERE ${LISTED}
            ORDER BY created_at DESC, order_id DESC
            LIMIT $2)
         SELECT order_id::text AS order_id, po_number, owner, created_at,
                total_amount::text AS total_amount, pay_able_amount::text AS pay_able_amount,
                refund_coupon,
                refund_coupon_amount::text AS refund_coupon_amount
           FROM latest
          ORDER BY ${column} ${direction}, order_id ${direction}
          LIMIT $3 OFFSET $4`,
        [customerId, page.latest ?? null, page.size, page.offset],
      );
    },

    /** The sub-orders of the orders, with their shipment and whether a credit note covers them. */
    async units(orderIds: readonly string[]): Promise<HistoryUnitRow[]> {
      if (orderIds.length === 0) return [];
      return db.query<HistoryUnitRow>(
        `SELECT u.order_id::text AS order_id, u.sub_order_number, u.item_name, u.thai_item_name,
                u.part_number, u.image_url,
                (u.unit_price + coalesce(u.care_plan_price, 0))::text AS original_amount,
                u.shipping_state, u.carrier, u.carrier_url, u.tracking_number,
                to_char(u.expected_delivery_date, 'YYYY-MM-DD') AS expected_delivery_date,
                to_char(u.delivered_on, 'YYYY-MM-DD') AS delivered_on,
                to_char(u.closed_on, 'YYYY-MM-DD') AS closed_on,
                (u.shipping_state = 'REFUNDED' OR u.refunded_cash > 0 OR u.refunded_points > 0)
                  AS refund_issued,
                EXISTS (SELECT 1 FROM shop_document AS d
                         WHERE d.kind = 'credit_note' AND d.po_number = o.po_number
                           AND u.sub_order_number = ANY (d.sub_order_numbers)) AS has_credit_note
           FROM order_unit AS u JOIN orders AS o ON o.order_id = u.order_id
          WHERE u.order_id = ANY ($1::bigint[])
          ORDER BY u.order_id, u.unit_index`,
        [orderIds],
      );
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
