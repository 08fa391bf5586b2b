import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account';
import { afterSaleRoutes } from './after-sale';
import { categoryRoutes } from './category';
import { chatApiRoutes } from './chat';
import { checkoutRoutes } from './checkout';
import { cmsRoutes } from './cms';
import { commonRoutes } from './common';
import { countryCallingCodeRoutes } from './country_calling_code';
import { customerRoutes } from './customer';
import { itemRoutes } from './item';
import { operatorApiRoutes } from './operator';
import { promotionBannerRoutes } from './promotion-banner';
import { shoppingCartRoutes } from './shopping-cart';
import { supportApiRoutes } from './support';

/** Every route under /backend/api: each one of the contract's `routes`. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(commonRoutes);
  await app.register(countryCallingCodeRoutes);
  await app.register(cmsRoutes);
  await app.register(categoryRoutes);
  await app.register(promotionBannerRoutes);
  await app.register(itemRoutes);
  await app.register(accountRoutes);
  await app.register(shoppingCartRoutes);
  await app.register(checkoutRoutes);
  await app.register(customerRoutes);
  await app.register(afterSaleRoutes);
  await app.register(operatorApiRoutes);
  await app.register(supportApiRoutes);
  await app.register(chatApiRoutes);
}
