import type { Money } from '../money/money';

/**
 * What the customer has chosen on the payment-option step (spec section 4): the
 * reward-point redemption tick box with its slider, or an instalment term, or
 * neither (full cash). The transitions below keep the two apart: at most one of
 * `redeemPoints` and `termOfFlexi` is ever set.
 */
export interface PaymentChoice {
  /** The "redeem reward points" tick box. */
  readonly redeemPoints: boolean;
  /**
   * The points on the slider while redeeming; `undefined` means "as many as allowed",
   * the spec's starting point when the box is ticked ("points = discounted total times
   * ratePoint/rateCash, capped by per-transaction maximum").
   */
  readonly points: number | undefined;
  /** The chosen instalment term in months; `undefined` when none. */
  readonly termOfFlexi: number | undefined;
}

/** Full cash: no points, no instalment. Where every reset leads. */
export const FULL_CASH_CHOICE: PaymentChoice = {
  redeemPoints: false,
  points: undefined,
  termOfFlexi: undefined,
};

/** "Ticking point redemption clears instalment": start from as many points as allowed. */
export function tickPointRedemption(_choice: PaymentChoice): PaymentChoice {
  return { redeemPoints: true, points: undefined, termOfFlexi: undefined };
}

/** "Unticking resets to full cash." */
export function untickPointRedemption(_choice: PaymentChoice): PaymentChoice {
  return FULL_CASH_CHOICE;
}

/** "... and vice versa": choosing an instalment term clears point redemption. */
export function chooseInstalment(_choice: PaymentChoice, termOfFlexi: number): PaymentChoice {
  return { redeemPoints: false, points: undefined, termOfFlexi };
}

/** Clearing the instalment term goes back to full cash. */
export function clearInstalment(_choice: PaymentChoice): PaymentChoice {
  return FULL_CASH_CHOICE;
}

/**
 * The slider or an input moved to `points` (already clamped by `adjustPaymentSplit`).
 * Ignored unless redemption is ticked: the slider only shows then.
 */
export function choosePoints(choice: PaymentChoice, points: number): PaymentChoice {
  return choice.redeemPoints ? { ...choice, points } : choice;
}

/**
 * A promotion changed what is left to pay: "if cash minus discount is 0 or less,
 * points and instalment are turned off", so the choice falls back to full cash.
 */
export function applyPayable(choice: PaymentChoice, payable: Money): PaymentChoice {
  return payable.greaterThan(0) ? choice : FULL_CASH_CHOICE;
}
