/**
 * The checkout steps (billing and shipping, payment option, review, the result):
 * every id starts with `checkout.`, so the storefront can load them with the
 * checkout's pages instead of on every first page.
 */
export const enCheckout = {
  'checkout.stepper.label': 'Checkout steps',
} as const;
