import type { AddressBody } from '@rewards/api-client/contract';
import type { Queryable } from '../db/database';

/** The profile as stored; the birthday as `YYYY-MM-DD`, or `null`. */
export interface ProfileRecord {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobileNumber: string;
  readonly countryCode: string;
  readonly birthday: string | null;
  readonly languageId: 'en' | 'th';
  readonly billing: AddressBody | null;
  readonly shipping: AddressBody | null;
}

/** The editable fields, as stored (the birthday `YYYY-MM-DD` or `null`; no language: keep it). */
export interface ProfileChange {
  readonly firstName: string;
  readonly lastName: string;
  readonly mobileNumber: string;
  readonly countryCode: string;
  readonly birthday: string | null;
  readonly languageId: 'en' | 'th' | undefined;
}

interface ProfileRow {
  id: number | string;
  email: string;
  first_name: string;
  last_name: string;
  mobile_number: string;
  country_code: string;
  birthday: string | null;
  language_id: 'en' | 'th';
  billing: AddressBody | null;
  shipping: AddressBody | null;
}

/**
 * A customer's profile and password (the `customer` and `customer_address`
 * tables, with the columns of `0012_customer_profile.sql`), over `db`: the
 * database, or a transaction.
 */
export function createProfileRepository(db: Queryable) {
  return {
    async profile(customerId: number): Promise<ProfileRecord | undefined> {
      const [row] = await db.query<ProfileRow>(
        `SELECT c.id, c.email, c.first_name, c.last_name, c.mobile_number, c.country_code,
                to_char(c.birthday, 'YYYY-MM-DD') AS birthday, c.language_id,
                (SELECT address FROM customer_address
                  WHERE customer_id = c.id AND kind = 'billing') AS billing,
                (SELECT address FROM customer_address
                  WHERE customer_id = c.id AND kind = 'shipping') AS shipping
           FROM customer AS c WHERE c.id = $1`,
        [customerId],
      );
      if (row === undefined) return undefined;
      return {
        id: Number(row.id),
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        mobileNumber: row.mobile_number,
        countryCode: row.country_code,
        birthday: row.birthday,
        languageId: row.language_id,
        billing: row.billing,
        shipping: row.shipping,
      };
    },

    /** Writes the editable fields; `false` when there is no such customer. */
    async update(customerId: number, change: ProfileChange): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE customer
            SET first_name = $2, last_name = $3, mobile_number = $4, country_code = $5,
                birthday = $6::date, language_id = coalesce($7, language_id)
          WHERE id = $1 RETURNING id::text`,
        [
          customerId,
          change.firstName,
          change.lastName,
          change.mobileNumber,
          change.countryCode,
          change.birthday,
          change.languageId ?? null,
        ],
      );
      return rows.length > 0;
    },

    /** What checking the current password needs. */
    async credentials(
      customerId: number,
    ): Promise<{ readonly email: string; readonly passwordHash: string } | undefined> {
      const [row] = await db.query<{ email: string; password_hash: string }>(
        'SELECT email, password_hash FROM customer WHERE id = $1',
        [customerId],
      );
      return row === undefined ? undefined : { email: row.email, passwordHash: row.password_hash };
    },

    /**
     * A new password, only while the stored hash is still `expected` (a change
     * made meanwhile wins): every token issued before stops working. Answers
     * the new token version, or `undefined` when the hash had changed.
     */
    async replacePassword(
      customerId: number,
      expected: string,
      passwordHash: string,
    ): Promise<number | undefined> {
      const [row] = await db.query<{ token_version: number }>(
        `UPDATE customer SET password_hash = $3, token_version = token_version + 1
          WHERE id = $1 AND password_hash = $2 RETURNING token_version`,
        [customerId, expected, passwordHash],
      );
      return row?.token_version;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
