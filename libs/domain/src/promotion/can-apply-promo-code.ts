import { validatePromoCode } from './validate-promo-code';

/** The state of the promotion box that decides whether Apply can be pressed. */
export interface PromoApplyState {
  /** The text in the code field. */
  readonly code: string | undefined;
  /** A promotion's discount is already on the cart (remove it first). */
  readonly discountApplied: boolean;
  /** A special promotion is waiting for its e-mail confirmation (see `validateSpecialConfirmation`). */
  readonly emailStepPending: boolean;
}

/**
 * Whether the Apply button is enabled (spec section 5): it needs a code, one
 * that passes `validatePromoCode`, and is disabled while a discount exists or
 * the e-mail step is pending, so a second code can never stack on the first.
 */
export function canApplyPromoCode(state: PromoApplyState): boolean {
  const checked = validatePromoCode(state.code);
  return (
    checked.ok && checked.value !== undefined && !state.discountApplied && !state.emailStepPending
  );
}
