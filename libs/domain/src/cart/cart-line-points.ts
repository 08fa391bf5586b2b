import type { CardBrand } from '../config/business-constants';
import { findPriceEntry } from '../pricing/price-entry';
import type { CartLine } from './cart-line';

/** The points a line would cost if paid wholly with points. */
export interface CartLinePoints {
  /** Points of one unit of the item (its POINT price), or `undefined` when it has no POINT price. */
  readonly unitPoints: number | undefined;
  /** (unit points + care plan points when the line has one) x quantity; 0 without a POINT price. */
  readonly total: number;
}

/**
 * The points of a line, from its POINT price entry for `priceCode` (the first POINT entry of any
 * card brand when none is chosen). A line whose item has no POINT price cannot be redeemed with
 * points and counts 0 points, care plan included. Points are whole numbers, so JS numbers are exact.
 */
export function cartLinePoints(
  line: Pick<CartLine, 'prices' | 'quantity' | 'hasAppleCare' | 'appleCare'>,
  priceCode?: CardBrand,
): CartLinePoints {
  const entry = findPriceEntry(line.prices, 'POINT', priceCode);
  if (entry === undefined) return { unitPoints: undefined, total: 0 };
  const carePlan = line.hasAppleCare ? (line.appleCare?.point ?? 0) : 0;
  return { unitPoints: entry.point, total: (entry.point + carePlan) * line.quantity };
}
