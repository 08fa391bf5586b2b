import { createCustomerRepository } from '../accounts/customer-repository';
import { hashPassword, type HashCost } from '../accounts/passwords';
import type { Database } from '../db/database';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, LIMITED_ITEM_STOCK, PROMOTIONS } from '../seed/checkout';
import { createPromotionRepository } from './repositories/promotion-repository';
import type { RewardsLedger } from './rewards-ledger';
import { createStockRepository } from './repositories/stock-repository';

/**
 * The checkout's seed, each part once whichever instance gets there first (every
 * insert skips what exists): the promotion codes, the stock of limited items, and
 * the demo customers, created through the same hashing as sign-up, with their points
 * earned through the ledger and the first one's addresses in its profile.
 */
export async function seedCheckout({
  db,
  ledger,
  passwordCost,
}: {
  readonly db: Database;
  readonly ledger: RewardsLedger;
  /** The demo customers' passwords are hashed as sign-up hashes them. */
  readonly passwordCost: HashCost;
}): Promise<void> {
  const promotions = createPromotionRepository(db);
  for (const promotion of PROMOTIONS) await promotions.addIfMissing(promotion);
  await createStockRepository(db).stockLimitedItems(LIMITED_ITEM_STOCK);
  for (const customer of DEMO_CUSTOMERS) {
    if ((await createCustomerRepository(db).byEmail(customer.email)) !== undefined) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
    await db.transaction(async (tx) => {
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
        await ledger.earn(tx, id, customer.points, 'Demo balance');
      }
      if (customer.address !== undefined) {
        for (const kind of ['billing', 'shipping'] as const) {
          await customers.saveAddress(id, kind, customer.address);
        }
      }
    });
  }
}
