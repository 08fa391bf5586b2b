import { thb, type Money } from '@rewards/domain';
import type { Queryable } from '../db/database';

/** A refund promo code as stored. */
export interface RefundCodeRecord {
  readonly code: string;
  readonly customerId: number;
  readonly value: Money;
  /** Calendar days in Thailand: valid from the start of `startDate` to the end of `expiredDate`. */
  readonly startDate: string;
  readonly expiredDate: string;
  readonly description: string;
  readonly thaiDescription: string;
  readonly subOrderNumber: string | null;
}

interface RefundCodeRow {
  code: string;
  customer_id: string | number;
  value: string;
  start_date: string;
  expired_date: string;
  description: string;
  thai_description: string;
  sub_order_number: string | null;
}

// A code's days are Bangkok days (UTC+7 all year): it starts at 00:00 of the first and ends at 24:00 of the last.
const COLUMNS = `code, customer_id, value::text AS value,
  to_char(starts_at AT TIME ZONE INTERVAL '+07:00', 'YYYY-MM-DD') AS start_date,
  to_char((expires_at AT TIME ZONE INTERVAL '+07:00') - interval '1 day', 'YYYY-MM-DD') AS expired_date,
  description, thai_description, sub_order_number`;

function recordOf(row: RefundCodeRow): RefundCodeRecord {
  return {
    code: row.code,
    customerId: Number(row.customer_id),
    value: thb(row.value),
    startDate: row.start_date,
    expiredDate: row.expired_date,
    description: row.description,
    thaiDescription: row.thai_description,
    subOrderNumber: row.sub_order_number,
  };
}

/** Refund promo codes and the customers they belong to, over `db`. */
export function refundCodeRepository(db: Queryable) {
  return {
    /** The id of the customer with this e-mail (any letter case). */
    async customerIdByEmail(email: string): Promise<number | undefined> {
      const [row] = await db.query<{ id: string | number }>(
        'SELECT id FROM customer WHERE lower(email) = lower($1)',
        [email.trim()],
      );
      return row === undefined ? undefined : Number(row.id);
    },

    /** Whether a code is taken, as a refund code or a promotion (any letter case). */
    async codeTaken(code: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM refund_promo_code WHERE upper(code) = upper($1)
         UNION ALL SELECT 1 FROM promotion WHERE upper(code) = upper($1)`,
        [code],
      );
      return rows.length > 0;
    },

    /** Stores a code; `undefined` when the code (or the sub-order's code) exists already. */
    async insert(
      code: RefundCodeRecord & { readonly issuedBy: number },
    ): Promise<RefundCodeRecord | undefined> {
      const [row] = await db.query<RefundCodeRow>(
        `INSERT INTO refund_promo_code (code, customer_id, value, starts_at, expires_at,
           description, thai_description, sub_order_number, issued_by)
         VALUES ($1, $2, $3, ($4::date)::timestamp AT TIME ZONE INTERVAL '+07:00',
                 ($5::date + 1)::timestamp AT TIME ZONE INTERVAL '+07:00', $6, $7, $8, $9)
         ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [
          code.code,
          code.customerId,
          code.value.toFixed(2),
          code.startDate,
          code.expiredDate,
          code.description,
          code.thaiDescription,
          code.subOrderNumber,
          code.issuedBy,
        ],
      );
      return row === undefined ? undefined : recordOf(row);
    },

    async find(code: string): Promise<RefundCodeRecord | undefined> {
      const [row] = await db.query<RefundCodeRow>(
        `SELECT ${COLUMNS} FROM refund_promo_code WHERE upper(code) = upper($1)`,
        [code],
      );
      return row === undefined ? undefined : recordOf(row);
    },
  };
}

export type RefundCodeRepository = ReturnType<typeof refundCodeRepository>;
