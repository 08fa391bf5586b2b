import type { Queryable } from '../db/database';

/** What is stored of a line: only the shopper's choices, never a price. */
export interface StoredLine {
  readonly uuid: string;
  readonly code: string;
  readonly quantity: number;
  readonly hasAppleCare: boolean;
  readonly checked: boolean;
  readonly persMesg1: string;
  readonly persMesg2: string;
}

/** A customer's stored cart and its version (0 and no lines before the first write). */
export interface StoredCart {
  readonly version: number;
  readonly lines: readonly StoredLine[];
}

/** The server-kept cart of each customer (`cart`), over `db` (the database, or a transaction). */
export function createCartRepository(db: Queryable) {
  return {
    /** The customer's cart; with `forUpdate`, its row is locked for the rest of the transaction. */
    async read(customerId: number, { forUpdate = false } = {}): Promise<StoredCart> {
      const [row] = await db.query<{ version: number; lines: StoredLine[] }>(
        `SELECT version, lines FROM cart WHERE customer_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
        [customerId],
      );
      return row ?? { version: 0, lines: [] };
    },

    /** Makes the customer's (empty) cart row unless it exists, so that it can be locked. */
    async ensure(customerId: number): Promise<void> {
      await db.query('INSERT INTO cart (customer_id) VALUES ($1) ON CONFLICT DO NOTHING', [
        customerId,
      ]);
    },

    /** Replaces the lines and moves the version on by one. */
    async write(customerId: number, lines: readonly StoredLine[]): Promise<void> {
      await db.query(
        `UPDATE cart SET lines = $2::jsonb, version = version + 1, updated_at = now()
         WHERE customer_id = $1`,
        [customerId, JSON.stringify(lines)],
      );
    },

    /**
     * Removes the lines an order bought (by line id) from the customer's cart. The
     * version moves on only when a line went, so a tab that removes them too gets a
     * 409 and rebases onto it.
     */
    async dropLinesBoughtBy(customerId: number | string, orderId: number | string): Promise<void> {
      await db.query(
        `UPDATE cart SET
           lines = COALESCE(
             (SELECT jsonb_agg(line ORDER BY position) FROM jsonb_array_elements(cart.lines)
                WITH ORDINALITY AS kept(line, position)
              WHERE NOT (line->>'uuid' = ANY (bought.uuids))),
             '[]'::jsonb),
           version = version + 1,
           updated_at = now()
         FROM (SELECT array_agg(DISTINCT line_uuid) AS uuids FROM order_unit WHERE order_id = $2) AS bought
         WHERE cart.customer_id = $1
           AND EXISTS (SELECT 1 FROM jsonb_array_elements(cart.lines) AS each(line)
                       WHERE each.line->>'uuid' = ANY (bought.uuids))`,
        [customerId, orderId],
      );
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
