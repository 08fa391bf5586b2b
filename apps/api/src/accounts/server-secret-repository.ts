import type { Queryable } from '../db/database';

/** The server's own secrets (the `server_secret` table), shared by every instance of one database. */
export function createServerSecretRepository(db: Queryable) {
  return {
    /**
     * The secret kept under `name`: the one kept already, or else `candidate`,
     * kept now (the first instance to write it wins; every other one reads it).
     */
    async keepFirst(name: string, candidate: string): Promise<string> {
      await db.query(
        'INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [name, candidate],
      );
      const [row] = await db.query<{ value: string }>(
        'SELECT value FROM server_secret WHERE name = $1',
        [name],
      );
      return row?.value ?? candidate;
    },
  };
}
