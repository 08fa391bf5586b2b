import type { FastifyInstance } from 'fastify';
import { createCustomerRepository } from '../accounts/customer-repository';
import { hashPassword } from '../accounts/passwords';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, LIMITED_ITEM_STOCK, PROMOTIONS } from '../seed/checkout';
import { createPromotionRepository } from './repositories/promotion-repository';
import { createStockRepository } from './repositories/stock-repository';

/**
 * The checkout's seed, each part once whichever instance gets there first (every
 * insert skips what exists): the promotion codes, the stock of limited items, and
 * the demo customers, created through the same hashing as sign-up, with their points
 * earned through the ledger and the first one's addresses in its profile.
 */
export async function seedCheckout(app: FastifyInstance): Promise<void> {
  const promotions = createPromotionRepository(app.db);
  for (const promotion of PROMOTIONS) await promotions.addIfMissing(promotion);
  await createStockRepository(app.db).stockLimitedItems(LIMITED_ITEM_STOCK);
  for (const customer of DEMO_CUSTOMERS) {
    if ((await createCustomerRepository(app.db).byEmail(customer.email)) !== undefined) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD, app.accounts.cost);
    await app.db.transaction(async (tx) => {
      const customers = createCustomerRepository(tx);
      const id = await customers.insert({
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        mobileNumber: customer.mobileNumber,
        passwordHash,
      });
      if (id === undefined) return;
      if (customer.points > 0) {
        await app.checkout.ledger.earn(tx, id, customer.points, 'Demo balance');
      }
      if (customer.address !== undefined) {
        for (const kind of ['billing', 'shipping'] as const) {
          await customers.saveAddress(id, kind, customer.address);
        }
      }
    });
  }
}
