import { PAGES } from '../../shared/router/page-registry';

/** The steps after the cart (spec section 2): 2 Billing/Shipping, 3 Payment Option, 4 Review & Payment, 5 Completion. */
export const CHECKOUT_STEPS = ['2', '3', '4', '5', 'payment-process'] as const;

/** A step of the checkout page; `payment-process` takes the payment provider's return and counts as the last. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The step named by a path's `:step`, or `undefined` when it names none (the page is not found). */
export function parseCheckoutStep(raw: string | undefined): CheckoutStep | undefined {
  return CHECKOUT_STEPS.find((step) => step === raw);
}

/** The step's place in the stepper of five (the cart is 1; payment-process shows as 5). */
export function stepNumber(step: CheckoutStep): 2 | 3 | 4 | 5 {
  switch (step) {
    case '2':
      return 2;
    case '3':
      return 3;
    case '4':
      return 4;
    default:
      return 5;
  }
}

/** The path of a step of the cart (`/cart/1` is the cart itself). */
export function stepPath(step: '1' | CheckoutStep): string {
  return step === '1' ? PAGES.cart.path : PAGES.checkout.path.replace(':step', step);
}
