import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mayHoldSql, sqlOutsideRepositories, sqlSigns } from './sql-scan';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/**
 * Files under `src/` that still hold SQL outside a repository, to be emptied
 * into repositories: remove a file's entry once it holds no SQL (the last test
 * below fails until it is removed). Nothing may be added.
 */
const NOT_YET_IN_REPOSITORIES: readonly string[] = [
  // Catalogue-side reads still written in their routes.
  'routes/backend/api/common/postal-code.ts',
  'routes/seo.ts',
  // The seed scripts that write the demo data.
  'plugins/app/seed.ts',
  'seed/seed.ts',
];

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

  it('no source file outside them holds SQL, but those not moved yet', () => {
    const offenders = [...sqlOutsideRepositories(SRC)]
      .filter(([path]) => !NOT_YET_IN_REPOSITORIES.includes(path))
      .map(([path, signs]) => `${path}: ${signs.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('the accounts side is not on the list', () => {
    for (const path of NOT_YET_IN_REPOSITORIES) {
      expect(path).not.toMatch(/^(accounts\/|routes\/backend\/api\/(account|customer)\/)/);
    }
  });

  it('each file still on the list exists and still holds SQL (else its entry goes)', () => {
    const found = sqlOutsideRepositories(SRC);
    const stale = NOT_YET_IN_REPOSITORIES.filter(
      (path) =>
        !existsSync(`${SRC}/${path}`) ||
        sqlSigns(readFileSync(`${SRC}/${path}`, 'utf8')).length === 0 ||
        !found.has(path),
    );
    expect(stale).toEqual([]);
  });
});
