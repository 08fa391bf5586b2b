import type { FastifyInstance } from 'fastify';
import {
  cartLineChoices,
  routes,
  type CartLineInput,
  type ServerCart,
  type ServerCartLine,
} from '@rewards/api-client/contract';
import { AppError } from '../../../../http/app-error';
import { registerRoute } from '../../../../http/register-route';
import type { Queryable } from '../../../../db/database';
import { checkRoutes } from './check-routes';
import type { StoredLine } from './domain-lines';

function stored(line: CartLineInput): StoredLine {
  return cartLineChoices(line);
}

/**
 * GET and PUT shopping-cart. Concurrency is last write with a version: a PUT
 * names the version it read and is refused with 409 when another write came
 * first, so a second tab never silently overwrites the first one's lines.
 */
export async function shoppingCartRoutes(app: FastifyInstance): Promise<void> {
  /** Fills each stored line with today's name and price; lines of unknown items are dropped. */
  const priced = async (version: number, lines: readonly StoredLine[]): Promise<ServerCart> => {
    const items = await app.itemRepository.byCodes(lines.map((line) => line.code));
    const byCode = new Map(items.map((item) => [item.code, item]));
    const out: ServerCartLine[] = lines.flatMap((line) => {
      const item = byCode.get(line.code);
      if (item === undefined) return [];
      return [
        {
          ...line,
          name: item.name,
          thaiName: item.thaiName,
          partNumber: item.partNumber,
          unitPrice: item.unitPrice,
        },
      ];
    });
    return { version, lines: out };
  };

  const read = async (db: Queryable, customerId: number, lock: boolean) => {
    const [row] = await db.query<{ version: number; lines: StoredLine[] }>(
      `SELECT version, lines FROM cart WHERE customer_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [customerId],
    );
    return row ?? { version: 0, lines: [] };
  };

  registerRoute(app, routes.cart, async ({ customerId }) => {
    const cart = await read(app.db, customerId, false);
    return priced(cart.version, cart.lines);
  });

  // A cart of more than MAX_CART_LINES lines is refused by the contract (413,
  // 'Your cart can hold at most 50 lines.') before anything is read or written.
  registerRoute(
    app,
    routes.putCart,
    async ({ customerId, body }) => {
      const uuids = new Set(body.lines.map((line) => line.uuid));
      if (uuids.size !== body.lines.length) {
        throw new AppError(400, 'E400', 'error.E400', {
          fieldErrors: [{ field: 'lines', code: 'duplicateUuid' }],
        });
      }
      const known = new Set(
        (await app.itemRepository.byCodes(body.lines.map((line) => line.code))).map((i) => i.code),
      );
      const unknown = body.lines.find((line) => !known.has(line.code));
      if (unknown !== undefined) throw new AppError(404, 'E404', 'error.itemNotFound');

      const lines = body.lines.map(stored);
      const version = await app.db.transaction(async (tx) => {
        await tx.query('INSERT INTO cart (customer_id) VALUES ($1) ON CONFLICT DO NOTHING', [
          customerId,
        ]);
        const current = await read(tx, customerId, true);
        if (current.version !== body.version) {
          throw new AppError(409, 'E409', 'error.cartStale');
        }
        await tx.query(
          `UPDATE cart SET lines = $2::jsonb, version = version + 1, updated_at = now()
          WHERE customer_id = $1`,
          [customerId, JSON.stringify(lines)],
        );
        return current.version + 1;
      });
      return priced(version, lines);
    },
    { tooManyMessage: 'cart.tooManyLines' },
  );

  checkRoutes(app, (customerId) => read(app.db, customerId, false));
}
