import type { AddressBody } from '@rewards/api-client/contract';
import type { Queryable } from '../db/database';

/** A sub-order as the chat's lookups read it. */
export interface LookupUnit {
  readonly subOrderNumber: string;
  readonly itemName: string;
  readonly thaiItemName: string;
  readonly shippingState: 'AWAITING_SHIPMENT' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'REFUNDED';
  readonly carrier: string | null;
  readonly carrierUrl: string | null;
  readonly trackingNumber: string | null;
  /** `YYYY-MM-DD`, as every date here. */
  readonly expectedDeliveryDate: string | null;
  readonly deliveredOn: string | null;
  readonly closedOn: string | null;
  readonly refundIssued: boolean;
}

/** An order as the chat's lookups read it: its shipping address, sub-orders and credit note. */
export interface LookupOrder {
  readonly poNumber: string;
  readonly status: string;
  /** 'customer:<id>' or 'guest:<uuid>', as documents and their tokens name it. */
  readonly owner: string;
  readonly shipping: AddressBody;
  readonly hasCreditNote: boolean;
  readonly units: readonly LookupUnit[];
}

/** The chat's one read of an order (the tables of `0007_checkout.sql`, `0009_documents.sql`, `0010_operators.sql`), over `db`. */
export function createChatLookupRepository(db: Queryable) {
  return {
    /** The order with this number, with everything a lookup answers, in one statement. */
    async find(poNumber: string): Promise<LookupOrder | undefined> {
      const [row] = await db.query<LookupOrder>(
        `SELECT o.po_number AS "poNumber", o.status, o.owner, o.shipping,
                EXISTS (SELECT 1 FROM shop_document AS d
                         WHERE d.kind = 'credit_note' AND d.po_number = o.po_number) AS "hasCreditNote",
                coalesce((
                  SELECT json_agg(json_build_object(
                           'subOrderNumber', u.sub_order_number,
                           'itemName', u.item_name,
                           'thaiItemName', u.thai_item_name,
                           'shippingState', u.shipping_state,
                           'carrier', u.carrier,
                           'carrierUrl', u.carrier_url,
                           'trackingNumber', u.tracking_number,
                           'expectedDeliveryDate', to_char(u.expected_delivery_date, 'YYYY-MM-DD'),
                           'deliveredOn', to_char(u.delivered_on, 'YYYY-MM-DD'),
                           'closedOn', to_char(u.closed_on, 'YYYY-MM-DD'),
                           'refundIssued', u.shipping_state = 'REFUNDED' OR u.refunded_cash > 0
                                           OR u.refunded_points > 0)
                         ORDER BY u.unit_index)
                    FROM order_unit AS u WHERE u.order_id = o.order_id), '[]'::json) AS units
           FROM orders AS o WHERE o.po_number = $1`,
        [poNumber],
      );
      return row;
    },
  };
}

export type ChatLookupRepository = ReturnType<typeof createChatLookupRepository>;
