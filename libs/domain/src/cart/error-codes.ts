import type { DomainError } from '../shared/domain-error';

/**
 * The broken rules and notices of the cart (spec sections 4, 5 and 8). Line-level codes carry
 * the line's `uuid` (or, for a prefill link, its 1-based `position`); item-level codes the
 * item's code as `itemCode` (`code` is the error's own code).
 */
export const cartErrorCodes = [
  /** On adding, `n` = the item's maxQuantity: 'Maximum quantity accepted for this item per transaction is {n}'. */
  'cart.maxQuantityPerTransaction',
  /** In the cart, `n` = the item's maxQuantity: 'Exceeds the max quantity allowed per order: {n} item(s)'. */
  'cart.maxQuantityPerOrder',
  /**
   * Checked lines, care plans included, cost more than FE_PER_TRANSACTION_AMOUNT_LIMIT; `limit` is
   * the canonical amount text (`'50000.00'`), for the UI to format: 'Maximum amount allowed per
   * transaction is THB {limit}. If you have multiple items in this transaction, please split them
   * into multiple transactions. Thank you'.
   */
  'cart.amountLimitExceeded',
  /**
   * A notice: the checked lines cost more points than FE_MAXIMUM_REDEEMABLE_POINT_PER_TRANSACTION (`n`):
   * 'Maximum points allowed to be redeemed per transaction is capped at {n}.'
   */
  'cart.pointsLimitExceeded',
  /**
   * A notice: one unit of the item (`itemCode`) costs more than 999,999 points (`max`); the spec shows a
   * points-maximum message without its wording. Proposed: 'Maximum points allowed per item is {max}.'
   */
  'cart.itemPointsAboveMaximum',
  /** The item's endDate has passed: 'Sorry, this item is no longer available for purchase.' */
  'cart.itemUnavailable',
  /** A notice: today's unit price differs from historyCashPrice: 'Price has changed for this item.' */
  'cart.priceChanged',
  /** Checkout with no checked line: 'Please choose a item before do checkout'. */
  'cart.noItemChosen',
  /** A quantity that is not a whole number of at least 1: 'Quantity is invalid'. */
  'cart.quantityInvalid',
  /** A cart-prefill link whose lists are missing, of unequal length or malformed: 'Url is invalid'. */
  'cart.urlInvalid',
  /** A cart-prefill entry naming no item of the catalogue, or more units than it allows: 'Item code or quantity is invalid'. */
  'cart.itemCodeOrQuantityInvalid',
  /** A care plan asked for an item (`itemCode`) that offers none. Proposed: 'This item has no care plan'. */
  'cart.carePlanNotOffered',
  /** A cart past `MAX_CART_LINES` lines, `max` = that limit: 'Your cart can hold at most {max} lines.' */
  'cart.tooManyLines',
] as const;

/** A code of {@link cartErrorCodes}. */
export type CartErrorCode = (typeof cartErrorCodes)[number];

/** A cart error or notice. */
export type CartError = DomainError<CartErrorCode>;
