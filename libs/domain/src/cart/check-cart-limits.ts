import {
  MAX_POINTS_PER_ITEM,
  POINTS_REDEMPTION_OPEN,
  type CardBrand,
} from '../config/business-constants';
import type { ShopConfig } from '../config/shop-config';
import { moneyToString, sumMoney } from '../money/money';
import { domainError } from '../shared/domain-error';
import type { CartLine } from './cart-line';
import { cartLinePoints } from './cart-line-points';
import { cartLineTotal } from './cart-line-total';
import type { CartError } from './error-codes';

/** The run-time caps the cart obeys. */
export type CartCaps = Pick<
  ShopConfig,
  'perTransactionAmountLimit' | 'maxRedeemablePointsPerTransaction'
>;

/** Choices that change how the limits are checked. */
export interface CartLimitOptions {
  /** The card brand whose POINT prices count (any brand's first POINT price when none). */
  readonly priceCode?: CardBrand;
  /** Whether points can be redeemed; the points notices only show then. Default: `POINTS_REDEMPTION_OPEN`. */
  readonly pointsRedemptionOpen?: boolean;
}

/** Broken limits (which block adding and checkout) and notices (which inform only). */
export interface CartLimitsCheck {
  readonly errors: readonly CartError[];
  readonly notices: readonly CartError[];
}

/**
 * The per-transaction limits of spec section 5 over the checked lines (the lines a checkout
 * would buy), in the wording of the moment: `'adding'` (on add to cart) or `'inCart'`.
 * - Max quantity: for an item code with `limit` Y, units summed across its lines above
 *   `maxQuantity` (the smallest one its lines carry): `cart.maxQuantityPerTransaction` when adding,
 *   `cart.maxQuantityPerOrder` in the cart; both carry `n` and `itemCode`. Blocks.
 * - Cash cap: the checked lines' cash, care plans included (before any promotion discount), above
 *   `perTransactionAmountLimit`: `cart.amountLimitExceeded` with `limit`. Blocks.
 * - Points, only while points can be redeemed: a unit above 999,999 points
 *   (`cart.itemPointsAboveMaximum`) and the lines' points above
 *   `maxRedeemablePointsPerTransaction` (`cart.pointsLimitExceeded`). Notices only: the payment
 *   step caps the points redeemed, and the rest is paid in cash (spec section 4, "Payment type").
 * A cap of `undefined` is no cap; reaching a cap exactly is allowed.
 */
export function checkCartLimits(
  lines: readonly CartLine[],
  caps: CartCaps,
  moment: 'adding' | 'inCart',
  options: CartLimitOptions = {},
): CartLimitsCheck {
  const checked = lines.filter((line) => line.checked);
  const errors: CartError[] = [];
  const notices: CartError[] = [];

  const byCode = new Map<string, { units: number; max: number | undefined }>();
  for (const line of checked) {
    const seen = byCode.get(line.code) ?? { units: 0, max: undefined };
    const max = line.limit ? Math.min(seen.max ?? line.maxQuantity, line.maxQuantity) : seen.max;
    byCode.set(line.code, { units: seen.units + line.quantity, max });
  }
  for (const [code, { units, max }] of byCode) {
    if (max !== undefined && units > max) {
      const reason =
        moment === 'adding' ? 'cart.maxQuantityPerTransaction' : 'cart.maxQuantityPerOrder';
      errors.push(domainError(reason, { n: max, itemCode: code }));
    }
  }

  const limit = caps.perTransactionAmountLimit;
  if (limit !== undefined && sumMoney(checked.map(cartLineTotal)).greaterThan(limit)) {
    errors.push(domainError('cart.amountLimitExceeded', { limit: moneyToString(limit) }));
  }

  if (options.pointsRedemptionOpen ?? POINTS_REDEMPTION_OPEN) {
    const points = checked.map((line) => ({
      line,
      points: cartLinePoints(line, options.priceCode),
    }));
    const reported = new Set<string>();
    for (const { line, points: linePoints } of points) {
      const unit = linePoints.unitPoints;
      if (unit !== undefined && unit > MAX_POINTS_PER_ITEM && !reported.has(line.code)) {
        reported.add(line.code);
        notices.push(
          domainError('cart.itemPointsAboveMaximum', {
            max: MAX_POINTS_PER_ITEM,
            itemCode: line.code,
          }),
        );
      }
    }
    const cap = caps.maxRedeemablePointsPerTransaction;
    const total = points.reduce((sum, { points: linePoints }) => sum + linePoints.total, 0);
    if (cap !== undefined && total > cap) {
      notices.push(domainError('cart.pointsLimitExceeded', { n: cap }));
    }
  }
  return { errors, notices };
}
