import { parse, protocol, type messages, type PGlite } from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;

/** At most this many statements are kept prepared; others are parsed each time. */
const MAX_PREPARED = 500;

interface Prepared {
  readonly name: string;
  /** The parameters' type ids, which choose PGlite's serializer for each value. */
  readonly paramTypes: readonly number[];
  /** The statement's row description (none for a statement that returns no rows). */
  readonly rowDescription: BackendMessage | undefined;
}

/**
 * Named statements on PGlite. PGlite's `query` sends an unnamed statement
 * each time in six calls into the engine (parse, describe, bind, describe,
 * execute, sync), so the engine parses and plans it every time. Here a
 * statement is parsed and described once under a name (one call), then each
 * run is one call of bind, execute and sync; PostgreSQL plans it again by
 * itself when a table it reads changes. PGlite has no named statements of its
 * own (0.5.16): this speaks the wire protocol through its `execProtocolStream`,
 * its serializer and its result parser, and keeps PGlite's two locks (the
 * transaction's, then the statement's), so that nothing runs between.
 */
export interface PglitePrepared {
  /**
   * The rows of `sql` as a named statement, or `undefined` when it is to go
   * through PGlite's own `query` (no parameters, beyond `MAX_PREPARED`, or
   * unnamed after its prepared form refused to run).
   * `inTransaction`: called inside `PGlite.transaction`'s callback, which holds
   * the transaction lock already.
   */
  query<Row>(
    sql: string,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<Row[] | undefined>;
}

/** Several protocol messages as one buffer, sent in one call. */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PostgreSQL plans a prepared statement again by itself when a table it reads
 * changes, but refuses to run it when its columns changed (a `SELECT *` after
 * a migration added a column): that statement then goes unnamed.
 */
export function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/** The error as PGlite's `query` throws it: its statement and parameters attached. */
function withStatement(error: unknown, sql: string, params: readonly unknown[]): unknown {
  if (error instanceof Error && 'code' in error) {
    Object.assign(error, { query: sql, params: [...params], queryOptions: undefined });
  }
  return error;
}

export function pglitePrepared(db: PGlite): PglitePrepared {
  const statements = new Map<string, Prepared | null>();
  let next = 0;

  const run = (message: Uint8Array) => db.execProtocolStream(message, { syncToFs: false });

  async function prepare(sql: string): Promise<Prepared> {
    const name = `p${next++}`;
    const messages = await run(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(sql, prepared);
    return prepared;
  }

  async function execute<Row>(
    sql: string,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<Row[] | undefined> {
    // Looked up again under the lock: another call may have prepared it or given it up meanwhile.
    const known = statements.get(sql);
    if (known === null || (known === undefined && next >= MAX_PREPARED)) return undefined;
    const prepared = known ?? (await prepare(sql));
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serialize = db.serializers[prepared.paramTypes[index] ?? 0];
      return serialize === undefined ? String(param) : serialize(param);
    });
    const messages = await run(
      concat([
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    if (!inTransaction) await db.syncToFs();
    const described =
      prepared.rowDescription === undefined ? messages : [prepared.rowDescription, ...messages];
    return parse.parseResults(described, db.parsers)[0]?.rows as Row[];
  }

  return {
    async query<Row>(sql: string, params: readonly unknown[], inTransaction: boolean) {
      if (params.length === 0) return undefined;
      const known = statements.get(sql);
      if (known === null || (known === undefined && next >= MAX_PREPARED)) return undefined;
      const exclusive = () => db.runExclusive(() => execute<Row>(sql, params, inTransaction));
      try {
        return await (inTransaction ? exclusive() : db._runExclusiveTransaction(exclusive));
      } catch (error) {
        if (!isStalePlan(error)) throw withStatement(error, sql, params);
        statements.set(sql, null);
        // In a transaction the failure has aborted it: the caller's next attempt goes unnamed.
        if (inTransaction) throw withStatement(error, sql, params);
        return undefined;
      }
    },
  };
}
