import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { readCart, writeCart } from '../../../../cart/server-cart';
import { registerRoute } from '../../../../http/register-route';
import { checkRoutes } from './check-routes';

/**
 * GET and PUT shopping-cart, each a thin shell around its use case in
 * `src/cart/`. Concurrency is last write with a version: a PUT names the
 * version it read and is refused with 409 when another write came first.
 */
export async function shoppingCartRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.cart, async ({ customerId }) => readCart(app.cart, customerId));

  // A cart of more than MAX_CART_LINES lines is refused by the contract (413,
  // 'Your cart can hold at most 50 lines.') before anything is read or written.
  registerRoute(
    app,
    routes.putCart,
    async ({ customerId, body }) => writeCart(app.cart, customerId, body),
    { tooManyMessage: 'cart.tooManyLines' },
  );

  checkRoutes(app);
}
