import type { Queryable } from '../../db/database';

/**
 * The units left of the items that count stock (`item_stock`; an item without a
 * row is not limited), over `db` (the database, or a transaction). Every change is
 * conditional or relative, so concurrent orders never oversell.
 */
export function createStockRepository(db: Queryable) {
  return {
    /**
     * Takes `units` of an item from its stock, when the item counts stock. Whether
     * there were enough (always, for an item without a stock row), in one statement.
     */
    async take(code: string, units: number): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>(
        `WITH taken AS (
           UPDATE item_stock SET available = available - $2
           WHERE item_code = $1 AND available >= $2 RETURNING item_code)
         SELECT EXISTS (SELECT 1 FROM taken)
             OR NOT EXISTS (SELECT 1 FROM item_stock WHERE item_code = $1) AS ok`,
        [code, units],
      );
      return row?.ok === true;
    },

    /**
     * Puts units of an order back in the stock of the items that count stock: all
     * of them, or those of `unitIndexes` (a cancelled or refunded sub-order).
     */
    async returnUnitsOf(orderId: number, unitIndexes?: readonly number[]): Promise<void> {
      await db.query(
        `UPDATE item_stock s SET available = s.available + u.units
         FROM (SELECT item_code, count(*)::int AS units FROM order_unit
               WHERE order_id = $1 AND ($2::int[] IS NULL OR unit_index = ANY ($2::int[]))
               GROUP BY item_code) u
         WHERE s.item_code = u.item_code`,
        [orderId, unitIndexes ?? null],
      );
    },

    /** Gives every item sold with a quantity limit `units` in stock, unless it counts stock already. */
    async stockLimitedItems(units: number): Promise<void> {
      await db.query(
        `INSERT INTO item_stock (item_code, available)
         SELECT code, $1 FROM item WHERE limit_quantity ON CONFLICT DO NOTHING`,
        [units],
      );
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
