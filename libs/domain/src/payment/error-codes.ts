/**
 * The broken rules of a cart payment (spec sections 4 and 5). The server checks a
 * payment proposed by the client with these; points and instalment rules add the
 * codes of `points/error-codes.ts` and `instalments/error-codes.ts`. The spec gives
 * no wording for these; the proposed English is in brackets.
 */
export const paymentErrorCodes = [
  /** `{ paymentType }`. Not CASH, POINT, POINT_CASH or CASH_INSTALLMENT. [Please choose a payment option.] */
  'payment.unknownType',
  /** The cash is not an amount of whole satang of 0 or more. [The cash amount is invalid.] */
  'payment.cashInvalid',
  /** Review: "a card brand chosen when cash or points > 0". [Please choose your card.] */
  'payment.cardBrandRequired',
  /** `{ cardBrand }`. No price code (point rate) for the card brand. [Points cannot be redeemed with this card.] */
  'payment.priceCodeUnavailable',
  /**
   * "If cash minus discount is 0 or less, points and instalment are turned off": only CASH
   * of THB 0 remains. [Nothing is left to pay: points and instalments are not available.]
   */
  'payment.pointsAndInstalmentOff',
  /**
   * `{ expected: '1499.00' }`. "CASH has cash = total minus discount" (also CASH_INSTALLMENT).
   * [The amount to pay has changed to THB {expected}. Please review your payment.]
   */
  'payment.cashMismatch',
  /** `{ paymentType }`. "POINT has ... no cash". [A full points payment takes no cash.] */
  'payment.cashNotAllowed',
  /** POINT_CASH with no cash: the points pay it all, which is POINT. [Please enter the cash part.] */
  'payment.cashRequired',
  /** `{ paymentType }`. "CASH has ... no points"; "CASH_INSTALLMENT has no points". [This payment option takes no points.] */
  'payment.pointsNotAllowed',
  /** `{ paymentType }`. POINT or POINT_CASH with 0 points. [Please enter the points to redeem.] */
  'payment.pointsRequired',
  /** Point redemption is switched off (POINTS_REDEMPTION_OPEN). [Point redemption is not available at the moment.] */
  'payment.pointsClosed',
  /**
   * `{ expected }`. "POINT has converted points equal to total": the points must be exactly
   * the least that pay the total. [The points needed have changed to {expected}. Please review your payment.]
   */
  'payment.pointsMismatch',
  /**
   * `{ expected: '1499.00' }`. "POINT_CASH has cash plus converted points equal to total".
   * [Cash and points must add up to THB {expected}.]
   */
  'payment.splitMismatch',
  /** `{ paymentType }`. An instalment term on a payment that is not CASH_INSTALLMENT. [This payment option has no instalment plan.] */
  'payment.instalmentNotAllowed',
] as const;

/** A payment error code. */
export type PaymentErrorCode = (typeof paymentErrorCodes)[number];
