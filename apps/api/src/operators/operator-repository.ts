import type { Queryable } from '../db/database';

/** An operator account as stored. */
export interface OperatorRecord {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly role: 'operator' | 'admin';
  readonly createdAt: Date;
  readonly disabledAt: Date | null;
}

interface OperatorRow {
  id: string | number;
  email: string;
  name: string;
  password_hash: string;
  role: 'operator' | 'admin';
  created_at: Date;
  disabled_at: Date | null;
}

function recordOf(row: OperatorRow): OperatorRecord {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    role: row.role,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}

/** The operators' accounts, over `db` (a transaction or the pool). */
export function operatorRepository(db: Queryable) {
  return {
    /** The operator of a lower-cased e-mail. */
    async findByEmail(email: string): Promise<OperatorRecord | undefined> {
      const [row] = await db.query<OperatorRow>(
        'SELECT * FROM operator WHERE lower(email) = lower($1)',
        [email],
      );
      return row === undefined ? undefined : recordOf(row);
    },

    async findById(id: number): Promise<OperatorRecord | undefined> {
      const [row] = await db.query<OperatorRow>('SELECT * FROM operator WHERE id = $1', [id]);
      return row === undefined ? undefined : recordOf(row);
    },

    /** Creates the operator; `undefined` when the e-mail already has one. */
    async create(operator: {
      readonly email: string;
      readonly name: string;
      readonly passwordHash: string;
      readonly role: 'operator' | 'admin';
    }): Promise<OperatorRecord | undefined> {
      const [row] = await db.query<OperatorRow>(
        `INSERT INTO operator (email, name, password_hash, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING *`,
        [operator.email, operator.name, operator.passwordHash, operator.role],
      );
      return row === undefined ? undefined : recordOf(row);
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE operator SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },
  };
}

export type OperatorRepository = ReturnType<typeof operatorRepository>;
