import type { FastifyInstance } from 'fastify';
import {
  parseShopConfig,
  rewardName,
  type IppConfig,
  type Language,
  type PriceCode,
  type ShopConfig,
} from '@rewards/domain';
import type { Owner } from './owner';

/** The shop's settings and reference data a checkout is decided with, read fresh. */
export interface ShopRules {
  readonly config: ShopConfig;
  readonly priceCodes: readonly PriceCode[];
  readonly ippConfig: IppConfig;
  /** The programme's name for its points, for messages' `{reward}`. */
  readonly reward: string;
}

/** Settings, point rates and instalment plans, never from the answer cache. */
export async function shopRules(app: FastifyInstance, lang: Language): Promise<ShopRules> {
  const [raw, priceCodes, ippConfig] = await Promise.all([
    app.settingsRepository.config(),
    app.referenceRepository.priceCodes(),
    app.referenceRepository.ippConfig(),
  ]);
  return { config: parseShopConfig(raw), priceCodes, ippConfig, reward: rewardName(raw, lang) };
}

/** The points a checkout can spend: a customer's available points while redemption is open, else none. */
export async function spendablePoints(
  app: FastifyInstance,
  owner: Owner,
  config: ShopConfig,
): Promise<number> {
  if (owner.kind !== 'customer' || !config.pointsRedemptionOpen) return 0;
  return app.checkout.ledger.available(app.db, owner.customerId);
}

/** Units of each item code in the owner's orders that wait for their payment (not yet expired). */
export async function openUnitsByCode(
  db: FastifyInstance['db'],
  owner: Owner,
): Promise<Map<string, number>> {
  const rows = await db.query<{ item_code: string; units: number }>(
    `SELECT u.item_code, count(*)::int AS units
     FROM orders o JOIN order_unit u ON u.order_id = o.order_id
     WHERE o.owner = $1 AND o.status = 'PENDING' AND o.expires_at > now()
     GROUP BY u.item_code`,
    [owner.key],
  );
  return new Map(rows.map((row) => [row.item_code, row.units]));
}
