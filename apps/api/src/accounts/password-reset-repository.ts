import type { Queryable } from '../db/database';

/**
 * Password-recovery keys (the `password_reset` table), kept only as their
 * SHA-256, over `db`: the database, or a transaction.
 */
export function createPasswordResetRepository(db: Queryable) {
  return {
    /** Keeps a key for the customer that works for `minutes` from now. */
    async add(keyHash: string, customerId: number, minutes: number): Promise<void> {
      await db.query(
        `INSERT INTO password_reset (key_hash, customer_id, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [keyHash, customerId, minutes],
      );
    },

    /** Marks an unused, unexpired key used; answers its customer, or `undefined` for no such key. */
    async use(keyHash: string): Promise<number | undefined> {
      const [row] = await db.query<{ customer_id: number | string }>(
        `UPDATE password_reset SET used_at = now()
         WHERE key_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING customer_id`,
        [keyHash],
      );
      return row === undefined ? undefined : Number(row.customer_id);
    },

    /** Deletes the customer's keys not used yet. */
    async dropUnused(customerId: number): Promise<void> {
      await db.query('DELETE FROM password_reset WHERE customer_id = $1 AND used_at IS NULL', [
        customerId,
      ]);
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
