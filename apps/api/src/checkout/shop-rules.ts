import type { FastifyInstance } from 'fastify';
import {
  parseShopConfig,
  purchasedUnitsByCode,
  type OrderStatus,
  rewardName,
  type IppConfig,
  type Language,
  type PriceCode,
  type ShopConfig,
} from '@rewards/domain';
import type { Queryable } from '../db/database';
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

/** The purchase limit's advisory locks: one per buyer's e-mail (owners have theirs in place-order). */
const EMAIL_LOCK_SPACE = 746_2029;

/** The e-mail a buyer is known by for the purchase limit: the billing address's, in lower case. */
export function buyerEmail(billing: { readonly email: string }): string {
  return billing.email.trim().toLowerCase();
}

/**
 * Serialises the placements of one buyer's e-mail (guests with several ids, or a
 * customer and a guest with the same address), whichever instance takes them, for
 * the rest of the transaction. Taken after the owner's lock, always in that order.
 */
export async function lockBuyerEmail(tx: Queryable, email: string): Promise<void> {
  if (email === '') return;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [EMAIL_LOCK_SPACE, email]);
}

/**
 * The units of each limited item among `codes` that the buyer already holds
 * (`purchasedUnitsByCode`: paid orders and pending ones not yet expired): the
 * owner's orders (a customer's account, a guest's id) and every order billed to
 * the same e-mail. Read through the units of those items (indexed by item), so the
 * cost follows the items' sales, not the shop's.
 */
export async function purchasedUnits(
  db: Queryable,
  owner: Owner,
  email: string,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<{
    code: string;
    status: OrderStatus;
    expires_at: Date;
    quantity: number;
    now: Date;
  }>(
    `SELECT u.item_code AS code, o.status, o.expires_at, count(*)::int AS quantity, now() AS now
     FROM order_unit u JOIN orders o ON o.order_id = u.order_id
     WHERE u.item_code = ANY($1::text[])
       AND (o.owner = $2 OR ($3 <> '' AND lower(o.billing->>'email') = $3))
     GROUP BY o.order_id, u.item_code`,
    [[...new Set(codes)], owner.key, email],
  );
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
