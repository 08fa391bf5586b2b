import type { CardBrand } from '../config/business-constants';
import type { Money } from '../money/money';

/**
 * The kinds of price an item carries (spec section 3, "Price entry"):
 * - `CASH`: the cash price of one unit;
 * - `POINT`: the whole unit paid with points;
 * - `POINT_CASH`: a mixed option, `percentPoint`% paid with points and
 *   `percentCash`% with cash, open from `minimumTransactionAmount`;
 * - `POINT_DISCOUNT`: the "12% discount when redeem reward points equivalent
 *   to the transaction" option, the whole transaction paid with points at a
 *   discount of `percentDiscount`%;
 * - `FLEXI`: a cash instalment plan of `termOfFlexi` months.
 */
export const PRICE_TYPES = ['CASH', 'POINT', 'POINT_CASH', 'POINT_DISCOUNT', 'FLEXI'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** How many points buy how much cash for one card brand: `ratePoint` points are worth THB `rateCash`. */
export interface PointRate {
  readonly ratePoint: number;
  readonly rateCash: number;
}

/** A card brand's price code with its point rate (the `priceCodes` call). */
export interface PriceCode extends PointRate {
  readonly cardBrand: CardBrand;
}

/** One price of an item for one price code. */
export interface PriceEntry extends PointRate {
  readonly type: PriceType;
  /** The cash part, for one unit. */
  readonly cash: Money;
  /** The points part, for one unit (whole points). */
  readonly point: number;
  readonly priceCode: CardBrand;
  /** Months, for `FLEXI` entries. */
  readonly termOfFlexi?: number;
  /** The transaction amount from which this option is open (THB 0 when always open). */
  readonly minimumTransactionAmount: Money;
  /** Share paid in cash, in percent, for mixed options. */
  readonly percentCash?: number;
  /** Share paid with points, in percent, for mixed options. */
  readonly percentPoint?: number;
  /** Discount in percent, for the `POINT_DISCOUNT` option. */
  readonly percentDiscount?: number;
  readonly description?: string;
}

/** The first price of a kind for a card brand (any brand when none is given). */
export function findPriceEntry(
  prices: readonly PriceEntry[],
  type: PriceType,
  priceCode?: CardBrand,
): PriceEntry | undefined {
  return prices.find(
    (entry) => entry.type === type && (priceCode === undefined || entry.priceCode === priceCode),
  );
}
