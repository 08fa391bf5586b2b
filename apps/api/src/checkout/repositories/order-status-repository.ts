import type { PaymentResultStatus } from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';

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

/**
 * The key of the sweep's lock: one instance sweeps at a time, the others skip. A
 * single key, kept apart from the two-key locks of `order-placement-repository.ts`.
 */
const SWEEP_LOCK_KEY = 746_2029;

/**
 * The condition "some order is still PENDING past its time" (`anyExpiredPending`),
 * exported so that a placement can read it in the same statement as its owner.
 */
export const ANY_EXPIRED_PENDING =
  "EXISTS (SELECT 1 FROM orders WHERE status = 'PENDING' AND expires_at <= now())";

/**
 * The changes of an order's status over `db` (the database, or a transaction):
 * a payment's return and settlement, a release, and the sweep of pending orders
 * past their time with its advisory lock.
 */
export function createOrderStatusRepository(db: Queryable) {
  return {
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

    /** Takes the sweep's lock for the transaction without waiting. Whether it did. */
    async tryLockSweep(): Promise<boolean> {
      const [lock] = await db.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [SWEEP_LOCK_KEY],
      );
      return lock?.locked === true;
    },
  };
}
