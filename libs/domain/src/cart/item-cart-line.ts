import type { Money } from '../money/money';
import type { PriceEntry } from '../pricing/price-entry';
import type { CarePlan, CartLine, CartLineImage } from './cart-line';

/** What a cart line takes from the catalogue's item, today (the contract's `Item` has these fields). */
export interface CartLineItem {
  readonly code: string;
  readonly partNumber: string;
  readonly name: string;
  readonly thaiName: string;
  readonly images: readonly CartLineImage[];
  readonly unitPrice: Money;
  /** The care plan the item offers; its own code is required here. */
  readonly appleCare?: CarePlan & { readonly code: string };
  readonly endDate?: string;
  readonly limit: boolean;
  readonly maxQuantity: number;
  readonly engraving: boolean;
  readonly prices: readonly PriceEntry[];
}

/** What the shopper chose for a line: how many, the care plan, the engraving, and whether it is ticked. */
export interface CartLineChoice {
  readonly uuid: string;
  readonly quantity: number;
  readonly hasAppleCare: boolean;
  readonly persMesg1: string;
  readonly persMesg2: string;
  readonly checked: boolean;
}

/**
 * A cart line (spec section 3, "Cart line") of an item and the shopper's
 * choices: every price, limit and flag from the catalogue's item, never from
 * what was stored. Only a mapping of fields; merging, limits and expiry are
 * `checkAddToCart` and `reviewCart`. The storefront adds what only a browser's
 * line carries (its links, the category it was found in).
 */
export function itemCartLine(item: CartLineItem, choice: CartLineChoice): CartLine {
  return {
    uuid: choice.uuid,
    code: item.code,
    partNumber: item.partNumber,
    name: item.name,
    thaiName: item.thaiName,
    images: item.images,
    unitPrice: item.unitPrice,
    quantity: choice.quantity,
    hasAppleCare: choice.hasAppleCare,
    ...(item.appleCare === undefined
      ? {}
      : {
          appleCare: {
            code: item.appleCare.code,
            name: item.appleCare.name,
            thaiName: item.appleCare.thaiName,
            price: item.appleCare.price,
            point: item.appleCare.point,
            ...(item.appleCare.description === undefined
              ? {}
              : { description: item.appleCare.description }),
          },
        }),
    persMesg1: choice.persMesg1,
    persMesg2: choice.persMesg2,
    checked: choice.checked,
    ...(item.endDate === undefined ? {} : { endDate: item.endDate }),
    limit: item.limit,
    maxQuantity: item.maxQuantity,
    engraving: item.engraving,
    prices: item.prices,
  };
}
