import {
  parseShopConfig,
  purchasedUnitsByCode,
  rewardName,
  type IppConfig,
  type Language,
  type PriceCode,
  type ShopConfig,
} from '@rewards/domain';
import type { CheckoutContext } from './checkout-context';
import type { Owner } from './owner';
import type { OrderRepository } from './repositories/order-repository';
import type { ShopRulesRows } from './repositories/shop-rules-repository';

/** The shop's settings and reference data a checkout is decided with, read fresh. */
export interface ShopRules {
  readonly config: ShopConfig;
  readonly priceCodes: readonly PriceCode[];
  readonly ippConfig: IppConfig;
  /** The programme's name for its points, for messages' `{reward}`. */
  readonly reward: string;
}

/**
 * The shop's settings, point rates and instalment plans a checkout decides with,
 * from the rows `shopRulesColumns` read fresh (never from the answer cache).
 */
export function shopRulesOf(
  { config: raw, priceCodes, ippConfig }: ShopRulesRows,
  lang: Language,
): ShopRules {
  return { config: parseShopConfig(raw), priceCodes, ippConfig, reward: rewardName(raw, lang) };
}

/** The points a checkout can spend: a customer's available points while redemption is open, else none. */
export async function spendablePoints(
  { db, ledger }: Pick<CheckoutContext, 'db' | 'ledger'>,
  owner: Owner,
  config: ShopConfig,
): Promise<number> {
  if (owner.kind !== 'customer' || !config.pointsRedemptionOpen) return 0;
  return ledger.available(db, owner.customerId);
}

/** The e-mail a buyer is known by for the purchase limit: the billing address's, in lower case. */
export function buyerEmail(billing: { readonly email: string }): string {
  return billing.email.trim().toLowerCase();
}

/**
 * The units of each limited item among `codes` that the buyer already holds
 * (`purchasedUnitsByCode`: paid orders and pending ones not yet expired): the
 * owner's orders (a customer's account, a guest's id) and every order billed to
 * the same e-mail. Read through the units of those items (indexed by item), so the
 * cost follows the items' sales, not the shop's.
 */
export async function purchasedUnits(
  orders: OrderRepository,
  owner: Owner,
  email: string,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await orders.purchasedUnits(owner.key, email, codes);
  const now = rows[0]?.now ?? new Date();
  return purchasedUnitsByCode(
    rows.map((row) => ({
      code: row.code,
      status: row.status,
      expiresAt: row.expires_at,
      quantity: row.quantity,
    })),
    now,
  );
}
