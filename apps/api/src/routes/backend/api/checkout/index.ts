import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { readOrder } from '../../../../checkout/order-result';
import { orderReader } from '../../../../checkout/owner';
import { checkPaymentCondition } from '../../../../checkout/payment-condition';
import { placeOrder } from '../../../../checkout/place-order';
import { checkPromoCode } from '../../../../checkout/promo-check';
import { settlePayment } from '../../../../checkout/settle-payment';
import { registerRoute } from '../../../../http/register-route';

/**
 * Checkout's money routes, each a thin shell around its use case in
 * `src/checkout/` (handed `app.checkout`, the checkout's dependencies): the
 * promotion code, the payment condition (a signed quote), placing the order,
 * the payment provider's return, and reading an order. The first four take the
 * sensitive rate limit.
 */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    routes.checkPromoCode,
    async ({ customerId, body, lang }) =>
      checkPromoCode(app.checkout, { customerId, guestUuid: body.guest_uuid }, body, lang),
    { rateLimit: 'sensitive' },
  );

  registerRoute(
    app,
    routes.checkPaymentCondition,
    async ({ customerId, body, lang, reply }) => {
      void reply.header('cache-control', 'no-store');
      const caller = { customerId, guestUuid: body.guest_uuid };
      return checkPaymentCondition(app.checkout, caller, body, lang);
    },
    { rateLimit: 'sensitive' },
  );

  registerRoute(
    app,
    routes.placeOrder,
    async ({ customerId, body, reply }) => {
      void reply.header('cache-control', 'no-store');
      return placeOrder(app.checkout, { customerId, guestUuid: body.guest_uuid }, body);
    },
    { rateLimit: 'sensitive' },
  );

  registerRoute(
    app,
    routes.paymentReturn,
    async ({ customerId, body, lang, reply }) => {
      void reply.header('cache-control', 'no-store');
      const caller = orderReader(customerId, body.guest_uuid);
      return settlePayment(app.checkout, body, body.lang ?? lang, caller);
    },
    // The payment happened whoever brings it back: a stale token only keeps a customer's order out of the answer.
    { rateLimit: 'sensitive', refusedToken: 'anonymous' },
  );

  registerRoute(app, routes.order, async ({ customerId, params, query, reply }) => {
    void reply.header('cache-control', 'no-store');
    return readOrder(app.checkout, orderReader(customerId, query.guest_uuid), params.poNumber);
  });
}
