import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mayHoldSql, sqlOutsideRepositories, sqlSigns } from './sql-scan';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

describe('SQL lives only in repositories, migrations and the database adapters', () => {
  it('finds the signs of SQL, and not prose about it', () => {
    expect(sqlSigns("await db.query('SELECT id FROM customer WHERE id = $1', [id]);")).toContain(
      'a .query( call',
    );
    expect(sqlSigns('const [row] = await tx.query<{ n: number }>(`SELECT 1`);')).toEqual([
      'a .query( call',
    ]);
    expect(sqlSigns('const sql = `INSERT INTO cart (customer_id) VALUES ($1)`;')).toEqual([
      'INSERT INTO',
    ]);
    expect(sqlSigns("run(`UPDATE customer SET token_version = 2`, 'DELETE FROM guest');")).toEqual([
      'UPDATE ... SET',
      'DELETE FROM',
    ]);
    expect(sqlSigns("await db.exec('CREATE TABLE t (id int)');")).toEqual([
      'an .exec( of a script',
      'a DDL statement',
    ]);
    expect(sqlSigns('const match = /^Bearer (.+)$/.exec(header); request.query;')).toEqual([]);
    expect(
      sqlSigns('/** Does a SELECT of the rows FROM the cart. */\n// INSERT INTO x\nf();'),
    ).toEqual([]);
  });

  it('allows SQL in repositories, in src/db and in migrations only', () => {
    expect(mayHoldSql('accounts/customer-repository.ts')).toBe(true);
    expect(mayHoldSql('db/postgres-database.ts')).toBe(true);
    expect(mayHoldSql('db/migrations.ts')).toBe(true);
    expect(mayHoldSql('accounts/throttle.ts')).toBe(false);
    expect(mayHoldSql('routes/backend/api/account/index.ts')).toBe(false);
    expect(mayHoldSql('checkout/repository.ts')).toBe(false);
  });

  it('no source file outside them holds SQL', () => {
    const offenders = [...sqlOutsideRepositories(SRC)].map(
      ([path, signs]) => `${path}: ${signs.join(', ')}`,
    );
    expect(offenders).toEqual([]);
  });
});
