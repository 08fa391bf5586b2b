/**
 * The broken rules of a checkout that no other area names (spec sections 4, 5
 * and 8). A checkout also reports the codes of the cart, engraving, address,
 * promotion, payment, points and instalment areas; the server turns all of them
 * into one of checkout's error keys. Proposed English in brackets.
 */
export const checkoutErrorCodes = [
  /** `{ itemCode, uuid }`: no item of the catalogue has this code. [This item is no longer sold.] */
  'checkout.itemNotFound',
  /**
   * `{ uuid }`: units sent as one cart line differ in item, care plan or engraving.
   * [This order could not be read. Please go back to your cart and try again.]
   */
  'checkout.unitsDisagree',
  /** `{ uuid }`: an engraved line holds more than one unit. [An engraved item is sold one per line.] */
  'checkout.engravedLineQuantity',
  /** `{ itemCode }`: no unit of the item is left in stock for this order. [Sorry, this item is sold out.] */
  'checkout.soldOut',
  /** `{ max }`: more units than an order can number. [An order can hold at most {max} items.] */
  'checkout.tooManyUnits',
  /** `{ cardBrand, itemCode }`: the item has no price for the card. [This item cannot be paid with this card.] */
  'checkout.cardBrandNotOffered',
  /** `{ expected }`: the shown total (before the discount) is not the server's. ["Price has changed for this item."] */
  'checkout.totalChanged',
  /** `{ expected }`: the shown discount is not the server's. [The promotion discount has changed to THB {expected}.] */
  'checkout.discountChanged',
  /**
   * `{ itemCode, n, open }`: this order plus the customer's orders awaiting payment hold
   * more units of a limited item than its `n`. [You already have {open} of this item in
   * orders awaiting payment: at most {n} per order.]
   */
  'checkout.openOrdersOverLimit',
  /**
   * The refund promo code sent is not one this customer can spend now: unknown,
   * another customer's, not started, expired or used.
   * [This refund promo code cannot be used: it is not yours, has expired or has been used.]
   */
  'checkout.refundCouponUnavailable',
  /** A guest sent a refund promo code: codes belong to accounts. [Please sign in to use a refund promo code.] */
  'checkout.refundCouponMembersOnly',
  /** The refund promo code was spent by another order placed first. [This refund promo code has just been used by another order.] */
  'checkout.refundCouponUsed',
] as const;

/** A checkout error code. */
export type CheckoutErrorCode = (typeof checkoutErrorCodes)[number];
