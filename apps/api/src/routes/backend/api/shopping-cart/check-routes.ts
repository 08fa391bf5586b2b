import type { FastifyInstance } from 'fastify';
import { routes, type CartCheck } from '@rewards/api-client/contract';
import { checkAddToCart, isLineExpired, reviewCart } from '@rewards/domain';
import { AppError } from '../../../../http/app-error';
import { registerRoute } from '../../../../http/register-route';
import { cartCaps, domainLine, itemsByCode, problem, type StoredLine } from './domain-lines';

/**
 * checkShoppingCart and item/validate: the domain's cart rules over the
 * customer's stored cart, with prices and limits from the catalogue.
 */
export function checkRoutes(
  app: FastifyInstance,
  readCart: (customerId: number) => Promise<{ lines: readonly StoredLine[] }>,
): void {
  const domainCart = async (customerId: number) => {
    const { lines } = await readCart(customerId);
    const items = await itemsByCode(
      app,
      lines.map((line) => line.code),
    );
    return lines.flatMap((line) => {
      const item = items.get(line.code);
      return item === undefined ? [] : [domainLine(line, item)];
    });
  };

  registerRoute(app, routes.checkShoppingCart, async ({ customerId, lang }): Promise<CartCheck> => {
    const lines = await domainCart(customerId);
    const now = new Date();
    const review = reviewCart(lines, await cartCaps(app), now);
    return {
      valid: review.errors.length === 0,
      expiredUuids: lines.filter((line) => isLineExpired(line, now)).map((line) => line.uuid),
      errors: review.errors.map((error) => problem(error, lang)),
      notices: review.notices.map((error) => problem(error, lang)),
    };
  });

  registerRoute(
    app,
    routes.validateItem,
    async ({ customerId, query, lang }): Promise<CartCheck> => {
      const lines = await domainCart(customerId);
      const item = (await itemsByCode(app, [query.code])).get(query.code);
      if (item === undefined) throw new AppError(404, 'E404', 'error.itemNotFound');
      const added = domainLine(
        {
          uuid: 'validate',
          code: query.code,
          quantity: query.quantity,
          hasAppleCare: false,
          checked: true,
          persMesg1: '',
          persMesg2: '',
        },
        item,
      );
      const result = checkAddToCart(lines, added, await cartCaps(app), new Date());
      return result.ok
        ? {
            valid: true,
            expiredUuids: [],
            errors: [],
            notices: result.value.notices.map((error) => problem(error, lang)),
          }
        : {
            valid: false,
            expiredUuids: [],
            errors: result.errors.map((error) => problem(error, lang)),
            notices: [],
          };
    },
  );
}
