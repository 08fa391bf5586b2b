import type { Queryable } from '../db/database';

/** A seed item as an order's unit copies it. */
export interface DemoItem {
  readonly code: string;
  readonly name: string;
  readonly thaiName: string;
  readonly partNumber: string;
  readonly imageUrl: string;
  readonly unitPrice: string;
  readonly shippingAvailability: string;
  readonly thaiShippingAvailability: string;
}

/** A demo order's row, already paid. */
export interface DemoOrderRow {
  readonly poNumber: string;
  readonly customerId: number;
  readonly key: string;
  readonly quoteId: string;
  readonly total: string;
  readonly address: unknown;
  readonly createdAt: string;
}

/** A demo sub-order with where it is after the sale. */
export interface DemoUnitRow {
  readonly index: number;
  readonly subOrderNumber: string;
  readonly item: DemoItem;
  readonly state: string;
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
  readonly expectedDeliveryDate: string | null;
  readonly shippedOn: string | null;
  readonly deliveredOn: string | null;
  readonly closedOn: string | null;
  readonly refundedCash: string;
  readonly refundMethod: string | null;
}

/** The SQL of the demo orders' seed, over `db` (its transaction). */
export function demoOrdersRepository(db: Queryable) {
  return {
    /** Waits for any other instance seeding them, for the rest of the transaction. */
    async lock(): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock($1)', [746_2027]);
    },

    async seeded(): Promise<boolean> {
      const rows = await db.query(
        "SELECT 1 FROM orders WHERE idempotency_key LIKE 'seed:%' LIMIT 1",
      );
      return rows.length > 0;
    },

    async customerId(email: string): Promise<number | undefined> {
      const [row] = await db.query<{ id: string }>(
        'SELECT id::text FROM customer WHERE lower(email) = lower($1)',
        [email],
      );
      return row === undefined ? undefined : Number(row.id);
    },

    /** The cheapest items on sale without a purchase limit, in a stable order. */
    async items(count: number): Promise<DemoItem[]> {
      const rows = await db.query<{
        code: string;
        name: string;
        thai_name: string;
        part_number: string;
        url: string | null;
        unit_price: string;
        shipping_availability: string;
        thai_shipping_availability: string;
      }>(
        `SELECT i.code, i.name, i.thai_name, i.part_number, i.unit_price::text AS unit_price,
                i.shipping_availability, i.thai_shipping_availability,
                (SELECT m.url FROM item_image m WHERE m.item_code = i.code AND m.purpose = 'product'
                 ORDER BY m.position LIMIT 1) AS url
         FROM item i WHERE NOT i.limit_quantity AND i.end_date IS NULL AND i.unit_price > 0
         ORDER BY i.unit_price, i.code LIMIT $1`,
        [count],
      );
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        thaiName: row.thai_name,
        partNumber: row.part_number,
        imageUrl: row.url ?? '',
        unitPrice: row.unit_price,
        shippingAvailability: row.shipping_availability,
        thaiShippingAvailability: row.thai_shipping_availability,
      }));
    },

    async nextSequence(): Promise<number> {
      const [row] = await db.query<{ n: string }>("SELECT nextval('order_number_seq')::text AS n");
      return Number(row?.n);
    },

    /** A paid card order of the customer, placed and settled at `createdAt`. */
    async insertOrder(order: DemoOrderRow): Promise<number> {
      const [row] = await db.query<{ order_id: string }>(
        `INSERT INTO orders (po_number, status, owner, customer_id, idempotency_key, quote_id, lang,
           payment_type, card_entity, total_amount, promotion_discount, pay_able_amount,
           payable_point, total_cash, billing, shipping, pay_ref, mask_card,
           created_at, expires_at, settled_at)
         VALUES ($1, 'PAID', 'customer:' || $2::bigint::text, $2::bigint, $3, $4, 'en', 'CASH', 'KCC', $5, 0, $5, 0, $5,
                 $6::jsonb, $6::jsonb, 'SEED-' || $3, 'XXXXXXXXXXXX1111',
                 $7::timestamptz, $7::timestamptz + interval '30 minutes',
                 $7::timestamptz + interval '5 minutes')
         RETURNING order_id::text`,
        [
          order.poNumber,
          order.customerId,
          order.key,
          order.quoteId,
          order.total,
          JSON.stringify(order.address),
          order.createdAt,
        ],
      );
      return Number(row?.order_id);
    },

    async insertUnit(orderId: number, unit: DemoUnitRow): Promise<void> {
      const { item } = unit;
      await db.query(
        `INSERT INTO order_unit (order_id, unit_index, sub_order_number, line_uuid, item_code,
           item_name, thai_item_name, part_number, image_url, cash_only, unit_price,
           shipping_availability, thai_shipping_availability, shipping_state, carrier,
           tracking_number, expected_delivery_date, shipped_on, delivered_on, closed_on,
           refunded_cash, refund_method)
         VALUES ($1, $2, $3, 'seed-line-1', $4, $5, $6, $7, $8, false, $9, $10, $11, $12, $13,
                 $14, $15::date, $16::date, $17::date, $18::date, $19, $20)`,
        [
          orderId,
          unit.index,
          unit.subOrderNumber,
          item.code,
          item.name,
          item.thaiName,
          item.partNumber,
          item.imageUrl,
          item.unitPrice,
          item.shippingAvailability,
          item.thaiShippingAvailability,
          unit.state,
          unit.carrier,
          unit.trackingNumber,
          unit.expectedDeliveryDate,
          unit.shippedOn,
          unit.deliveredOn,
          unit.closedOn,
          unit.refundedCash,
          unit.refundMethod,
        ],
      );
    },
  };
}
