import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openTestDatabase } from '../helpers/test-app';

// Statements with parameters are named on both engines: each PostgreSQL
// connection, and PGlite's one session, parses and plans one once.
describe('prepared statements', () => {
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
        `SELECT statement FROM pg_prepared_statements
         WHERE statement IN ('SELECT $1::int AS n', 'SELECT 42 AS answer') ORDER BY statement`,
      );
    });
    expect(prepared.map((row) => row.statement)).toEqual(['SELECT $1::int AS n']);
  });

  it('sends each type as the unnamed path did: arrays, JSON, dates, numerics, nulls', async () => {
    const when = new Date('2026-11-27T10:00:00.000Z');
    const read = `SELECT $1::int[] AS ids, $2::jsonb AS doc, $3::timestamptz AS at,
                         $4::numeric AS amount, $5::text AS nothing, $6::text[] AS words`;
    const params = [[1, 2], { a: [1, 'x'] }, when, '12.50', null, ['a', 'b c']];
    for (let run = 0; run < 2; run += 1) {
      expect(await db.query(read, params)).toEqual([
        {
          ids: [1, 2],
          doc: { a: [1, 'x'] },
          at: when,
          amount: '12.50',
          nothing: null,
          words: ['a', 'b c'],
        },
      ]);
    }
    // No rows, and a statement that returns none.
    await db.exec('CREATE TABLE prepared_write (id int PRIMARY KEY, a text)');
    expect(await db.query('SELECT 1 AS one WHERE $1::int = 0', [1])).toEqual([]);
    expect(await db.query('INSERT INTO prepared_write VALUES ($1, $2)', [1, 'x'])).toEqual([]);
    expect(await db.query('SELECT a FROM prepared_write WHERE id = $1', [1])).toEqual([{ a: 'x' }]);
  });

  it('throws the database error with its code, and the next statement runs', async () => {
    const insert = 'INSERT INTO prepared_unique VALUES ($1)';
    await db.exec('CREATE TABLE prepared_unique (id int PRIMARY KEY)');
    await db.query(insert, [1]);
    await expect(db.query(insert, [1])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELECT nonsense FROM nowhere WHERE id = $1', [1])).rejects.toMatchObject(
      { code: '42P01' },
    );
    // A failed statement rolls its transaction back, and the database goes on.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [2]);
        await tx.query(insert, [1]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id FROM prepared_unique WHERE id > $1 ORDER BY id', [0])).toEqual(
      [{ id: 1 }],
    );
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

  it('keeps statements of concurrent calls and transactions apart', async () => {
    await db.exec('CREATE TABLE prepared_counter (id int PRIMARY KEY, n int NOT NULL)');
    await db.query('INSERT INTO prepared_counter VALUES ($1, 0)', [1]);
    const bump = (by: number) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ n: number }>(
          'SELECT n FROM prepared_counter WHERE id = $1 FOR UPDATE',
          [1],
        );
        await tx.query('UPDATE prepared_counter SET n = $2 WHERE id = $1', [1, (row?.n ?? 0) + by]);
      });
    const reads = Array.from({ length: 20 }, (_, i) =>
      db.query<{ n: number }>('SELECT $1::int AS n', [i]),
    );
    await Promise.all([...Array.from({ length: 20 }, () => bump(1)), ...reads]);
    expect((await Promise.all(reads)).map(([row]) => row?.n)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    expect(await db.query('SELECT n FROM prepared_counter WHERE id = $1', [1])).toEqual([
      { n: 20 },
    ]);
  });
});
