import { accountRoutes } from './account-routes';
import { afterSaleRoutes } from './after-sale-routes';
import { cartRoutes } from './cart-routes';
import { chatRoutes } from './chat-routes';
import { checkoutRoutes } from './checkout-routes';
import { catalogueRoutes } from './catalogue-routes';
import { commonRoutes } from './common-routes';
import { contentRoutes } from './content-routes';
import { healthRoutes } from './health-routes';
import { itemRoutes } from './item-routes';
import { operatorRoutes } from './operator-routes';
import { pricingRoutes } from './pricing-routes';
import { supportRoutes } from './support-routes';

export * from './route';
export * from './common-routes';
export * from './pricing-routes';
export * from './catalogue-routes';
export * from './item-routes';
export * from './content-routes';
export * from './account-routes';
export * from './after-sale-routes';
export * from './cart-routes';
export * from './checkout-routes';
export * from './health-routes';
export * from './operator-routes';
export * from './support-routes';
export * from './chat-routes';

/**
 * The calls of the shop (spec section 7), by name: every group together, for
 * the server (which registers them all) and for tests. A page imports only the
 * groups it calls, so that a page without prices never loads the money codecs.
 */
export const routes = {
  ...commonRoutes,
  ...pricingRoutes,
  ...catalogueRoutes,
  ...itemRoutes,
  ...contentRoutes,
  ...accountRoutes,
  ...afterSaleRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...healthRoutes,
  ...operatorRoutes,
  ...supportRoutes,
  ...chatRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
