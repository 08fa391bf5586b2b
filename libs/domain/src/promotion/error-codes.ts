/**
 * The broken rules of promotion codes (spec sections 4, 5 and 8). Required
 * fields use the shared code `'field.required'` ("This field is required").
 */
export const promotionErrorCodes = [
  /** `{ max: 40 }`. Proposed: "Maximum 40 characters." */
  'promotion.codeTooLong',
  /** `{ symbols: '-_' }`. Proposed: "Only letters, digits and the symbols - _ are allowed." */
  'promotion.codeInvalidCharacters',
  /** The confirmation e-mail's domain is not in the promotion's list. Spec: "Invalid email address". */
  'promotion.emailDomainNotAllowed',
  /** `tcRequired` is Y and the box is not ticked. Proposed: "Please acknowledge the T&Cs of this promotion." */
  'promotion.termsNotAcknowledged',
  /** `{ min: '1500.00' }`. Proposed: "This promotion code needs a purchase of at least THB {min}." */
  'promotion.minPaidAmountNotMet',
  /** `{ paymentType, allowed: 'CASH,CASH_INSTALLMENT' }`. Proposed: "This promotion code cannot be used with this payment method." */
  'promotion.paymentMethodNotAllowed',
  /** `{ cardBrand, allowed: 'KCC,AYCAP' }`. Proposed: "This promotion code cannot be used with this card." */
  'promotion.cardBrandNotAllowed',
  /** `{ discount, amount }`. Spec: "Promo Code discount exceeds purchase amount." */
  'promotion.discountExceedsAmount',
  /** `{ required, balance }`; the UI fills `{reward}` with the programme's name. Spec: "Your {reward} balance is not enough to apply this promotion code" */
  'promotion.pointsBalanceTooLow',
  /** No active promotion has this code (or it was switched off). Proposed: "This promotion code does not exist." */
  'promotion.notFound',
  /** `{ startsAt }`: the promotion starts later. Proposed: "This promotion code is not active yet." */
  'promotion.notStarted',
  /** The promotion's end has passed. Proposed: "This promotion code has expired." */
  'promotion.expired',
  /** Every use of the code is taken (orders awaiting payment hold theirs). Proposed: "This promotion code has been fully used." */
  'promotion.usedUp',
  /** The promotion is for signed-in customers and a guest tried it. Proposed: "Please sign in to use this promotion code." */
  'promotion.membersOnly',
  /** FE_ENABLE_PROMOTION_CODE is off. Proposed: "Promotion codes cannot be used at the moment." */
  'promotion.codesClosed',
] as const;

/** A promotion error code. */
export type PromotionErrorCode = (typeof promotionErrorCodes)[number];
