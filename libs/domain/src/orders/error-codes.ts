/**
 * The broken rules of order numbers (spec section 5, "Order number") and of the
 * purchase limit over a buyer's orders. Blank fields use the shared code
 * `'field.required'` ("This field is required").
 */
export const ordersErrorCodes = [
  /** `{ max: 20 }`: "Order number up to 20". Proposed: "Maximum 20 characters." */
  'orders.orderNumberTooLong',
  /** Not 6-9 letters then 8 digits. Proposed: "Invalid Order No." */
  'orders.orderNumberInvalid',
  /** `{ prefix }`: the letters are not START_PO plus the partner code. Proposed: "Order No. must start with {prefix}." */
  'orders.orderNumberPrefixMismatch',
  /** Not 6-9 letters then 10 digits. Proposed: "Invalid Sub Order No." */
  'orders.subOrderNumberInvalid',
  /** `{ prefix }`: the letters are not START_PO plus the partner code. Proposed: "Sub Order No. must start with {prefix}." */
  'orders.subOrderNumberPrefixMismatch',
  /** `{ prefix }`: a chat lookup's number is neither prefix + 8 digits (order) nor prefix + 10 digits (sub-order). Proposed: "Order No. must be {prefix} followed by 8 or 10 digits." */
  'orders.chatOrderNumberInvalid',
  /** `{ prefix }`: not START_PO + KSCTHA (`prefix`) then 8 digits. Spec: "Invalid Order No." */
  'orders.assignOrderNumberInvalid',
  /** `{ max: 10 }`. Proposed: "Maximum 10 characters with only digits." */
  'orders.poDigitsInvalid',
  /** `{ max: 40 }`. Proposed: "Maximum 40 characters with only letters, digits and spaces." */
  'orders.poNumberInvalid',
  /**
   * `{ itemCode, n, bought, left }`: the buyer's paid and pending orders already hold
   * `bought` of a limited item, and this order would take them past `n`. The spec's
   * wording ("Maximum quantity accepted for this item per transaction is {n}") is the
   * cart's; proposed: "You can buy at most {n} of this item. Your orders already hold
   * {bought}, so {left} more can be ordered."
   */
  'orders.purchaseLimitReached',
] as const;

/** An orders error code. */
export type OrdersErrorCode = (typeof ordersErrorCodes)[number];
