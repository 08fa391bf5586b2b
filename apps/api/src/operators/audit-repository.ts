import type { Queryable } from '../db/database';

/** One operator action as the audit log keeps it. */
export interface AuditEntry {
  readonly operatorId: number;
  /** `ship`, `deliver`, `cancel`, `refund`, `issue-refund-code`, `create-operator`. */
  readonly action: string;
  /** `sub-order:<number>`, `refund-code:<code>`, `operator:<id>`. */
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** A logged entry, with its time. */
export interface AuditRecord extends AuditEntry {
  readonly id: number;
  readonly at: Date;
}

interface AuditRow {
  entry_id: string | number;
  operator_id: string | number;
  at: Date;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * The audit log over `db`: given the transaction of the change, the entry
 * commits with it or not at all.
 */
export function auditRepository(db: Queryable) {
  return {
    async append(entry: AuditEntry): Promise<void> {
      await db.query(
        `INSERT INTO audit_log (operator_id, action, target, before, after)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`,
        [
          entry.operatorId,
          entry.action,
          entry.target,
          JSON.stringify(entry.before ?? null),
          JSON.stringify(entry.after ?? null),
        ],
      );
    },

    /** The entries of a target, oldest first. */
    async ofTarget(target: string): Promise<AuditRecord[]> {
      const rows = await db.query<AuditRow>(
        'SELECT * FROM audit_log WHERE target = $1 ORDER BY entry_id',
        [target],
      );
      return rows.map((row) => ({
        id: Number(row.entry_id),
        operatorId: Number(row.operator_id),
        at: row.at,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
