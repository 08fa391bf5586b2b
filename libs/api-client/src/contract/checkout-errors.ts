/**
 * The error keys of checkout (spec section 8 names the keys and their two groups,
 * not their meaning; this is the shop's meaning). Every refusal of
 * `checkPaymentCondition`, `transaction/payment`, `promoCode/checkPromoCode` and
 * the payment return carries one of them, with its title in English and Thai
 * (`error.<key>` in `libs/messages`) and, where a form field is at fault, the
 * fields in `fieldErrors` with the domain's codes.
 */
export const PAYMENT_ERROR_KEYS = {
  /** Nothing to buy: no unit, or a unit without a checked cart line. Back to the cart. */
  E600: 'nothingToBuy',
  /** An item that cannot be bought: unknown, past its end date, sold out, a care plan or engraving it does not offer. Back to the cart. */
  E601: 'itemUnavailable',
  /** A price, care plan price, total or discount differs from the catalogue's ("Price has changed for this item."). */
  E602: 'priceChanged',
  /** More units than `maxQuantity` of a limited item, in this order or with the customer's open orders. Back to the cart. */
  E603: 'quantityOverLimit',
  /** The cash cap per transaction (`FE_PER_TRANSACTION_AMOUNT_LIMIT`). Back to the cart. */
  E604: 'amountOverCap',
  /** The billing or shipping address breaks a rule of spec section 5 (`fieldErrors` name the fields). */
  E605: 'addressInvalid',
  /** The payment does not add up: type, cash, points and total (the domain's `validateCartPayment`). */
  E606: 'paymentMismatch',
  /** Promotion group: the code does not exist, is not active yet or has expired. */
  E607: 'promoUnknown',
  /** Promotion group: the code exists but does not apply to this order (its rules; `fieldErrors` say which). */
  E608: 'promoNotApplicable',
  /** Promotion group: the code has no uses left. */
  E609: 'promoUsedUp',
  /** The instalment term is not offered for this amount, card or promotion. */
  E610: 'instalmentNotOffered',
  /** Points cannot be redeemed as asked: closed, balance, per-transaction cap, card brand, item maximum. */
  E611: 'pointsRefused',
  /** No card brand chosen, or one that is not offered. */
  E612: 'cardBrandInvalid',
  /** The promotion is for signed-in customers: the promo sign-in warning opens. */
  E614: 'promoNeedsSignIn',
  /** The quote has expired, was not issued by this shop, or its key was used for another quote. */
  E652: 'quoteInvalid',
  /** The payment was declined, or the return from the payment provider could not be verified. */
  E702: 'paymentRefused',
} as const;

export type PaymentErrorKey = keyof typeof PAYMENT_ERROR_KEYS;

/** The keys of spec section 8's promotion group: shown as the promo field's error. */
export const PROMO_ERROR_KEYS: readonly PaymentErrorKey[] = ['E607', 'E608', 'E609'];

/**
 * The keys that send the shopper back to the cart ("any quantity or cross-check
 * error sends the shopper back to the cart", spec section 4); the others are shown
 * on the review step, scrolled to the top.
 */
export const BACK_TO_CART_ERROR_KEYS: readonly PaymentErrorKey[] = ['E600', 'E601', 'E603', 'E604'];

/** Reading an order that needs a signed-in session: the session dialog opens (spec section 8). */
export const ORDER_SESSION_ERROR_KEY = 'E506';

/** Whether an error key is one of checkout's. */
export function isPaymentErrorKey(key: string): key is PaymentErrorKey {
  return Object.hasOwn(PAYMENT_ERROR_KEYS, key);
}
