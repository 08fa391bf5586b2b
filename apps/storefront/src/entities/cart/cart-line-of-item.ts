import type { Item } from '@rewards/api-client/contract';
import { itemCartLine, type CartLine, type EngravingLines } from '@rewards/domain';

/** What the item page puts in the cart. */
export interface AddToCartRequest {
  readonly item: Item;
  readonly quantity: number;
  /** The care plan (Apple Care) ticked. */
  readonly carePlan: boolean;
  /** The saved engraving lines (both empty when not engraved). */
  readonly engraving: EngravingLines;
  /** Where the cart's line links back to: the item page, and its engraving screen. */
  readonly itemDetailLink: string;
  readonly engravingLink?: string;
  /** The category, sub-category and catalogue the item was found in (ids as text). */
  readonly category?: string;
  readonly subCategory?: string;
  readonly catalogue?: string;
  readonly catalogueName?: string;
  /** The uuid of the cart line being edited (`status=editing`): it is replaced, not added to. */
  readonly replacing?: string;
}

/**
 * The cart line of an item as the page chose it: the domain's `itemCartLine`
 * (spec section 3, "Cart line"), with what only the browser's line carries,
 * its links, the price when it was added, the item's messages and where the
 * item was found. Merging, limits and expiry are the domain's `checkAddToCart`.
 */
export function cartLineOfItem(request: AddToCartRequest, uuid: string): CartLine {
  const { item } = request;
  return {
    ...itemCartLine(item, {
      uuid,
      quantity: request.quantity,
      hasAppleCare: request.carePlan,
      persMesg1: request.engraving.persMesg1,
      persMesg2: request.engraving.persMesg2,
      checked: true,
    }),
    itemDetailLink: request.itemDetailLink,
    ...(request.engravingLink === undefined ? {} : { engravingLink: request.engravingLink }),
    historyCashPrice: item.unitPrice,
    itemMessages: item.itemMessages,
    ...(request.category === undefined ? {} : { category: request.category }),
    ...(request.subCategory === undefined ? {} : { subCategory: request.subCategory }),
    ...(request.catalogue === undefined ? {} : { catalogue: request.catalogue }),
    ...(request.catalogueName === undefined ? {} : { catalogueName: request.catalogueName }),
    shippingAvailability: item.shippingAvailability,
  };
}
