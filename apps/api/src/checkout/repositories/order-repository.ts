import { buildSubOrderNumber, type CardBrand } from '@rewards/domain';
import type {
  AddressBody,
  Lang,
  OrderStatus,
  PaymentResultStatus,
} from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';
import type { QuoteRecord } from '../quote-record';

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

/** What releasing an order needs to know of it. */
export interface ReleasableOrder {
  readonly orderId: number;
  readonly customerId: number | null;
  readonly promoCode: string | null;
  /** The refund promo code it spent, freed again when it is released. */
  readonly refundCoupon: string | null;
  /** The payment's points and the promotion's, held while the order waited. */
  readonly heldPoints: number;
}

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
  /** How long it waits for its payment. */
  readonly pendingMinutes: number;
}

/** A session of the sandbox provider's page with its order. */
export interface PaymentSessionRow {
  session_id: string;
  order_id: string | number;
  po_number: string;
  lang: Lang;
  pay_able_amount: string;
  guest_uuid: string | null;
  nonce: string;
  /** The order awaits its payment and its time is not up. */
  open: boolean;
  result: PaymentResultStatus | null;
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

/** The columns `releasableOf` reads. */
const RELEASABLE_COLUMNS =
  'order_id, customer_id, promo_code, refund_coupon, payable_point, promotion_points';

/** An order row as a releasable order. */
export function releasableOf(row: {
  order_id: string | number;
  customer_id: string | number | null;
  promo_code: string | null;
  refund_coupon: string | null;
  payable_point: number;
  promotion_points: number;
}): ReleasableOrder {
  return {
    orderId: Number(row.order_id),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    promoCode: row.promo_code,
    refundCoupon: row.refund_coupon,
    heldPoints: row.payable_point + row.promotion_points,
  };
}

/** The namespace of the owners' advisory locks (the second key is the hash of the owner). */
const OWNER_LOCK_SPACE = 746_2028;
/** The purchase limit's advisory locks: one per buyer's e-mail. */
const EMAIL_LOCK_SPACE = 746_2029;
/** The key of the sweep's lock: one instance sweeps at a time, the others skip. */
const SWEEP_LOCK_KEY = 746_2029;

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
 * The condition "some order is still PENDING past its time" (`anyExpiredPending`),
 * exported so that a placement can read it in the same statement as its owner.
 */
export const ANY_EXPIRED_PENDING =
  "EXISTS (SELECT 1 FROM orders WHERE status = 'PENDING' AND expires_at <= now())";

/**
 * Orders with their units (one sub-order per unit) and payment sessions, over
 * `db` (the database, or a transaction), with the advisory locks that
 * serialise placements and the sweep.
 */
export function createOrderRepository(db: Queryable) {
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

    /** Takes the sweep's lock for the transaction without waiting. Whether it did. */
    async tryLockSweep(): Promise<boolean> {
      const [lock] = await db.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [SWEEP_LOCK_KEY],
      );
      return lock?.locked === true;
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
     * Inserts a PENDING order with the figures of its quote and one sub-order per
     * unit, numbered from 01 in the order of the lines, in one statement; answers
     * the order's id.
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
           refund_coupon, refund_coupon_amount)
         VALUES ($1, 'PENDING', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                 $16, $17, $18, $19::jsonb, $20, $21, $22::jsonb, $23::jsonb,
                 now() + make_interval(mins => $24), $25, $26)
         RETURNING order_id)
         INSERT INTO order_unit (${UNIT_COLUMNS.join(', ')})
         SELECT placed.order_id, ${UNIT_COLUMNS.slice(1)
           .map((column) => `u.${column}`)
           .join(', ')}
         FROM placed, json_populate_recordset(NULL::order_unit, $27::json) u
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
          JSON.stringify(units),
        ],
      );
      if (row === undefined) throw new Error('an order needs at least one unit');
      return Number(row.order_id);
    },

    async setPaymentUrl(orderId: number, paymentUrl: string): Promise<void> {
      await db.query('UPDATE orders SET payment_url = $2 WHERE order_id = $1', [
        orderId,
        paymentUrl,
      ]);
    },

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

    /** Counts a payment return of an order (each result once, then how often it came back). */
    async recordReturn(
      orderId: string,
      code: PaymentResultStatus,
      settled: boolean,
    ): Promise<void> {
      await db.query(
        `INSERT INTO payment_return (order_id, code, settled) VALUES ($1, $2, $3)
         ON CONFLICT (order_id, code) DO UPDATE
           SET received = payment_return.received + 1, last_at = now()`,
        [orderId, code, settled],
      );
    },

    async markPaid(orderId: string, payRef: string | null, maskCard: string | null): Promise<void> {
      await db.query(
        `UPDATE orders SET status = 'PAID', settled_at = now(), pay_ref = $2, mask_card = $3
         WHERE order_id = $1`,
        [orderId, payRef, maskCard],
      );
    },

    /** Marks a PENDING order `status` (settled now). Whether it was still PENDING. */
    async settlePending(
      orderId: number,
      status: 'FAILED' | 'CANCELLED' | 'EXPIRED',
    ): Promise<boolean> {
      const changed = await db.query(
        `UPDATE orders SET status = $2, settled_at = now()
         WHERE order_id = $1 AND status = 'PENDING' RETURNING order_id`,
        [orderId, status],
      );
      return changed.length > 0;
    },

    /** Whether any order is still PENDING past its time (a look at the index). */
    async anyExpiredPending(): Promise<boolean> {
      const [due] = await db.query<{ due: boolean }>(`SELECT ${ANY_EXPIRED_PENDING} AS due`);
      return due?.due === true;
    },

    /**
     * Up to `limit` orders (of `owner`, when given) still PENDING past their time,
     * oldest first, their rows locked, skipping any row another transaction holds
     * (a payment settling it).
     */
    async lockExpiredPending(limit: number, owner?: string): Promise<ReleasableOrder[]> {
      const rows = await db.query<Parameters<typeof releasableOf>[0]>(
        `SELECT ${RELEASABLE_COLUMNS} FROM orders
         WHERE status = 'PENDING' AND expires_at <= now() ${owner === undefined ? '' : 'AND owner = $1'}
         ORDER BY expires_at LIMIT ${Math.max(1, Math.floor(limit))}
         FOR UPDATE SKIP LOCKED`,
        owner === undefined ? [] : [owner],
      );
      return rows.map(releasableOf);
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

    /** Opens a session of the sandbox provider's page for an order. */
    async insertPaymentSession(sessionId: string, orderId: number, nonce: string): Promise<void> {
      await db.query(
        'INSERT INTO payment_session (session_id, order_id, nonce) VALUES ($1, $2, $3)',
        [sessionId, orderId, nonce],
      );
    },

    /** The session of the page, or `undefined` for an unknown one. */
    async paymentSession(sessionId: string): Promise<PaymentSessionRow | undefined> {
      const [row] = await db.query<PaymentSessionRow>(
        `SELECT s.session_id, s.order_id, o.po_number, o.lang, o.pay_able_amount, o.guest_uuid,
                s.nonce, s.result,
                (o.status = 'PENDING' AND o.expires_at > now()) AS open
         FROM payment_session s JOIN orders o ON o.order_id = s.order_id
         WHERE s.session_id = $1`,
        [sessionId],
      );
      return row;
    },

    /** How the session of an order's number and nonce ended, or `undefined` for none. */
    async paymentSessionResult(
      poNumber: string,
      nonce: string,
    ): Promise<
      | {
          result: PaymentResultStatus | null;
          pay_ref: string | null;
          mask_card: string | null;
        }
      | undefined
    > {
      const [row] = await db.query<{
        result: PaymentResultStatus | null;
        pay_ref: string | null;
        mask_card: string | null;
      }>(
        `SELECT s.result, s.pay_ref, s.mask_card FROM payment_session s
         JOIN orders o ON o.order_id = s.order_id
         WHERE o.po_number = $1 AND s.nonce = $2`,
        [poNumber, nonce],
      );
      return row;
    },

    /** Ends a session with its result, once. The result stored now, or `undefined` when it had ended. */
    async completePaymentSession(
      sessionId: string,
      result: PaymentResultStatus,
      payRef: string | null,
      maskCard: string | null,
    ): Promise<PaymentResultStatus | undefined> {
      const [row] = await db.query<{ result: PaymentResultStatus }>(
        `UPDATE payment_session
            SET result = $2, pay_ref = $3, mask_card = $4, completed_at = now()
          WHERE session_id = $1 AND completed_at IS NULL RETURNING result`,
        [sessionId, result, payRef, maskCard],
      );
      return row?.result;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
