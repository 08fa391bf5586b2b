import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openTestDatabase } from '../helpers/test-app';

// Named (prepared) statements are the pool's: PGlite parses every statement.
describe.runIf(Boolean(process.env.DATABASE_URL?.trim()))(
  'prepared statements on a PostgreSQL server',
  () => {
    let db: Database;
    beforeAll(async () => {
      db = await openTestDatabase();
    });
    afterAll(async () => {
      await db.close();
    });

    it('prepares a statement with parameters once per connection, and not one without', async () => {
      const prepared = await db.transaction(async (tx) => {
        for (const n of [1, 2, 3]) {
          expect(await tx.query<{ n: number }>('SELECT $1::int AS n', [n])).toEqual([{ n }]);
        }
        await tx.query('SELECT 42 AS answer');
        return tx.query<{ statement: string }>(
          'SELECT statement FROM pg_prepared_statements ORDER BY statement',
        );
      });
      expect(prepared.map((row) => row.statement)).toEqual(['SELECT $1::int AS n']);
    });

    it('answers the new columns after a table changed under a prepared SELECT *', async () => {
      await db.exec('CREATE TABLE prepared_probe (id int PRIMARY KEY, a text)');
      await db.query("INSERT INTO prepared_probe VALUES (1, 'x')");
      const read = 'SELECT * FROM prepared_probe WHERE id = $1';
      expect(await db.query(read, [1])).toEqual([{ id: 1, a: 'x' }]);
      await db.exec('ALTER TABLE prepared_probe ADD COLUMN b int');

      // Outside a transaction the statement runs again, unnamed.
      expect(await db.query(read, [1])).toEqual([{ id: 1, a: 'x', b: null }]);
      // In a transaction of a connection that still holds the old plan, the next attempt works.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const rows = await db.transaction((tx) => tx.query(read, [1])).catch(() => undefined);
        if (rows !== undefined) {
          expect(rows).toEqual([{ id: 1, a: 'x', b: null }]);
          return;
        }
      }
      throw new Error('the statement never ran again');
    });
  },
);
