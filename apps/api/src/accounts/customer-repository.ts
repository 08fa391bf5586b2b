import type { AddressBody } from '@rewards/api-client/contract';
import type { Queryable } from '../db/database';

/** A customer as stored: the profile, the password's hash and the version their tokens carry. */
export interface CustomerRecord {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobileNumber: string;
  readonly passwordHash: string;
  readonly tokenVersion: number;
}

/** A new customer's profile and password hash. */
export interface NewCustomer {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobileNumber: string;
  readonly passwordHash: string;
}

/** Which of the profile's addresses. */
export type AddressKind = 'billing' | 'shipping';

interface CustomerRow {
  id: number | string;
  email: string;
  first_name: string;
  last_name: string;
  mobile_number: string;
  password_hash: string;
  token_version: number;
}

function recordOf(row: CustomerRow): CustomerRecord {
  return {
    id: Number(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    mobileNumber: row.mobile_number,
    passwordHash: row.password_hash,
    tokenVersion: row.token_version,
  };
}

const COLUMNS = 'id, email, first_name, last_name, mobile_number, password_hash, token_version';

/**
 * Customers and the addresses kept in their profile (the `customer` and
 * `customer_address` tables), over `db`: the database, or a transaction.
 */
export function createCustomerRepository(db: Queryable) {
  return {
    async byId(id: number): Promise<CustomerRecord | undefined> {
      const [row] = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customer WHERE id = $1`, [
        id,
      ]);
      return row === undefined ? undefined : recordOf(row);
    },

    /** The customer whose e-mail is `account` (lower-cased), whatever its case as registered. */
    async byEmail(account: string): Promise<CustomerRecord | undefined> {
      const [row] = await db.query<CustomerRow>(
        `SELECT ${COLUMNS} FROM customer WHERE lower(email) = $1`,
        [account],
      );
      return row === undefined ? undefined : recordOf(row);
    },

    /** The version a customer's tokens must carry, or `undefined` for no such customer. */
    async tokenVersion(id: number): Promise<number | undefined> {
      const [row] = await db.query<{ token_version: number }>(
        'SELECT token_version FROM customer WHERE id = $1',
        [id],
      );
      return row?.token_version;
    },

    /** Adds the customer; `undefined` when the e-mail already has an account. */
    async insert(customer: NewCustomer): Promise<number | undefined> {
      const [row] = await db.query<{ id: number | string }>(
        `INSERT INTO customer (email, first_name, last_name, mobile_number, password_hash)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        [
          customer.email,
          customer.firstName,
          customer.lastName,
          customer.mobileNumber,
          customer.passwordHash,
        ],
      );
      return row === undefined ? undefined : Number(row.id);
    },

    /** The same password under a new hash (a stronger cost): tokens stay valid. */
    async rehashPassword(id: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE customer SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },

    /** A new password: every token issued before stops working. */
    async replacePassword(id: number, passwordHash: string): Promise<void> {
      await db.query(
        `UPDATE customer SET password_hash = $2, token_version = token_version + 1
         WHERE id = $1`,
        [id, passwordHash],
      );
    },

    /** Every token issued so far stops working. */
    async retireTokens(id: number): Promise<void> {
      await db.query('UPDATE customer SET token_version = token_version + 1 WHERE id = $1', [id]);
    },

    /** The billing and shipping addresses kept in the profile, each `null` when none is. */
    async addresses(customerId: number): Promise<Record<AddressKind, AddressBody | null>> {
      const rows = await db.query<{ kind: AddressKind; address: AddressBody }>(
        'SELECT kind, address FROM customer_address WHERE customer_id = $1',
        [customerId],
      );
      const of = (kind: AddressKind) => rows.find((row) => row.kind === kind)?.address ?? null;
      return { billing: of('billing'), shipping: of('shipping') };
    },

    /** Keeps `address` as the profile's address of that kind, replacing the one before. */
    async saveAddress(customerId: number, kind: AddressKind, address: AddressBody): Promise<void> {
      await db.query(
        `INSERT INTO customer_address (customer_id, kind, address) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (customer_id, kind)
           DO UPDATE SET address = EXCLUDED.address, updated_at = now()`,
        [customerId, kind, JSON.stringify(address)],
      );
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
