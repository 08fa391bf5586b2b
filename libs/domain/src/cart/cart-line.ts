import type { Money } from '../money/money';
import type { PriceEntry } from '../pricing/price-entry';

/** A picture of the item. */
export interface CartLineImage {
  readonly url: string;
  readonly name: string;
}

/** A message the item shows on a checkout page. */
export interface CartLineMessage {
  readonly page: 'CHECKOUT' | 'REVIEW';
  readonly message: string;
}

/** The care plan (Apple Care) an item offers, priced per unit of the item. */
export interface CarePlan {
  /** The care plan's own item code, when the catalogue gives one. */
  readonly code?: string;
  readonly name: string;
  readonly thaiName: string;
  /** Cash price of the care plan for one unit of the item. */
  readonly price: Money;
  /** Points price of the care plan for one unit of the item (whole points). */
  readonly point: number;
  readonly description?: string;
}

/**
 * One line of a cart (spec section 3, "Cart line"), in the domain's shape:
 * - Y/N flags are booleans (`hasAppleCare`, `checked`, `limit`, `engraving`); the server's
 *   cart stores them as 'Y'/'N' and the contract converts;
 * - amounts are `Money` (`unitPrice`, `historyCashPrice`, the care plan's price);
 * - `endDate` is the ISO-8601 text the server sends (`'2026-12-31'` or a date-time); a date
 *   without an offset is read in Bangkok time (see `isLineExpired`);
 * - `quantity` is a whole number of units; `maxQuantity` applies only when `limit` is true.
 *
 * `engraving` says whether the item can be engraved; the engraved text is `persMesg1` and
 * `persMesg2` (empty strings when unused). Code, care-plan flag and engraving lines together
 * are the line's identity (see `cartLineIdentity`).
 */
export interface CartLine {
  /** This line's own id, unique within a cart. */
  readonly uuid: string;
  /** The item code. */
  readonly code: string;
  readonly partNumber: string;
  readonly name: string;
  readonly thaiName: string;
  readonly catalogueName?: string;
  readonly images: readonly CartLineImage[];
  /** Cash price of one unit, today. */
  readonly unitPrice: Money;
  readonly quantity: number;
  readonly hasAppleCare: boolean;
  /** The care plan the item offers (bought when `hasAppleCare`). */
  readonly appleCare?: CarePlan;
  readonly persMesg1: string;
  readonly persMesg2: string;
  /** Whether the line is chosen for checkout. */
  readonly checked: boolean;
  /** The last moment the item may be bought (ISO-8601); none when it has no end. */
  readonly endDate?: string;
  /** Whether `maxQuantity` applies (Y/N). */
  readonly limit: boolean;
  /** Most units of this item code per transaction, when `limit`. */
  readonly maxQuantity: number;
  /** Whether the item can be engraved (Y/N). */
  readonly engraving: boolean;
  readonly engravingLink?: string;
  readonly itemDetailLink?: string;
  /** Cash price of one unit when the line was put in the cart. */
  readonly historyCashPrice?: Money;
  readonly itemMessages?: readonly CartLineMessage[];
  readonly category?: string;
  readonly subCategory?: string;
  readonly catalogue?: string;
  /** The item's prices per card brand; the POINT entry gives the points per unit. */
  readonly prices: readonly PriceEntry[];
  readonly shippingAvailability?: string;
}
