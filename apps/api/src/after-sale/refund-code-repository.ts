import type { Queryable } from '../db/database';

const SORT_COLUMNS = {
  startDate: 'starts_at',
  expiredDate: 'expires_at',
  value: 'value',
} as const;
export type RefundCodeSortProperty = keyof typeof SORT_COLUMNS;

export interface RefundCodeRow {
  readonly code: string;
  readonly value: string;
  readonly starts_at: Date;
  readonly expires_at: Date;
  readonly description: string;
  readonly thai_description: string;
}

/** A customer's codes that can still be spent: unused and not expired at `now`. */
const SPENDABLE = 'customer_id = $1 AND used_at IS NULL AND expires_at > $2';

/**
 * The customer's side of the refund promotion codes (`refund_promo_code` of
 * `0010_operators.sql`, issued by operators): reading their own, over `db`.
 */
export function createRefundCodeReader(db: Queryable) {
  return {
    async count(customerId: number, now: Date): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM refund_promo_code WHERE ${SPENDABLE}`,
        [customerId, now],
      );
      return row?.n ?? 0;
    },

    async page(
      customerId: number,
      now: Date,
      page: {
        readonly property: RefundCodeSortProperty;
        readonly direction: 'ASC' | 'DESC';
        readonly offset: number;
        readonly size: number;
      },
    ): Promise<RefundCodeRow[]> {
      const column = SORT_COLUMNS[page.property];
      const direction = page.direction === 'ASC' ? 'ASC' : 'DESC';
      return db.query<RefundCodeRow>(
        `SELECT code, value::text AS value, starts_at, expires_at, description, thai_description
           FROM refund_promo_code WHERE ${SPENDABLE}
          ORDER BY ${column} ${direction}, code
          LIMIT $3 OFFSET $4`,
        [customerId, now, page.size, page.offset],
      );
    },
  };
}
