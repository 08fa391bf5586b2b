import { buildSubOrderNumber } from '@rewards/domain';
import type { Queryable } from '../../db/database';
import type { QuoteRecord } from '../quote-record';

/** An order placed under an idempotency key. */
export interface KeyedOrder {
  readonly poNumber: string;
  readonly quoteId: string;
  readonly status: string;
  readonly paymentUrl: string | null;
}

/** What a placement finds under the owner's lock (`placementState`). */
export interface PlacementState {
  readonly existing: KeyedOrder | undefined;
  readonly quote: { readonly body: QuoteRecord; readonly used: boolean } | undefined;
  readonly ownerHasExpired: boolean;
}

/** A new PENDING order of a quote. */
export interface NewOrder {
  readonly poNumber: string;
  readonly owner: string;
  readonly customerId: number | null;
  readonly guestUuid: string | null;
  readonly idempotencyKey: string;
  readonly quoteId: string;
  readonly quote: QuoteRecord;
  /** The address of the payment provider's page, made before the order is written. */
  readonly paymentUrl: string;
  /** How long it waits for its payment. */
  readonly pendingMinutes: number;
}

/**
 * The namespace of the owners' advisory locks (the second key is the hash of the
 * owner). The sweep's lock (`order-status-repository.ts`) has a single key, which
 * PostgreSQL keeps apart from these two-key locks.
 */
const OWNER_LOCK_SPACE = 746_2028;
/** The purchase limit's advisory locks: one per buyer's e-mail. */
const EMAIL_LOCK_SPACE = 746_2029;

const UNIT_COLUMNS = [
  'order_id',
  'unit_index',
  'sub_order_number',
  'line_uuid',
  'item_code',
  'item_name',
  'thai_item_name',
  'part_number',
  'image_url',
  'cash_only',
  'unit_price',
  'care_plan_code',
  'care_plan_name',
  'thai_care_plan_name',
  'care_plan_price',
  'pers_mesg1',
  'pers_mesg2',
  'shipping_availability',
  'thai_shipping_availability',
] as const;

/**
 * The placement of orders over `db` (a transaction): the advisory locks that
 * serialise one owner's and one e-mail's placements, what a placement finds
 * under them, then the new order with its units (one sub-order per unit).
 */
export function createOrderPlacementRepository(db: Queryable) {
  return {
    /** Waits for, then holds until the transaction ends, the lock of one owner's placements. */
    async lockOwner(owner: string): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [OWNER_LOCK_SPACE, owner]);
    },

    /**
     * Serialises the placements of one buyer's e-mail (guests with several ids, or a
     * customer and a guest with the same address), whichever instance takes them, for
     * the rest of the transaction. Taken after the owner's lock, always in that order.
     */
    async lockBuyerEmail(email: string): Promise<void> {
      if (email === '') return;
      await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [EMAIL_LOCK_SPACE, email]);
    },

    /**
     * What a placement reads once it holds the owner's lock, in one statement: the
     * order the owner placed under the idempotency key, the owner's unexpired quote
     * with whether an order was placed with it, and whether any of the owner's
     * pending orders is past its time.
     */
    async placementState(owner: string, key: string, quoteId: string): Promise<PlacementState> {
      const [row] = await db.query<{
        existing: {
          po_number: string;
          quote_id: string;
          status: string;
          payment_url: string | null;
        } | null;
        quote: { body: QuoteRecord; used: boolean } | null;
        owner_has_expired: boolean;
      }>(
        `SELECT
           (SELECT json_build_object('po_number', po_number, 'quote_id', quote_id::text,
                     'status', status, 'payment_url', payment_url)
              FROM orders WHERE owner = $1 AND idempotency_key = $2) AS existing,
           (SELECT json_build_object('body', q.body,
                     'used', EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.quote_id))
              FROM checkout_quote q
              WHERE q.quote_id = $3 AND q.owner = $1 AND q.expires_at > now()) AS quote,
           EXISTS (SELECT 1 FROM orders
                    WHERE owner = $1 AND status = 'PENDING' AND expires_at <= now())
             AS owner_has_expired`,
        [owner, key, quoteId],
      );
      const existing = row?.existing ?? null;
      return {
        existing:
          existing === null
            ? undefined
            : {
                poNumber: existing.po_number,
                quoteId: existing.quote_id,
                status: existing.status,
                paymentUrl: existing.payment_url,
              },
        quote: row?.quote ?? undefined,
        ownerHasExpired: row?.owner_has_expired === true,
      };
    },

    /**
     * The next number of the order sequence and the setting START_PO, in one
     * statement (an order number is built from both).
     */
    async nextNumber(): Promise<{ sequence: number; startPo: string | undefined }> {
      const [row] = await db.query<{ n: string; start_po: string | null }>(
        `SELECT nextval('order_number_seq')::text AS n,
                (SELECT value FROM app_config WHERE key = 'START_PO') AS start_po`,
      );
      return { sequence: Number(row?.n), startPo: row?.start_po ?? undefined };
    },

    /**
     * Inserts a PENDING order with the figures of its quote and its payment page's
     * address, and one sub-order per unit, numbered from 01 in the order of the
     * lines, in one statement; answers the order's id.
     */
    async insert(order: NewOrder): Promise<number> {
      const { quote } = order;
      const units = quote.lines
        .flatMap((line) => Array.from({ length: line.quantity }, () => line))
        .map((line, index) => ({
          unit_index: index,
          sub_order_number: buildSubOrderNumber(order.poNumber, index),
          line_uuid: line.uuid,
          item_code: line.code,
          item_name: line.name,
          thai_item_name: line.thaiName,
          part_number: line.partNumber,
          image_url: line.imageUrl,
          cash_only: line.cashOnly,
          unit_price: line.unitPrice,
          care_plan_code: line.carePlan?.code ?? null,
          care_plan_name: line.carePlan?.name ?? null,
          thai_care_plan_name: line.carePlan?.thaiName ?? null,
          care_plan_price: line.carePlan?.price ?? null,
          pers_mesg1: line.persMesg1,
          pers_mesg2: line.persMesg2,
          shipping_availability: line.shippingAvailability,
          thai_shipping_availability: line.thaiShippingAvailability,
        }));
      const [row] = await db.query<{ order_id: string }>(
        `WITH placed AS (
         INSERT INTO orders (
           po_number, status, owner, customer_id, guest_uuid, idempotency_key, quote_id, lang,
           payment_type, card_entity, total_amount, promotion_discount, pay_able_amount,
           payable_point, promotion_points, total_cash, term_of_flexi, term_id, cust_ipp,
           instalment, promo_code, have_gift, billing, shipping, expires_at,
           refund_coupon, refund_coupon_amount, payment_url)
         VALUES ($1, 'PENDING', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                 $16, $17, $18, $19::jsonb, $20, $21, $22::jsonb, $23::jsonb,
                 now() + make_interval(mins => $24), $25, $26, $27)
         RETURNING order_id)
         INSERT INTO order_unit (${UNIT_COLUMNS.join(', ')})
         SELECT placed.order_id, ${UNIT_COLUMNS.slice(1)
           .map((column) => `u.${column}`)
           .join(', ')}
         FROM placed, json_populate_recordset(NULL::order_unit, $28::json) u
         RETURNING order_id::text AS order_id`,
        [
          order.poNumber,
          order.owner,
          order.customerId,
          order.guestUuid,
          order.idempotencyKey,
          order.quoteId,
          quote.lang,
          quote.paymentType,
          quote.cardEntity ?? null,
          quote.total,
          quote.discount,
          quote.cash,
          quote.point,
          quote.promotionPoints,
          quote.totalCash,
          quote.instalment?.termOfFlexi ?? null,
          quote.instalment?.termId ?? null,
          quote.instalment?.custIpp ?? null,
          quote.instalment === undefined ? null : JSON.stringify(quote.instalment),
          quote.promoCode ?? null,
          quote.haveGift,
          JSON.stringify(quote.billing),
          JSON.stringify(quote.shipping),
          order.pendingMinutes,
          quote.refundCoupon?.code ?? null,
          quote.refundCoupon?.applied ?? '0.00',
          order.paymentUrl,
          JSON.stringify(units),
        ],
      );
      if (row === undefined) throw new Error('an order needs at least one unit');
      return Number(row.order_id);
    },
  };
}

export type OrderPlacementRepository = ReturnType<typeof createOrderPlacementRepository>;
