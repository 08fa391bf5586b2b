import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import type { PointsPort } from '../../../../accounts/account-dependencies';
import { customerAddresses, pointsBalance, saveAddress } from '../../../../accounts/profile';
import { registerRoute } from '../../../../http/register-route';

/**
 * The signed-in customer's reward points (from the checkout's ledger: what can
 * be spent now) and the billing and shipping addresses kept in the profile
 * ("Update into my profile"). None of it is cached by the browser.
 */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const { customers } = app.accounts.dependencies;
  const points: PointsPort = {
    available: (customerId) => app.checkout.ledger.available(app.db, customerId),
  };

  registerRoute(app, routes.pointsBalance, ({ customerId, reply }) => {
    void reply.header('cache-control', 'no-store');
    return pointsBalance({ points }, customerId);
  });

  registerRoute(app, routes.customerAddresses, ({ customerId, reply }) => {
    void reply.header('cache-control', 'no-store');
    return customerAddresses({ customers }, customerId);
  });

  for (const [route, kind] of [
    [routes.putCustomerBilling, 'billing'],
    [routes.putCustomerShipping, 'shipping'],
  ] as const) {
    registerRoute(app, route, ({ customerId, body, lang }) =>
      saveAddress({ customers }, customerId, kind, body, lang),
    );
  }
}
