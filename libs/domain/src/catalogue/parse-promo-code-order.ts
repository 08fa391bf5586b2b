/**
 * The sort choices of the refund promo-code list, as the `orders` query of
 * /promo-codes carries them: `startDate` (the default; shown to the customer
 * as "by expiry, nearest first") and `value` (highest first).
 */
export const PROMO_CODE_ORDERS = ['startDate', 'value'] as const;
/** One of {@link PROMO_CODE_ORDERS}. */
export type PromoCodeOrder = (typeof PROMO_CODE_ORDERS)[number];
/** The promo-code list's default order (spec section 9: "default order startDate"). */
export const DEFAULT_PROMO_CODE_ORDER: PromoCodeOrder = 'startDate';

/** The promo-code order from a query string: `startDate` or `value` (any letter case), else startDate. */
export function parsePromoCodeOrder(raw: unknown): PromoCodeOrder {
  if (typeof raw !== 'string') return DEFAULT_PROMO_CODE_ORDER;
  const wanted = raw.trim().toLowerCase();
  return (
    PROMO_CODE_ORDERS.find((order) => order.toLowerCase() === wanted) ?? DEFAULT_PROMO_CODE_ORDER
  );
}
