import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { checkCart, validateCartItem } from '../../../../cart/server-cart';
import { registerRoute } from '../../../../http/register-route';

/**
 * checkShoppingCart and item/validate: the domain's cart rules over the
 * customer's stored cart, with prices and limits from the catalogue.
 */
export function checkRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.checkShoppingCart, async ({ customerId, lang }) =>
    checkCart(app.cart, customerId, lang),
  );

  registerRoute(app, routes.validateItem, async ({ customerId, query, lang }) =>
    validateCartItem(app.cart, customerId, query, lang),
  );
}
